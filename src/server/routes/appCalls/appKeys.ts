// The console's app key calls (the key is shown on /ProjectDetails): the tenant's keys without
// their secrets, and a new secret for one of them, shown in this answer only.
import type { FastifyInstance } from 'fastify';
import { APP_KEY_ID_PATTERN, APP_KEY_PATHS } from '../../../shared/appCalls/api';
import { listAppKeys, rotateAppSecret } from '../../appCalls/keys';
import { ok } from '../../envelope';
import { refuse } from '../../refusal';
import { bodySchema } from '../../schemas/request';
import { envelopeResponse, LIST_RESULT, objectResult } from '../../schemas/response';
import { authOf } from '../../types';

export default async function appKeyRoutes(app: FastifyInstance) {
  app.post(APP_KEY_PATHS.list, { schema: { body: bodySchema(), response: envelopeResponse(LIST_RESULT) } }, async (request) =>
    ok(await listAppKeys(app.db, authOf(request).tenantId)),
  );
  app.post<{ Body: { id: string } }>(
    APP_KEY_PATHS.rotate,
    {
      schema: {
        body: bodySchema({ id: { type: 'string', pattern: APP_KEY_ID_PATTERN } }, ['id']),
        response: envelopeResponse(objectResult({ id: { type: 'string' }, secret: { type: 'string' } })),
      },
    },
    async (request) => {
      const rotated = await rotateAppSecret(app.db, authOf(request).tenantId, request.body.id);
      if (!rotated) refuse('appCalls.keyNotFound');
      return ok(rotated, request.t('appCalls.rotated'));
    },
  );
}
