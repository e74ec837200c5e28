// POST `${def.base}/export` (resourceExportPath) for every collection with `exportable: true`:
// {fileName, query} → {redisKey}; the query is validated by the collection's own list schema. The
// job is then polled, cancelled and downloaded through the bulk export's calls.
import type { FastifyInstance } from 'fastify';
import { resourceExportPath, ResourceExportBody } from '../../../shared/exports/resourceApi';
import { RESOURCES, ResourceDef } from '../../../shared/resources';
import { invalid, ok } from '../../envelope';
import { startResourceExport } from '../../exports/resourceStart';
import { authOf } from '../../types';
import { resourceExportBody } from './schemas';
import { envelopeResponse } from '../../schemas/response';

export default async function resourceExportRoutes(app: FastifyInstance, opts: { resources?: readonly ResourceDef[] }) {
  for (const def of (opts.resources ?? RESOURCES).filter((d) => d.exportable)) {
    app.post<{ Body: ResourceExportBody }>(
      resourceExportPath(def),
      { schema: { body: resourceExportBody(def), response: envelopeResponse() } },
      async (request) => {
        const auth = authOf(request);
        const outcome = await startResourceExport(
          { db: app.db, tenantId: auth.tenantId, userId: auth.userId, userName: auth.userName, now: new Date(app.now()), t: request.t },
          def,
          request.body,
        );
        if (!outcome.ok) return invalid(request.t, outcome.errors);
        app.exports.runner.kick();
        return ok({ redisKey: outcome.key });
      },
    );
  }
}
