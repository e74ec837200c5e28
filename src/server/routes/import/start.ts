// POST start (StartImportBody) -> {redisKey}: checks every choice, queues the job and wakes the
// runner. Problems with a choice answer 9009 with the specification's message.
import type { FastifyInstance } from 'fastify';
import { IMPORT_PATHS, StartImportBody } from '../../../shared/imports';
import { invalid, ok } from '../../envelope';
import { startImport } from '../../imports/start';
import { authOf } from '../../types';
import { startBody } from './schemas';
import { envelopeResponse } from '../../schemas/response';
import { importStartAudit } from './audit';

export default async function startRoute(app: FastifyInstance) {
  app.post<{ Body: StartImportBody }>(
    IMPORT_PATHS.start,
    { config: importStartAudit, schema: { body: startBody, response: envelopeResponse() } },
    async (request) => {
      const auth = authOf(request);
      const outcome = await startImport(
        { db: app.db, files: app.imports.files, tenantId: auth.tenantId, userId: auth.userId, userName: auth.userName, now: new Date(app.now()), t: request.t },
        request.body,
      );
      if (!outcome.ok) return invalid(request.t, [outcome.error]);
      app.imports.runner.kick();
      return ok({ redisKey: outcome.key });
    },
  );
}
