// GET /api/public/config/:tenantCode/:key[?identity=X]: the published version of a document
// for the platform's apps, without sign-in (paths.ts PUBLIC_PREFIXES), as
// documents/publishedAnswer.ts makes it. If-None-Match naming its ETag answers 304.
// Cache-Control no-cache: clients keep it and ask again, usually for a 304. Plain JSON
// { key, version, content }, as every public read (src/shared/publicReads/api.ts); an unknown
// tenant or key is HTTP 404 { error }, a per-identity document without its identity 400 { error }.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDENTITIES } from '../../../shared/domain/people';
import type { DocumentDef } from '../../../shared/documents';
import type { PublishedCache } from '../../documents/publicCache';
import { publishedAnswer } from '../../documents/publishedAnswer';
import { getQuerySchema } from '../../schemas/request';
import { OBJECT_RESULT, ResponseSchemas } from '../../schemas/response';
import { matchesIfNoneMatch } from '../../plugins/protocol/etag';
import { refusePlain } from '../../publicReads/answer';

export const PUBLIC_READ_PATTERN = '/api/public/config/:tenantCode/:key';

type Request = FastifyRequest<{ Params: { tenantCode: string; key: string }; Querystring: { identity?: string } }>;

export const publicReadSchema = {
  params: {
    type: 'object',
    properties: { tenantCode: { type: 'string', maxLength: 32 }, key: { type: 'string', maxLength: 64 } },
    required: ['tenantCode', 'key'],
  },
  querystring: getQuerySchema({ identity: { type: 'string', enum: [...IDENTITIES, ''] } }),
  // 200 only: the answer is sent as the cached text it is (never serialized again), a refusal as
  // its { error } text or the protocol's 400 envelope
  response: {
    200: {
      type: 'object',
      required: ['key', 'version', 'content'],
      properties: { key: { type: 'string' }, version: { type: 'integer' }, content: OBJECT_RESULT },
    },
  } as ResponseSchemas,
} as const;

export function registerPublicRead(app: FastifyInstance, documents: Map<string, DocumentDef>, cache: PublishedCache): void {
  const notFound = (request: FastifyRequest, reply: FastifyReply) => refusePlain(reply, 404, request.t, 'document.notFound');

  app.get(PUBLIC_READ_PATTERN, { schema: publicReadSchema }, async (request: Request, reply) => {
    const { tenantCode, key } = request.params;
    const def = documents.get(key);
    if (!def) return notFound(request, reply);
    const identity = def.scope === 'tenant' ? '' : (request.query.identity ?? '');
    if (def.scope === 'tenantIdentity' && identity === '') {
      return refusePlain(reply, 400, request.t, 'validation.required', { field: 'identity' });
    }
    const answer = await publishedAnswer(app.db, cache, def, tenantCode, identity);
    if (!answer) return notFound(request, reply);
    reply.header('etag', answer.etag).header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(answer.body);
  });
}
