// POST progress {id, key} -> ImportTaskStatus, from one primary-key read of the job row; a failed
// or cancelled job answers 1002 with its message (the wizard shows "import failed"), the status
// still in the result. POST cancel {key}: stops the job between batches and answers its status.
import type { FastifyInstance } from 'fastify';
import { IMPORT_PATHS } from '../../../shared/imports';
import { Status } from '../../../shared/protocol';
import { ok } from '../../envelope';
import { findJob, requestCancel } from '../../imports/jobs';
import { refuse } from '../../refusal';
import { taskStatus } from '../../imports/status';
import { authOf } from '../../types';
import { jobKeyBody, progressBody } from './schemas';
import { envelopeResponse } from '../../schemas/response';
import { importCancelAudit } from './audit';

const CANCEL_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default async function progressRoutes(app: FastifyInstance) {
  app.post<{ Body: { id?: string; key: string } }>(IMPORT_PATHS.progress, { schema: { body: progressBody, response: envelopeResponse() } }, async (request) => {
    const job = await findJob(app.db, authOf(request).tenantId, request.body.key);
    if (request.body.id && request.body.id !== job.upload_id) refuse('import.refused.jobNotFound');
    const status = taskStatus(job, app.now(), request.t);
    if (job.state === 'failed' || job.state === 'cancelled') {
      return { status: Status.REFUSED, msg: status.errorMsg ?? request.t('import.cancelled'), result: status };
    }
    return ok(status);
  });

  app.post<{ Body: { key: string } }>(
    IMPORT_PATHS.cancel,
    { config: importCancelAudit, schema: { body: jobKeyBody, response: envelopeResponse() } },
    async (request) => {
      const { tenantId } = authOf(request);
      await requestCancel(app.db, tenantId, request.body.key, new Date(app.now()));
      app.imports.runner.kick();
      // the runner ends the job after its current batch, well within a second
      const until = Date.now() + CANCEL_WAIT_MS;
      let job = await findJob(app.db, tenantId, request.body.key);
      while ((job.state === 'running' || job.state === 'queued') && Date.now() < until) {
        await sleep(50);
        job = await findJob(app.db, tenantId, request.body.key);
      }
      return ok(taskStatus(job, app.now(), request.t), request.t('import.cancelled'));
    },
  );
}
