// POST /api/blade-auth/unlock (signed): the lock screen asks for the signed-in user's password.
// Wrong passwords count towards the same throttle as sign-in.
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../../auth/passwords';
import { clearFailures, lockedSeconds, recordFailure } from '../../auth/throttle';
import { passwordHashOf } from '../../auth/users';
import { ok, refused } from '../../envelope';
import { authOf } from '../../types';
import { bodySchema, text } from '../schemas';

export default async function unlockRoute(app: FastifyInstance) {
  app.post<{ Body: { password: string } }>(
    '/unlock',
    { schema: { body: bodySchema({ password: text(128, 1) }, ['password']) } },
    async (request) => {
      const auth = authOf(request);
      const now = app.now();
      const wait = await lockedSeconds(app.db, auth.tenantId, auth.account, now);
      if (wait > 0) return refused(request.t('auth.tooManyAttempts', { seconds: wait }));
      const hash = await passwordHashOf(app.db, auth.userId);
      if (!hash || !(await verifyPassword(request.body.password, hash))) {
        await recordFailure(app.db, auth.tenantId, auth.account, now);
        return refused(request.t('auth.wrongPassword'));
      }
      await clearFailures(app.db, auth.tenantId, auth.account);
      return ok(null, request.t('auth.unlocked'));
    },
  );
}
