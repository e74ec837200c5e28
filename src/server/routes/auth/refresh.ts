// POST /api/blade-auth/refresh (unsigned): a new access token and the next refresh token of the
// family. A used token presented again revokes the whole session (see auth/sessions.ts).
import type { FastifyInstance } from 'fastify';
import { rotateRefreshToken, revokedMessage } from '../../auth/sessions';
import { ok, unauthorized } from '../../envelope';
import { bodySchema, text } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';

export default async function refreshRoute(app: FastifyInstance) {
  app.post<{ Body: { refreshToken: string } }>(
    '/refresh',
    { schema: { body: bodySchema({ refreshToken: text(256, 1) }, ['refreshToken']), response: envelopeResponse() } },
    async (request, reply) => {
      const result = await rotateRefreshToken(app.db, request.body.refreshToken, app.now());
      if (!result.ok) {
        const key =
          result.reason === 'reused' ? 'auth.sessionRevoked' : result.reason === 'revoked' ? revokedMessage(result.revokeReason) : 'auth.sessionExpired';
        if (result.reason === 'reused') request.log.warn('refresh token reused: session revoked');
        return reply.code(401).send(unauthorized(request.t(key)));
      }
      const access = app.accessTokens.issue({ sid: result.sessionId, uid: result.userId, tid: result.tenantId });
      return ok({ accessToken: access.token, refreshToken: result.refreshToken, expiresIn: access.expiresIn });
    },
  );
}
