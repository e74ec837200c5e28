// GET `${EXPORT_PATHS.download}/:token`: the finished file (an xlsx, or the photo export's zip:
// its name and type follow the job's kind). The console fetches the link with its
// session (signed like every GET); the token must be intact, unexpired, and name the session's
// own tenant, else the answer is a refusal (1002) and no file. The token is the rest of the path
// (a wildcard: a named parameter stops at the router's 100 characters, a token is ~120).
import type { FastifyInstance } from 'fastify';
import { EXPORT_PATHS } from '../../../shared/exports/api';
import { findExport } from '../../exports/jobRows';
import { verifyLink } from '../../exports/link';
import { EXPORT_FILE_TYPES } from '../../exports/kinds';
import { refuse } from '../../refusal';
import { jobFileName } from '../../exports/status';
import { authOf } from '../../types';
import { sendFile } from '../import/answers';
import { downloadParams, downloadQuery } from './schemas';
import { fileResponse } from '../../schemas/response';

export default async function downloadRoute(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>(
    `${EXPORT_PATHS.download}/*`,
    { schema: { params: downloadParams, querystring: downloadQuery, response: fileResponse('the export file (xlsx or zip)') } },
    async (request, reply) => {
      const { tenantId } = authOf(request);
      const check = verifyLink(app.exports.linkSecret, request.params['*'], app.now());
      if (!check.ok) refuse(check.reason === 'expired' ? 'export.refused.linkExpired' : 'export.refused.linkInvalid');
      const claims = check.ok ? check.claims : null;
      // another tenant's link is refused like a broken one: it says nothing about that tenant
      if (!claims || claims.t !== tenantId) return refuse('export.refused.linkInvalid');
      const job = (await findExport(app.db, tenantId, claims.k)) ?? refuse('export.refused.linkInvalid');
      if (job.state !== 'finished') refuse('export.refused.notFinished');
      const stored = (job.stored_name && (await app.exports.files.open(job.stored_name))) || refuse('export.refused.fileGone');
      return sendFile(reply, stored.stream, jobFileName(job), EXPORT_FILE_TYPES[job.kind].mime);
    },
  );
}
