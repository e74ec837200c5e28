// How every public read answers (src/shared/publicReads/api.ts): plain JSON sent as the exact
// text its strong ETag is taken over, Cache-Control no-cache (clients keep it and ask again,
// usually for a 304), 304 with no body when If-None-Match names the tag; refusals as { error }.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageParams } from '../../shared/protocol';
import type { PublicError } from '../../shared/publicReads/api';
import type { Translate } from '../types';
import { etagOf, matchesIfNoneMatch } from '../plugins/protocol/etag';

export function sendPlain(request: FastifyRequest, reply: FastifyReply, value: unknown): FastifyReply {
  const body = JSON.stringify(value);
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** A refusal in plain JSON: 404 (no such tenant or collection) or 400, said in the caller's
 *  language (Accept-Language) from its catalogue key, which it names beside the words. */
export function refusePlain(reply: FastifyReply, code: 400 | 404, t: Translate, key: string, params?: MessageParams): FastifyReply {
  const body: PublicError = { error: t(key, params), key, ...(params ? { params } : {}) };
  return reply.code(code).header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(JSON.stringify(body));
}
