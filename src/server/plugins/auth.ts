// Who is calling: every protected /api call needs `Authorization: Bearer <access token>` naming
// a live session. The session is read on every call (a primary-key lookup) so a logout or a
// revoked refresh family ends access at once, in every process. A user who must still change a
// published or handed-out password may change it, unlock its locked screen and sign out, nothing
// else (HTTP 403, 1002).
import fp from 'fastify-plugin';
import { ACCESS_TOKEN_SECONDS, Status, WHILE_PASSWORD_MUST_CHANGE } from '../../shared/protocol';
import { issueAccessToken, verifyAccessToken } from '../auth/accessToken';
import { loadOrCreateSecret } from '../auth/serverSecret';
import { loadSession, revokedMessage } from '../auth/sessions';
import { rightsOfVersion } from '../auth/roles';
import { unauthorized } from '../envelope';
import { needsSession, routedPattern } from '../paths';
import type { AccessTokens } from '../types';

const ACCESS_SECRET = 'access_token';

export default fp(
  async (app) => {
    const secret = await loadOrCreateSecret(app.db, ACCESS_SECRET);
    const tokens: AccessTokens = {
      issue: (c) => ({
        token: issueAccessToken(secret, { ...c, exp: Math.floor(app.now() / 1000) + ACCESS_TOKEN_SECONDS }),
        expiresIn: ACCESS_TOKEN_SECONDS,
      }),
      verify: (token) => verifyAccessToken(secret, token, app.now()),
    };
    app.decorate('accessTokens', tokens);
    app.decorateRequest('auth', null);

    // onRequest runs after routing: needsSession decides by the route fastify matched, so a
    // percent-encoded or otherwise odd spelling of a protected path is protected too
    app.addHook('onRequest', async (request, reply) => {
      if (!needsSession(request)) return;
      const refuse = (key: string) => reply.code(401).send(unauthorized(request.t(key)));
      const header = request.headers.authorization ?? '';
      const m = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header);
      if (!m) return refuse('protocol.notSignedIn');
      const check = tokens.verify(m[1]);
      if (!check.ok) return refuse(check.reason === 'expired' ? 'auth.sessionExpired' : 'protocol.notSignedIn');
      const { sid, uid, tid } = check.claims;
      const session = await loadSession(app.db, sid);
      if (!session || session.userId !== uid || session.tenantId !== tid || !session.enabled) return refuse('protocol.notSignedIn');
      if (session.revokedAt) return refuse(revokedMessage(session.revokeReason));
      // a published or handed-out password opens the password change, the unlock and the sign-out
      if (session.mustChangePassword && !WHILE_PASSWORD_MUST_CHANGE.includes(routedPattern(request) ?? '')) {
        return reply.code(403).send({ status: Status.REFUSED, msg: request.t('password.changeFirst'), result: null });
      }
      request.auth = {
        sessionId: sid,
        userId: uid,
        tenantId: tid,
        account: session.account,
        userName: session.userName,
        signingKey: session.signingKey,
        rights: await rightsOfVersion(app.db, session.role),
        roleId: session.role?.id ?? null,
      };
    });
  },
  { name: 'auth', dependencies: ['db', 'locale'] },
);
