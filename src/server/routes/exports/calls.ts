// POST headers {identity} -> key -> label; POST count (ExportCountBody) -> the rows the export
// would write; POST start (ExportStartBody) -> {redisKey}, the job queued and the runner woken.
import type { FastifyInstance } from 'fastify';
import type { Identity } from '../../../shared/domain/people';
import { EXPORT_PATHS, ExportCountBody, ExportStartBody } from '../../../shared/exports/api';
import { invalid, ok } from '../../envelope';
import { exportHeaders } from '../../exports/fields';
import { selectionOf } from '../../exports/selection';
import { startExport } from '../../exports/start';
import { countPeople } from '../../people';
import { authOf } from '../../types';
import { countBody, headersBody, startBody } from './schemas';
import { envelopeResponse } from '../../schemas/response';

export default async function callRoutes(app: FastifyInstance) {
  app.post<{ Body: { identity: Identity } }>(EXPORT_PATHS.headers, { schema: { body: headersBody, response: envelopeResponse() } }, async (request) => {
    return ok(exportHeaders(request.body.identity, request.t));
  });

  app.post<{ Body: ExportCountBody }>(EXPORT_PATHS.count, { schema: { body: countBody, response: envelopeResponse() } }, async (request) => {
    const selection = selectionOf(request.body.identity, request.body);
    return ok(await countPeople(app.db, authOf(request).tenantId, selection));
  });

  app.post<{ Body: ExportStartBody }>(EXPORT_PATHS.start, { schema: { body: startBody, response: envelopeResponse() } }, async (request) => {
    const auth = authOf(request);
    const outcome = await startExport(
      { db: app.db, tenantId: auth.tenantId, userId: auth.userId, userName: auth.userName, now: new Date(app.now()), t: request.t },
      request.body,
    );
    if (!outcome.ok) return invalid(request.t, outcome.errors);
    app.exports.runner.kick();
    return ok({ redisKey: outcome.key });
  });
}
