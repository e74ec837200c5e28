// Which requests the auth and signature checks cover: every /api route except the unsigned ones
// and the links whose own signed token is the authorisation (photo pictures: an <img> cannot
// carry the session or a request signature; src/server/photos/links.ts).
//
// The decision is taken from the route fastify MATCHED (its pattern, request.routeOptions.url),
// never from the raw request text: the router decodes percent-escapes (`/%61pi/…` is `/api/…`)
// and strips an absolute-form target's scheme and host (`http://host/api/…`), so a test of the
// raw text can miss a request the router sends to a protected handler. A request no API route
// matched (the not-found handler, or the static files' wildcard) runs no API handler; it keeps
// the old test of its raw path, so an unknown /api path still asks for a session first.
import type { FastifyRequest } from 'fastify';
import { PHOTO_PATHS } from '../shared/photos/api';
import { UNSIGNED_PATHS } from '../shared/protocol';
import { FILE_PATHS } from '../shared/resources/files';

export const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/');

/** Path prefixes served to whoever holds a valid signed link (the route checks the token), or an
 *  uploaded picture's unguessable id (file/view, shown on the login page). */
export const SIGNED_LINK_PREFIXES = [`${PHOTO_PATHS.file}/`, `${FILE_PATHS.view}/`];

/** Public reads (published configuration, app versions): no sign-in, nothing private. */
export const PUBLIC_PREFIXES = ['/api/public/'];

/** Whether a request target is one of the apps' public reads (answered in plain JSON). */
export const isPublicPath = (url: string): boolean => PUBLIC_PREFIXES.some((prefix) => pathOf(url).startsWith(prefix));

/** Whether a route pattern (or a plain path) needs the session and a request signature. */
export const isProtected = (url: string): boolean => {
  if (!isApiPath(url)) return false;
  const p = pathOf(url);
  return !UNSIGNED_PATHS.includes(p) && ![...SIGNED_LINK_PREFIXES, ...PUBLIC_PREFIXES].some((prefix) => p.startsWith(prefix));
};

/**
 * Origin-form request target (`/path?query`, RFC 9112 §3.2.1), the only form this server takes:
 * not absolute-form (`http://host/path`), authority-form or asterisk-form (`*`), and without a
 * fragment (`#…` is never part of a request target; the router would cut it off unseen).
 */
export const isOriginForm = (url: string): boolean => url.startsWith('/') && !url.includes('#');

/** The pattern of the route fastify matched (e.g. `/api/x/:id`), or null when none did. */
export function routedPattern(request: FastifyRequest): string | null {
  if (request.is404) return null;
  return request.routeOptions.url ?? null;
}

/** Whether the matched route is an /api route (a handler of the API will run). */
export const isApiRoute = (request: FastifyRequest): boolean => {
  const route = routedPattern(request);
  return route !== null && isApiPath(route);
};

/**
 * Whether this request needs a live session and a request signature: decided by the matched
 * API route; a request no API route matched falls back to its raw path (no API handler runs).
 */
export function needsSession(request: FastifyRequest): boolean {
  const route = routedPattern(request);
  if (route !== null && isApiPath(route)) return isProtected(route);
  return isProtected(pathOf(request.url));
}
