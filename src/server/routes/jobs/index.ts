// POST JOB_PATHS.list {tenantId} → JobItem[]: the signed-in user's running and recent jobs of
// every kind (src/server/jobCentre). Tenant and user come from the token only.
import type { FastifyInstance } from 'fastify';
import { JOB_PATHS } from '../../../shared/jobs/api';
import { ok } from '../../envelope';
import { listJobs } from '../../jobCentre/listJobs';
import { jobScope } from '../../jobCentre/scope';
import { bodySchema } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';
import { authOf } from '../../types';

export default async function jobRoutes(app: FastifyInstance) {
  app.post(JOB_PATHS.list, { schema: { body: bodySchema(), response: envelopeResponse() } }, async (request) => {
    const { tenantId, userId } = authOf(request);
    return ok(await listJobs(app.db, jobScope(tenantId, userId, app.now()), request.t, (key) => app.exports.link(key, tenantId)));
  });
}
