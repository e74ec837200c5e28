// POST importErrors {errorKey, identity?} -> the failed photos as xlsx (entry, identifier, reason,
// every cell text), named after the zip. Another tenant's key answers like an unknown one.
import type { FastifyInstance } from 'fastify';
import { PHOTO_PATHS } from '../../../shared/photos/api';
import { XLSX_MIME } from '../../imports/workbook';
import { photoErrorReport } from '../../photoImport/errorReport';
import { findPhotoJobByErrorKey } from '../../photoImport/jobs';
import { authOf } from '../../types';
import { sendFile } from '../import/answers';
import { errorsBody } from './schemas';
import { fileResponse } from '../../schemas/response';

export default async function errorRoutes(app: FastifyInstance) {
  app.post<{ Body: { errorKey: string } }>(
    PHOTO_PATHS.importErrors,
    { schema: { body: errorsBody, response: fileResponse('the error report (xlsx)') } },
    async (request, reply) => {
      const job = await findPhotoJobByErrorKey(app.db, authOf(request).tenantId, request.body.errorKey);
      const bytes = await photoErrorReport(app.db, job.key, request.t);
      const base = job.file_name.replace(/\.zip$/i, '');
      return sendFile(reply, bytes, `${base}-${request.t('import.errorInformation')}.xlsx`, XLSX_MIME);
    },
  );
}
