// Typed calls of the home screens (src/shared/home/api.ts): the attention counts through the
// signed request layer, and the public read of the latest app versions with plain fetch (the
// phone page has no session; the browser's cache revalidates it with the ETag, 304 included).
import { Attention, HOME_PATHS, LatestVersions, publicLatestPath } from '../../shared/home/api';
import type { Envelope } from '../../shared/protocol';
import type { Api } from './types';

export function fetchAttention(api: Api): Promise<Envelope<Attention>> {
  return api.request<Attention>({ method: 'POST', url: HOME_PATHS.attention, data: {} });
}

export type LatestOutcome = { ok: true; data: LatestVersions } | { ok: false; reason: 'notFound' | 'failed' };

/** Never throws: a missing fetch (an old runtime), a network failure or a bad body is 'failed'. */
export async function fetchLatestVersions(baseURL: string, tenantCode: string, fetcher?: typeof fetch): Promise<LatestOutcome> {
  try {
    const res = await (fetcher ?? globalThis.fetch)(`${(baseURL ?? '').replace(/\/+$/, '')}${publicLatestPath(tenantCode)}`, {
      headers: { accept: 'application/json' },
    });
    if (res.status === 404) return { ok: false, reason: 'notFound' };
    if (!res.ok) return { ok: false, reason: 'failed' };
    const data = (await res.json()) as LatestVersions;
    return data && typeof data === 'object' && data.platforms && data.tenant ? { ok: true, data } : { ok: false, reason: 'failed' };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}
