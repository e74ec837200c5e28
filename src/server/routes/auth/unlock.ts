// POST /api/blade-auth/unlock (signed): the lock screen asks for the signed-in user's password.
// Every try counts against the same throttle as sign-in (auth/throttle.ts), before the hash.
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../../auth/passwords';
import { attemptSucceeded, countAttempt } from '../../auth/throttle';
import { passwordHashOf } from '../../auth/users';
import { ok, refusedAs } from '../../envelope';
import { authOf } from '../../types';
import { bodySchema, text } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';

export default async function unlockRoute(app: FastifyInstance) {
  app.post<{ Body: { password: string } }>(
    '/unlock',
    { schema: { body: bodySchema({ password: text(128, 1) }, ['password']), response: envelopeResponse() } },
    async (request) => {
      const auth = authOf(request);
      const attempt = { tenantId: auth.tenantId, account: auth.account, address: request.ip };
      const check = await countAttempt(app.db, attempt, app.now());
      if (!check.allowed) return refusedAs(request.t, 'auth.tooManyAttempts', { seconds: check.retrySeconds });
      const hash = await passwordHashOf(app.db, auth.userId);
      if (!hash || !(await verifyPassword(request.body.password, hash))) return refusedAs(request.t, 'auth.wrongPassword');
      await attemptSucceeded(app.db, attempt);
      return ok(null, request.t('auth.unlocked'));
    },
  );
}
