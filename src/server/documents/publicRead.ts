// GET /api/public/config/:tenantCode/:key[?identity=X]: the published version of a document
// for the platform's apps, without sign-in (paths.ts PUBLIC_PREFIXES). Before any publish it
// is the definition's defaults with version 0. A strong ETag names tenant, key, identity and
// version (and the defaults, for version 0); If-None-Match with it answers 304. Cache-Control
// no-cache: clients keep it and ask again, usually for a 304. An unknown tenant or key is
// HTTP 404 in the envelope.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDENTITIES } from '../../shared/domain/people';
import type { DocumentDef, PublishedDocument } from '../../shared/documents';
import { Status, wrap } from '../../shared/protocol';
import { invalid } from '../envelope';
import { getQuerySchema } from '../schemas/request';
import { envelopeResponse, OBJECT_RESULT, objectResult } from '../schemas/response';
import type { CachedAnswer, PublishedCache } from './publicCache';
import { normalise } from './store';
import { docDb } from './tables';

export const PUBLIC_READ_PATTERN = '/api/public/config/:tenantCode/:key';

type Request = FastifyRequest<{ Params: { tenantCode: string; key: string }; Querystring: { identity?: string } }>;

export const publicReadSchema = {
  params: {
    type: 'object',
    properties: { tenantCode: { type: 'string', maxLength: 32 }, key: { type: 'string', maxLength: 64 } },
    required: ['tenantCode', 'key'],
  },
  querystring: getQuerySchema({ identity: { type: 'string', enum: [...IDENTITIES, ''] } }),
  // the answer is sent as the cached text it is (never serialized again)
  response: envelopeResponse(objectResult({ key: { type: 'string' }, version: { type: 'integer' }, content: OBJECT_RESULT })),
} as const;

function etagOf(def: DocumentDef, tenantId: string, identity: string, version: number): string {
  const h = createHash('sha256').update(`${tenantId}\n${def.key}\n${identity}\n${version}`);
  if (version === 0) h.update(JSON.stringify(def.defaults));
  return `"${h.digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match names this ETag (or `*`); weak forms compare equal (RFC 9110 §13.1.2). */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** The tenant's published content, or null when the tenant does not exist or is disabled. */
async function load(app: FastifyInstance, def: DocumentDef, tenantId: string, identity: string): Promise<Omit<CachedAnswer, 'checkedAt'> | null> {
  const row = await docDb(app.db)
    .selectFrom('tenants as t')
    .leftJoin('documents as d', (j) => j.onRef('d.tenant_id', '=', 't.id').on('d.key', '=', def.key).on('d.identity', '=', identity))
    .leftJoin('document_versions as v', (j) =>
      j.onRef('v.document_id', '=', 'd.id').onRef('v.version', '=', 'd.published_version').onRef('v.tenant_id', '=', 't.id'),
    )
    .select(['d.published_version', 'v.content'])
    .where('t.id', '=', tenantId)
    .where('t.enabled', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  const version = row.content ? (row.published_version ?? 0) : 0;
  const answer: PublishedDocument = { key: def.key, version, content: normalise(def, version ? row.content : null) };
  const body = JSON.stringify({ status: Status.OK, msg: '', result: wrap(JSON.stringify(answer)) });
  return { tenantId, key: def.key, identity, version, etag: etagOf(def, tenantId, identity, version), body };
}

export function registerPublicRead(app: FastifyInstance, documents: Map<string, DocumentDef>, cache: PublishedCache): void {
  const notFound = (request: FastifyRequest, reply: FastifyReply) => reply.code(404).send({ status: 404, msg: request.t('document.notFound'), result: null });

  app.get(PUBLIC_READ_PATTERN, { schema: publicReadSchema }, async (request: Request, reply) => {
    const { tenantCode, key } = request.params;
    const def = documents.get(key);
    if (!def) return notFound(request, reply);
    const identity = def.scope === 'tenant' ? '' : (request.query.identity ?? '');
    if (def.scope === 'tenantIdentity' && identity === '') {
      return reply.code(400).send(invalid(request.t, [{ field: 'identity', reason: request.t('validation.required', { field: 'identity' }) }]));
    }
    let answer = await cache.current(tenantCode, key, identity);
    if (!answer) {
      const loaded = await load(app, def, tenantCode, identity);
      if (!loaded) return notFound(request, reply);
      answer = cache.put(loaded);
    }
    reply.header('etag', answer.etag).header('cache-control', 'no-cache');
    if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(answer.body);
  });
}
