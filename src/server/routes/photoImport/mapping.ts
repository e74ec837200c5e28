// POST importFields {redisKey} -> the zip spreadsheet's field match list (the Excel import's
// relation, header row = the upload's jbDesc); POST importStart {redisKey, matchFieldList} ->
// {redisKey}: the rows' Excel import is queued with the mapping checked as the wizard checks it,
// and the photo job waits behind it. Problems with the mapping answer 9009 with the wizard's words.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MatchField } from '../../../shared/imports';
import { PHOTO_PATHS } from '../../../shared/photos/api';
import { invalid, ok } from '../../envelope';
import { MappingContext, photoImportFields, startPhotoImport } from '../../photoImport/mapping';
import { authOf } from '../../types';
import { jobKeyBody, startBody } from './schemas';
import { envelopeResponse } from '../../schemas/response';
import { photoImportStartAudit } from '../photos/audit';

export default async function mappingRoutes(app: FastifyInstance) {
  const context = (request: FastifyRequest): MappingContext => {
    const auth = authOf(request);
    return {
      db: app.db,
      importFiles: app.imports.files,
      tenantId: auth.tenantId,
      userId: auth.userId,
      userName: auth.userName,
      now: new Date(app.now()),
      t: request.t,
    };
  };

  app.post<{ Body: { redisKey: string } }>(PHOTO_PATHS.importFields, { schema: { body: jobKeyBody, response: envelopeResponse() } }, async (request) =>
    ok(await photoImportFields(context(request), request.body.redisKey)),
  );

  app.post<{ Body: { redisKey: string; matchFieldList: MatchField[] } }>(
    PHOTO_PATHS.importStart,
    { config: photoImportStartAudit, schema: { body: startBody, response: envelopeResponse() } },
    async (request) => {
      const outcome = await startPhotoImport(context(request), request.body.redisKey, request.body.matchFieldList);
      if (!outcome.ok) return invalid(request.t, [outcome.error]);
      app.imports.runner.kick();
      app.photoImports.runner.kick();
      return ok({ redisKey: outcome.key });
    },
  );
}
