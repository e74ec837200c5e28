// The home screens' calls: what needs attention (signed, tenant from the token) and the public
// read of the latest app versions (no sign-in, publicLatest.ts).
import type { FastifyInstance } from 'fastify';
import { HOME_PATHS } from '../../../shared/home/api';
import { ok } from '../../envelope';
import { authOf } from '../../types';
import { attentionOf } from '../../home/attention';
import publicLatestRoute from './publicLatest';
import { attentionBodySchema } from './schemas';
import { envelopeResponse } from '../../schemas/response';

export default async function homeRoutes(app: FastifyInstance) {
  app.post(HOME_PATHS.attention, { schema: { body: attentionBodySchema, response: envelopeResponse() } }, async (request) =>
    ok(await attentionOf(app.db, authOf(request).tenantId, app.now())),
  );
  await app.register(publicLatestRoute);
}
