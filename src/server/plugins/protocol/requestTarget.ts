// What the request line may name, checked at onRequest before the session or the signature is
// looked at (this hook runs before the auth plugin's):
// - only origin-form targets (`/path?query`). Browsers and reverse proxies send nothing else to
//   an origin server. An absolute-form target (`POST http://host/api/…`, legal in HTTP/1.1 and
//   routed by fastify as its path) would put a second spelling of the path beside the one the
//   request signature covers (X-Sign names the path as sent, compared with request.url), so any
//   other form (absolute, authority, asterisk), and a target carrying a fragment (`#…`, which
//   the router cuts off unseen), answers HTTP 400 / 9009.
// - an /api route only under its own spelling: the router decodes percent-escapes (`/%61pi/x`
//   and `/api/%78` both reach `/api/x`); such a path answers 404 like any path that names no
//   interface, whoever sends it. Route parameters (`:id`, `*`) may carry escapes; the literal
//   parts of the pattern must be sent as they are.
import type { FastifyInstance } from 'fastify';
import { Status } from '../../../shared/protocol';
import { isApiPath, isOriginForm, pathOf, routedPattern } from '../../paths';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern's path as a regular expression: literal parts literal, parameters any text. */
export function spellingOf(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      // a parameter inside a segment (`a-:b`): the segment's literal part cannot be told apart
      if (segment.includes(':') || segment.includes('*')) return '[^/]*';
      return escapeRe(segment);
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

export function registerRequestTargetCheck(app: FastifyInstance): void {
  const spellings = new Map<string, RegExp>();
  app.addHook('onRequest', async (request, reply) => {
    if (!isOriginForm(request.url)) {
      request.log.info({ target: pathOf(request.url).slice(0, 200) }, 'request target not a plain path');
      return reply.code(400).send({ status: Status.INVALID, msg: request.t('protocol.badRequestTarget'), result: null });
    }
    const route = routedPattern(request);
    if (route === null || !isApiPath(route)) return;
    let spelling = spellings.get(route);
    if (!spelling) spellings.set(route, (spelling = spellingOf(route)));
    if (!spelling.test(pathOf(request.url))) {
      request.log.info({ target: pathOf(request.url).slice(0, 200), route }, 'api path not spelled as its route');
      return reply.code(404).send({ status: 404, msg: request.t('protocol.notFound'), result: null });
    }
  });
}
