// Which requests the auth and signature checks cover: every /api call except the unsigned ones.
import { UNSIGNED_PATHS } from '../shared/protocol';

export const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/');

export const isProtected = (url: string): boolean => isApiPath(url) && !UNSIGNED_PATHS.includes(pathOf(url));
