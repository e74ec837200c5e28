// POST /api/blade-auth/token: sign-in (unsigned). Bad tenant, account or password all get the
// same answer. The attempt is counted before the password is hashed (auth/throttle.ts: 5 a
// minute per account and address, 20 per account from any address, 50 per address).
// `mustChangePassword` tells the console to ask for a new password at once (demo admins,
// an admin created from the environment).
import type { FastifyInstance } from 'fastify';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords';
import { permissionsOfAdmin } from '../../auth/permissions';
import { createSession } from '../../auth/sessions';
import { attemptSucceeded, countAttempt } from '../../auth/throttle';
import { findAdmin } from '../../auth/users';
import { ok, refusedAs } from '../../envelope';
import { bodySchema, text } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';

interface SignInBody {
  tenantId: string;
  account: string;
  password: string;
}

export default async function tokenRoute(app: FastifyInstance) {
  app.post<{ Body: SignInBody }>(
    '/token',
    {
      config: { right: 'public' },
      schema: {
        body: bodySchema({ tenantId: text(32, 1), account: text(64, 1), password: text(128, 1) }, ['tenantId', 'account', 'password']),
        response: envelopeResponse(),
      },
    },
    async (request) => {
      const { account, password } = request.body;
      const tenantId = String(request.body.tenantId).trim();
      const now = app.now();
      const attempt = { tenantId, account, address: request.ip };
      const check = await countAttempt(app.db, attempt, now);
      if (!check.allowed) {
        request.log.info({ tenantId, scope: check.scope }, 'sign-in throttled');
        return refusedAs(request.t, 'auth.tooManyAttempts', { seconds: check.retrySeconds });
      }

      const admin = await findAdmin(app.db, tenantId, account);
      const valid = admin ? await verifyPassword(password, admin.passwordHash) : (await burnPasswordCheck(password), false);
      if (!admin || !valid) {
        request.log.info({ tenantId }, 'sign-in refused');
        return refusedAs(request.t, 'auth.badCredentials');
      }
      await attemptSucceeded(app.db, attempt);
      const session = await createSession(app.db, { userId: admin.id, tenantId }, now);
      await app.db
        .updateTable('admin_users')
        .set({ last_sign_in_at: new Date(now) })
        .where('id', '=', admin.id)
        .execute();
      const rights = await permissionsOfAdmin(app.db, admin.id);
      const access = app.accessTokens.issue({ sid: session.sessionId, uid: admin.id, tid: tenantId });
      return ok(
        {
          accessToken: access.token,
          refreshToken: session.refreshToken,
          expiresIn: access.expiresIn,
          signingKey: session.signingKey,
          tenantId,
          userInfo: { userId: admin.id, account: admin.account, user_name: admin.userName, tenant_id: tenantId },
          mustChangePassword: admin.mustChangePassword,
          permission: rights.permission,
          menu: rights.menu,
        },
        request.t('auth.signedIn'),
      );
    },
  );
}
