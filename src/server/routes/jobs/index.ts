// POST JOB_PATHS.list {tenantId} → JobItem[]: the signed-in user's running and recent jobs of
// every kind (src/server/jobCentre); POST JOB_PATHS.seen: endings the centre announced, marked
// seen (exports/follower.ts). Tenant and user come from the token only.
import type { FastifyInstance } from 'fastify';
import { JOB_PATHS, JOB_LIST_MAX } from '../../../shared/jobs/api';
import { EXPORT_KEY_PATTERN } from '../../exports/keys';
import { markEndingsSeen } from '../../exports/follower';
import { ok } from '../../envelope';
import { listJobs } from '../../jobCentre/listJobs';
import { jobScope } from '../../jobCentre/scope';
import { bodySchema } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';
import { authOf } from '../../types';

const seenBody = bodySchema(
  {
    jobs: {
      type: 'array',
      maxItems: JOB_LIST_MAX,
      items: {
        type: 'object',
        // only the export kinds record whether an ending was seen
        properties: { kind: { type: 'string', enum: ['export', 'photoExport'] }, id: { type: 'string', pattern: EXPORT_KEY_PATTERN } },
        required: ['kind', 'id'],
        additionalProperties: false,
      },
    },
  },
  ['jobs'],
);

export default async function jobRoutes(app: FastifyInstance) {
  app.post(JOB_PATHS.list, { schema: { body: bodySchema(), response: envelopeResponse() } }, async (request) => {
    const { tenantId, userId } = authOf(request);
    return ok(await listJobs(app.db, jobScope(tenantId, userId, app.now()), request.t, (key) => app.exports.link(key, tenantId)));
  });

  app.post<{ Body: { jobs: { kind: 'export' | 'photoExport'; id: string }[] } }>(
    JOB_PATHS.seen,
    { schema: { body: seenBody, response: envelopeResponse() } },
    async (request) => {
      const { tenantId, userId } = authOf(request);
      const keys = request.body.jobs.map((j) => j.id);
      return ok(await markEndingsSeen(app.db, { tenantId, userId }, keys, new Date(app.now())));
    },
  );
}
