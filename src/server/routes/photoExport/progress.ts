// Polling and cancelling what the photo export started, from the export job rows: checkProgress
// answers the 'without photos' list's ExportProgress (an xlsx job), exportProgress the zip's
// (a 'photos' job; its url is the signed download link, the same route as the bulk export's),
// each poll recorded as its follower's (exports/follower.ts),
// exportCancel stops the zip (exports/cancel.ts). A key of the other kind, or of another tenant,
// answers like an unknown one.
import type { FastifyInstance } from 'fastify';
import type { Identity } from '../../../shared/domain/people';
import { PHOTO_PATHS } from '../../../shared/photos/api';
import { ok } from '../../envelope';
import { cancelExport } from '../../exports/cancel';
import { findExport } from '../../exports/jobRows';
import { followExport } from '../../exports/follower';
import type { ExportKind } from '../../exports/kinds';
import { refuse } from '../../refusal';
import { exportProgress } from '../../exports/status';
import { authOf } from '../../types';
import { cancelBody, progressBody } from './schemas';
import { envelopeResponse } from '../../schemas/response';

export default async function photoExportProgress(app: FastifyInstance) {
  const jobOf = async (tenantId: string, key: string, kind: ExportKind, identity?: Identity) => {
    const job = await findExport(app.db, tenantId, key);
    if (!job || job.kind !== kind || (identity && identity !== job.identity)) return refuse('export.refused.jobNotFound');
    return job;
  };

  const progressPaths: [string, ExportKind][] = [
    [PHOTO_PATHS.checkProgress, 'xlsx'],
    [PHOTO_PATHS.exportProgress, 'photos'],
  ];
  for (const [path, kind] of progressPaths) {
    app.post<{ Body: { redisKey: string; identity?: Identity } }>(path, { schema: { body: progressBody, response: envelopeResponse() } }, async (request) => {
      const { tenantId } = authOf(request);
      const { redisKey: key, identity } = request.body;
      const job = (await followExport(app.db, { tenantId, key, kind, identity }, new Date(app.now()))) ?? refuse('export.refused.jobNotFound');
      return ok(exportProgress(job, (k) => app.exports.link(k, tenantId), request.t));
    });
  }

  app.post<{ Body: { redisKey: string } }>(PHOTO_PATHS.exportCancel, { schema: { body: cancelBody, response: envelopeResponse() } }, async (request) => {
    const { tenantId } = authOf(request);
    const job = await cancelExport(app.db, app.exports, await jobOf(tenantId, request.body.redisKey, 'photos'), new Date(app.now()));
    return ok(
      exportProgress(job, (k) => app.exports.link(k, tenantId), request.t),
      request.t('export.cancelled'),
    );
  });
}
