// Dictionary calls: GET /api/blade-workbench/dict/dictionary?code=, POST
// /api/blade-platform/dict/getDict {code}, GET /api/blade-platform/dict/list (every code).
import type { FastifyInstance } from 'fastify';
import { PLATFORM, WORKBENCH } from '../../../shared/protocol';
import { ok } from '../../envelope';
import { authOf } from '../../types';
import { bodySchema, getQuerySchema, text } from '../../schemas/request';
import { dictionaryCodes, dictionaryEntries } from '../../dict/queries';
import { envelopeResponse } from '../../schemas/response';

const CODE = text(64, 1);

export default async function dictRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { code: string } }>(
    `${WORKBENCH}/dict/dictionary`,
    { schema: { querystring: getQuerySchema({ code: CODE }, ['code']), response: envelopeResponse() } },
    async (request) => ok(await dictionaryEntries(app.db, authOf(request).tenantId, request.query.code)),
  );

  app.post<{ Body: { code: string } }>(
    `${PLATFORM}/dict/getDict`,
    { schema: { body: bodySchema({ code: CODE }, ['code']), response: envelopeResponse() } },
    async (request) => ok(await dictionaryEntries(app.db, authOf(request).tenantId, request.body.code)),
  );

  app.get(`${PLATFORM}/dict/list`, { schema: { querystring: getQuerySchema(), response: envelopeResponse() } }, async (request) =>
    ok(await dictionaryCodes(app.db, authOf(request).tenantId, request.t)),
  );
}
