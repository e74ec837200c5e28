// POST importProgress {redisKey} -> PhotoImportStatus, from the job row (and its rows' Excel
// import job); a failed or cancelled job answers 1002 with its message, the status still in the
// result (the dialog shows "import failed"). POST importCancel {redisKey}: a job nobody runs ends
// at once; a running one stops after its current batch; answers its status.
import type { FastifyInstance } from 'fastify';
import { PHOTO_PATHS } from '../../../shared/photos/api';
import { Status } from '../../../shared/protocol';
import { ok } from '../../envelope';
import { importDb } from '../../imports/tables';
import { cancelPhotoImport } from '../../photoImport/cancel';
import { findPhotoJob } from '../../photoImport/jobs';
import { photoImportStatus } from '../../photoImport/status';
import type { PhotoJobRow } from '../../photoImport/tables';
import { authOf } from '../../types';
import { jobKeyBody } from './schemas';
import { envelopeResponse } from '../../schemas/response';
import { photoImportCancelAudit } from '../photos/audit';

const CANCEL_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default async function progressRoutes(app: FastifyInstance) {
  const rowsJobOf = (job: PhotoJobRow) =>
    job.rows_job_key
      ? importDb(app.db)
          .selectFrom('import_jobs')
          .selectAll()
          .where('key', '=', job.rows_job_key)
          .where('tenant_id', '=', job.tenant_id)
          .executeTakeFirst()
          .then((r) => r ?? null)
      : Promise.resolve(null);

  app.post<{ Body: { redisKey: string } }>(PHOTO_PATHS.importProgress, { schema: { body: jobKeyBody, response: envelopeResponse() } }, async (request) => {
    const job = await findPhotoJob(app.db, authOf(request).tenantId, request.body.redisKey);
    const status = photoImportStatus(job, await rowsJobOf(job), app.now(), request.t);
    if (job.state === 'failed' || job.state === 'cancelled') {
      return { status: Status.REFUSED, msg: status.errorMsg ?? request.t('photoImport.cancelled'), result: status };
    }
    return ok(status);
  });

  app.post<{ Body: { redisKey: string } }>(
    PHOTO_PATHS.importCancel,
    { config: photoImportCancelAudit, schema: { body: jobKeyBody, response: envelopeResponse() } },
    async (request) => {
      const { tenantId } = authOf(request);
      const key = request.body.redisKey;
      await cancelPhotoImport(app.db, app.photoImports.zips, tenantId, key, new Date(app.now()));
      app.imports.runner.kick();
      app.photoImports.runner.kick();
      // the runner ends a running job after its current batch, well within a second
      const until = Date.now() + CANCEL_WAIT_MS;
      let job = await findPhotoJob(app.db, tenantId, key);
      while ((job.state === 'running' || job.state === 'queued') && Date.now() < until) {
        await sleep(50);
        job = await findPhotoJob(app.db, tenantId, key);
      }
      return ok(photoImportStatus(job, await rowsJobOf(job), app.now(), request.t), request.t('photoImport.cancelled'));
    },
  );
}
