// Which requests the auth and signature checks cover: every /api call except the unsigned ones
// and the links whose own signed token is the authorisation (photo pictures: an <img> cannot
// carry the session or a request signature; src/server/photos/links.ts).
import { PHOTO_PATHS } from '../shared/photos/api';
import { UNSIGNED_PATHS } from '../shared/protocol';

export const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/');

/** Path prefixes served to whoever holds a valid signed link (the route checks the token). */
export const SIGNED_LINK_PREFIXES = [`${PHOTO_PATHS.file}/`];

export const isProtected = (url: string): boolean => {
  if (!isApiPath(url)) return false;
  const p = pathOf(url);
  return !UNSIGNED_PATHS.includes(p) && !SIGNED_LINK_PREFIXES.some((prefix) => p.startsWith(prefix));
};
