// The /ProjectDetails calls beside the appearance document's legacy detail (its name and logo):
// the tenant's administrators and the summary of the modules in use. Tenant from the token.
import type { FastifyInstance } from 'fastify';
import { PROJECT_DETAIL_PATHS } from '../../../shared/platform/projectDetails';
import { ok } from '../../envelope';
import { adminsOf } from '../../projectDetails/admins';
import { projectSummaryOf } from '../../projectDetails/summary';
import { bodySchema, getQuerySchema } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';
import { authOf } from '../../types';
import { adminInfoResultSchema, projectSummaryResultSchema } from './schemas';

export default async function projectDetailRoutes(app: FastifyInstance) {
  app.post(PROJECT_DETAIL_PATHS.adminInfo, { schema: { body: bodySchema(), response: envelopeResponse(adminInfoResultSchema) } }, async (request) =>
    ok(await adminsOf(app.db, authOf(request).tenantId)),
  );
  app.get(
    PROJECT_DETAIL_PATHS.summary,
    { schema: { querystring: getQuerySchema(), response: envelopeResponse(projectSummaryResultSchema) } },
    async (request) => ok(await projectSummaryOf(app.db, authOf(request).tenantId)),
  );
}
