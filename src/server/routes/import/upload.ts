// POST upload (multipart: file, tenantId, target, id?): one spreadsheet of at most 5 MB, judged by
// its content, kept in the file store, answered with the preview and a suggested header row.
import type { FastifyInstance } from 'fastify';
import { IMPORT_PATHS, ImportTargetKey } from '../../../shared/imports';
import { invalid, ok, refusedAs } from '../../envelope';
import { toFieldErrors } from '../../plugins/protocol/fieldErrors';
import { acceptUpload } from '../../imports/upload/acceptUpload';
import { receiveUpload, watchClient } from '../../imports/upload/receive';
import { authOf } from '../../types';
import { uploadFields, uploadHeaders } from './schemas';
import { envelopeResponse } from '../../schemas/response';

export default async function uploadRoute(app: FastifyInstance) {
  app.post(IMPORT_PATHS.upload, { schema: { headers: uploadHeaders, response: envelopeResponse() } }, async (request) => {
    const auth = authOf(request);
    const received = await receiveUpload(request);
    const check = request.compileValidationSchema(uploadFields);
    if (!check(received.fields)) return invalid(request.t, toFieldErrors(check.errors ?? [], request.t));
    const fields = received.fields as { tenantId?: string; target: ImportTargetKey; id?: string };
    // the multipart body is read here, after the tenant guard: check the named tenant the same way
    if (fields.tenantId && fields.tenantId !== auth.tenantId) return refusedAs(request.t, 'protocol.forbidden');
    // a client that leaves ends the file's read in the parse worker at once
    const client = watchClient(request);
    try {
      const result = await acceptUpload(
        { db: app.db, files: app.imports.files, tenantId: auth.tenantId, userId: auth.userId, signal: client.signal },
        received.fileName,
        received.bytes,
        fields.target,
        fields.id || undefined,
      );
      return ok(result);
    } finally {
      client.done();
    }
  });
}
