// The console's app key calls (the key is shown on /ProjectDetails): the tenant's keys without
// their secrets, and a new secret for one of them, shown in this answer only (and recorded in the
// history by its fingerprint).
import type { FastifyInstance } from 'fastify';
import { APP_KEY_ID_PATTERN, APP_KEY_PATHS } from '../../../shared/appCalls/api';
import { listAppKeys, rotateAppSecretRecorded } from '../../appCalls/keys';
import { recordedInside } from '../../audit/routeAudit';
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
      config: recordedInside,
      schema: {
        body: bodySchema({ id: { type: 'string', pattern: APP_KEY_ID_PATTERN } }, ['id']),
        response: envelopeResponse(objectResult({ id: { type: 'string' }, secret: { type: 'string' } })),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const rotated = await rotateAppSecretRecorded(app.db, auth.tenantId, request.body.id, { account: auth.account, name: auth.userName });
      if (!rotated) refuse('appCalls.keyNotFound');
      return ok(rotated, request.t('appCalls.rotated'));
    },
  );
}
