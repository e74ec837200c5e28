// POST relation {id, headerLine} -> the mapping step's fields, headers and automatic pairs;
// POST checkFields {id} -> the target's duplicate-check fields.
import type { FastifyInstance } from 'fastify';
import { IMPORT_PATHS } from '../../../shared/imports';
import { ok } from '../../envelope';
import { readHeaderRow } from '../../imports/headers';
import { rememberedMapping } from '../../imports/mappings';
import { checkFieldEntries, relationResult } from '../../imports/relation';
import { loadUpload } from '../../imports/uploads';
import { authOf } from '../../types';
import { relationBody, uploadIdBody } from './schemas';
import { envelopeResponse } from '../../schemas/response';

export default async function mappingRoutes(app: FastifyInstance) {
  app.post<{ Body: { id: string; headerLine: number } }>(
    IMPORT_PATHS.relation,
    { schema: { body: relationBody, response: envelopeResponse() } },
    async (request) => {
      const { tenantId } = authOf(request);
      const upload = await loadUpload(app.db, tenantId, request.body.id);
      const { headerLine } = request.body;
      const headers = await readHeaderRow(app.imports.files, upload, headerLine);
      const remembered = await rememberedMapping(app.db, tenantId, upload.target.key, headers);
      return ok(relationResult({ target: upload.target, headers, headerLine, numeric: upload.numericColumns, remembered }, request.t));
    },
  );

  app.post<{ Body: { id: string } }>(IMPORT_PATHS.checkFields, { schema: { body: uploadIdBody, response: envelopeResponse() } }, async (request) => {
    const upload = await loadUpload(app.db, authOf(request).tenantId, request.body.id);
    return ok(checkFieldEntries(upload.target, request.t));
  });
}
