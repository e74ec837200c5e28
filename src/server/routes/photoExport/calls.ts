// The photo export's count, check and start (PHOTO_PATHS exportCount, checkExport, exportStart).
// Refusals answer like the bulk export's (routes/exports/answers.ts): 1002 with the message, a bad
// advanced search 9009 naming it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_PATHS, PhotoExportBody, PhotoExportCount, PhotoExportCountBody } from '../../../shared/photos/api';
import { invalid, ok } from '../../envelope';
import type { StartContext } from '../../exports/start';
import { readRange } from '../../photoExport/body';
import { checkPhotoExport } from '../../photoExport/check';
import { countRange } from '../../photoExport/people';
import { startPhotoExport } from '../../photoExport/start';
import { authOf } from '../../types';
import { countBody, exportBody } from './schemas';
import { envelopeResponse } from '../../schemas/response';

export default async function photoExportCalls(app: FastifyInstance) {
  const contextOf = (request: FastifyRequest): StartContext => {
    const auth = authOf(request);
    return { db: app.db, tenantId: auth.tenantId, userId: auth.userId, userName: auth.userName, now: new Date(app.now()), t: request.t };
  };

  app.post<{ Body: PhotoExportCountBody }>(PHOTO_PATHS.exportCount, { schema: { body: countBody, response: envelopeResponse() } }, async (request) => {
    const range = readRange(request.body, request.t);
    if (!range.ok) return invalid(request.t, range.errors);
    const c = await countRange(app.db, authOf(request).tenantId, range.value.selection, range.value.field);
    const answer: PhotoExportCount = { total: c.total, withPhoto: c.withPhoto, missingIdentifier: c.missingIdentifier };
    return ok(answer);
  });

  app.post<{ Body: PhotoExportBody }>(PHOTO_PATHS.checkExport, { schema: { body: exportBody, response: envelopeResponse() } }, async (request) => {
    const outcome = await checkPhotoExport(contextOf(request), request.body);
    if (!outcome.ok) return invalid(request.t, outcome.errors);
    if (outcome.value) app.exports.runner.kick();
    return ok(outcome.value);
  });

  app.post<{ Body: PhotoExportBody }>(PHOTO_PATHS.exportStart, { schema: { body: exportBody, response: envelopeResponse() } }, async (request) => {
    const outcome = await startPhotoExport(contextOf(request), request.body);
    if (!outcome.ok) return invalid(request.t, outcome.errors);
    app.exports.runner.kick();
    return ok({ redisKey: outcome.key });
  });
}
