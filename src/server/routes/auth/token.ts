// POST /api/blade-auth/token: sign-in (unsigned). Bad tenant, account or password all get the
// same answer; 5 failures in 5 minutes close the account for 60 s.
import type { FastifyInstance } from 'fastify';
import { AREAS } from '../../../shared/routes';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords';
import { permissionsOfAdmin } from '../../auth/permissions';
import { createSession } from '../../auth/sessions';
import { clearFailures, lockedSeconds, recordFailure } from '../../auth/throttle';
import { findAdmin } from '../../auth/users';
import { ok, refused } from '../../envelope';
import { bodySchema, text } from '../schemas';

interface SignInBody {
  tenantId: string;
  account: string;
  password: string;
}

export default async function tokenRoute(app: FastifyInstance) {
  app.post<{ Body: SignInBody }>(
    '/token',
    { schema: { body: bodySchema({ tenantId: text(32, 1), account: text(64, 1), password: text(128, 1) }, ['tenantId', 'account', 'password']) } },
    async (request) => {
      const { account, password } = request.body;
      const tenantId = String(request.body.tenantId).trim();
      const now = app.now();
      const wait = await lockedSeconds(app.db, tenantId, account, now);
      if (wait > 0) return refused(request.t('auth.tooManyAttempts', { seconds: wait }));

      const admin = await findAdmin(app.db, tenantId, account);
      const valid = admin ? await verifyPassword(password, admin.passwordHash) : (await burnPasswordCheck(password), false);
      if (!admin || !valid) {
        await recordFailure(app.db, tenantId, account, now);
        request.log.info({ tenantId, account }, 'sign-in refused');
        return refused(request.t('auth.badCredentials'));
      }
      await clearFailures(app.db, tenantId, account);
      const session = await createSession(app.db, { userId: admin.id, tenantId }, now);
      const access = app.accessTokens.issue({ sid: session.sessionId, uid: admin.id, tid: tenantId });
      return ok(
        {
          accessToken: access.token,
          refreshToken: session.refreshToken,
          expiresIn: access.expiresIn,
          signingKey: session.signingKey,
          tenantId,
          userInfo: { userId: admin.id, account: admin.account, user_name: admin.userName, tenant_id: tenantId },
          permission: permissionsOfAdmin(),
          menu: AREAS,
        },
        request.t('auth.signedIn'),
      );
    },
  );
}
