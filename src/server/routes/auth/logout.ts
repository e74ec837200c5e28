// POST /api/blade-auth/logout (signed): ends the session; its tokens stop working at once.
import type { FastifyInstance } from 'fastify';
import { revokeSession } from '../../auth/sessions';
import { ok } from '../../envelope';
import { authOf } from '../../types';
import { bodySchema } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';

export default async function logoutRoute(app: FastifyInstance) {
  app.post('/logout', { schema: { body: bodySchema(), response: envelopeResponse() } }, async (request) => {
    await revokeSession(app.db, authOf(request).sessionId, 'logout', app.now());
    return ok(null, request.t('auth.signedOut'));
  });
}
