// Downloads: GET template?target= (an xlsx made for the target and tenant), POST errors {errorKey}
// (the failed rows, reasons in the caller's language), POST original {key} (the file as uploaded).
import type { FastifyInstance } from 'fastify';
import { IMPORT_PATHS, importTarget } from '../../../shared/imports';
import { errorReport } from '../../imports/errorReport';
import { findJob, findJobByErrorKey } from '../../imports/jobs';
import { refuse } from '../../refusal';
import { templateWorkbook } from '../../imports/template';
import { loadUpload } from '../../imports/uploads';
import { XLSX_MIME } from '../../imports/workbook';
import { authOf } from '../../types';
import { sendFile } from './answers';
import { errorKeyBody, jobKeyBody, templateQuery } from './schemas';
import { fileResponse } from '../../schemas/response';

const XLS_MIME = 'application/vnd.ms-excel';

export default async function downloadRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { target: string } }>(
    IMPORT_PATHS.template,
    { schema: { querystring: templateQuery, response: fileResponse('the template (xlsx)') } },
    async (request, reply) => {
      const target = importTarget(request.query.target)!;
      const bytes = await templateWorkbook(app.db, authOf(request).tenantId, target, request.t);
      return sendFile(reply, bytes, `${request.t(target.label)}${request.t('import.title')}.xlsx`, XLSX_MIME);
    },
  );

  app.post<{ Body: { errorKey: string } }>(
    IMPORT_PATHS.errors,
    { schema: { body: errorKeyBody, response: fileResponse('the error report (xlsx)') } },
    async (request, reply) => {
      const job = await findJobByErrorKey(app.db, authOf(request).tenantId, request.body.errorKey);
      const bytes = await errorReport(app.db, job.key, request.t);
      const base = job.params.fileName.replace(/\.(xlsx|xls)$/i, '');
      return sendFile(reply, bytes, `${base}-${request.t('import.errorInformation')}.xlsx`, XLSX_MIME);
    },
  );

  app.post<{ Body: { key: string } }>(
    IMPORT_PATHS.original,
    { schema: { body: jobKeyBody, response: fileResponse('the uploaded spreadsheet (xlsx or xls)') } },
    async (request, reply) => {
      const { tenantId } = authOf(request);
      const job = await findJob(app.db, tenantId, request.body.key);
      const upload = await loadUpload(app.db, tenantId, job.upload_id);
      const stored = (await app.imports.files.open(upload.storedName)) ?? refuse('import.refused.uploadGone');
      return sendFile(reply, stored.stream, upload.fileName, upload.kind === 'xlsx' ? XLSX_MIME : XLS_MIME);
    },
  );
}
