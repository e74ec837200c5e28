// POST importUpload (multipart: uploadZip, data): the zip streamed to the upload folder (at most
// 200 MB; beyond it HTTP 413 and 上传文件大小不得大于200M), the data part checked, the zip judged
// by its content and read through by the safe reader (every hostile archive refused with its
// reason, the stored file removed), its spreadsheet registered with the Excel import, the job
// created. Answers PhotoUploadResult.
import type { FastifyInstance } from 'fastify';
import { PHOTO_PATHS } from '../../../shared/photos/api';
import { invalid, ok, refusedAs } from '../../envelope';
import { acceptZip } from '../../photoImport/accept';
import { checkImportData } from '../../photoImport/data';
import { receiveZip } from '../../photoImport/receive';
import { authOf } from '../../types';
import { uploadHeaders } from './schemas';
import { envelopeResponse } from '../../schemas/response';

export default async function uploadRoute(app: FastifyInstance) {
  app.post(PHOTO_PATHS.importUpload, { schema: { headers: uploadHeaders, response: envelopeResponse() } }, async (request) => {
    const auth = authOf(request);
    const zips = app.photoImports.zips;
    const received = await receiveZip(request, zips, app.photoImports.maxZipBytes);
    const drop = () => received.staged.discard();
    const check = checkImportData(request, received.fields.data, request.t);
    if (!check.ok) {
      await drop();
      return invalid(request.t, check.errors);
    }
    // the multipart body is read here, after the tenant guard: check the named tenant the same way
    const named = check.data.tenantId ?? received.fields.tenantId;
    if (named !== undefined && named !== '' && String(named) !== auth.tenantId) {
      await drop();
      return refusedAs(request.t, 'protocol.forbidden');
    }
    const result = await acceptZip(
      { db: app.db, importFiles: app.imports.files, zips, tenantId: auth.tenantId, userId: auth.userId, userName: auth.userName, now: new Date(app.now()) },
      received,
      check.data,
    );
    app.photoImports.runner.kick();
    return ok(result);
  });
}
