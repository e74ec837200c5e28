// POST progress {redisKey, identity?} -> ExportProgress from one primary-key read (a failed export
// answers 1000 with errorMsg: the dialog shows it as its red error line), the poll recorded as its
// follower's (exports/follower.ts); POST keepRunning {redisKey}: the export runs on without its
// follower (any kind: the photo export's dialog calls it too); POST cancel {redisKey}:
// a queued export ends at once, a running one after its current page, its file removed; an
// export that already ended is left as it is. Another tenant's key answers like an unknown one.
import type { FastifyInstance } from 'fastify';
import type { Identity } from '../../../shared/domain/people';
import { EXPORT_PATHS } from '../../../shared/exports/api';
import { ok } from '../../envelope';
import { cancelExport } from '../../exports/cancel';
import { findExport } from '../../exports/jobRows';
import { followExport, keepExportRunning } from '../../exports/follower';
import { refuse } from '../../refusal';
import { exportProgress } from '../../exports/status';
import { authOf } from '../../types';
import { cancelBody, progressBody } from './schemas';
import { envelopeResponse } from '../../schemas/response';

export default async function progressRoutes(app: FastifyInstance) {
  const jobOf = async (tenantId: string, key: string) => (await findExport(app.db, tenantId, key)) ?? refuse('export.refused.jobNotFound');

  app.post<{ Body: { redisKey: string; identity?: Identity } }>(
    EXPORT_PATHS.progress,
    { schema: { body: progressBody, response: envelopeResponse() } },
    async (request) => {
      const { tenantId } = authOf(request);
      const { redisKey: key, identity } = request.body;
      const job = (await followExport(app.db, { tenantId, key, identity }, new Date(app.now()))) ?? refuse('export.refused.jobNotFound');
      return ok(exportProgress(job, (k) => app.exports.link(k, tenantId), request.t));
    },
  );

  app.post<{ Body: { redisKey: string } }>(EXPORT_PATHS.keepRunning, { schema: { body: cancelBody, response: envelopeResponse() } }, async (request) => {
    const { tenantId } = authOf(request);
    const job = await jobOf(tenantId, request.body.redisKey);
    if (!(await keepExportRunning(app.db, job))) refuse('export.refused.keepEnded');
    const followed = (await followExport(app.db, { tenantId, key: job.key }, new Date(app.now()))) ?? job;
    return ok(exportProgress(followed, (key) => app.exports.link(key, tenantId), request.t));
  });

  app.post<{ Body: { redisKey: string } }>(EXPORT_PATHS.cancel, { schema: { body: cancelBody, response: envelopeResponse() } }, async (request) => {
    const { tenantId } = authOf(request);
    const job = await cancelExport(app.db, app.exports, await jobOf(tenantId, request.body.redisKey), new Date(app.now()));
    return ok(
      exportProgress(job, (k) => app.exports.link(k, tenantId), request.t),
      request.t('export.cancelled'),
    );
  });
}
