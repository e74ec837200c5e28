// POST /api/blade-auth/password (signed): the signed-in administrator changes the password.
// The new one must pass the shared rule (src/shared/auth/password.ts) and be hard enough to guess
// (src/server/auth/strength.ts) — checked first, they need no hash; the current one is required and a wrong one counts against the sign-in throttle
// (counted before the hash, like sign-in). On success the password and the must-change flag
// change together, every OTHER session of the user is revoked (their next call answers 401
// "your password was changed"), and this session lives on.
import type { FastifyInstance } from 'fastify';
import { passwordProblem } from '../../../shared/auth/password';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { strengthProblem } from '../../auth/strength';
import { revokeOtherSessions } from '../../auth/sessions';
import { attemptSucceeded, countAttempt } from '../../auth/throttle';
import { passwordHashOf, replacePassword } from '../../auth/users';
import { inTransaction } from '../../db/transaction';
import { fieldError, invalid, ok, refusedAs } from '../../envelope';
import { authOf } from '../../types';
import { bodySchema, text } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';

interface ChangeBody {
  currentPassword: string;
  newPassword: string;
}

export default async function passwordRoute(app: FastifyInstance) {
  app.post<{ Body: ChangeBody }>(
    '/password',
    // newPassword may be longer than the rule allows so the rule, not the schema, says why
    {
      schema: {
        body: bodySchema({ currentPassword: text(128, 1), newPassword: text(1024, 1) }, ['currentPassword', 'newPassword']),
        response: envelopeResponse(),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { currentPassword, newPassword } = request.body;
      // the shared rule first (the console checks it as the user types), then how guessable it is
      const problem =
        passwordProblem(newPassword, { account: auth.account, current: currentPassword }) ??
        (await strengthProblem(newPassword, { account: auth.account, tenantId: auth.tenantId }));
      if (problem) return invalid(request.t, [fieldError(request.t, 'newPassword', problem.key, problem.params)]);

      const now = app.now();
      const attempt = { tenantId: auth.tenantId, account: auth.account, address: request.ip };
      const check = await countAttempt(app.db, attempt, now);
      if (!check.allowed) return refusedAs(request.t, 'auth.tooManyAttempts', { seconds: check.retrySeconds });
      const hash = await passwordHashOf(app.db, auth.userId);
      if (!hash || !(await verifyPassword(currentPassword, hash))) {
        request.log.info({ tenantId: auth.tenantId, userId: auth.userId }, 'password change: wrong current password');
        return refusedAs(request.t, 'password.wrongCurrent');
      }
      const newHash = await hashPassword(newPassword);
      const revoked = await inTransaction(app.db, async (tx) => {
        // a change that came first (another session, same old password) wins; this one is stale
        if (!(await replacePassword(tx, auth.userId, hash, newHash, now))) return undefined;
        return revokeOtherSessions(tx, auth.userId, auth.sessionId, 'password-changed', now);
      });
      if (revoked === undefined) return refusedAs(request.t, 'password.wrongCurrent');
      await attemptSucceeded(app.db, attempt);
      request.log.info({ tenantId: auth.tenantId, userId: auth.userId, revokedSessions: revoked }, 'password changed');
      return ok(null, request.t('password.changed'));
    },
  );
}
