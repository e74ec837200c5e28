// The public read of a published document (the login page's notice and appearance, the header's
// appearance, the landing page, the pre-login preview): no sign-in, not signed, through fetch.
// Apart from documents.ts, which reads every definition: this one is in the first load, and
// reads none (a definition's labels are bytes the first load must not carry).
import { PublishedDocument, publicDocumentPath } from '../../shared/documents/types';

export type { PublishedDocument };

/**
 * GET /api/public/config/:tenantCode/:key. Not signed and without a session, so it bypasses the
 * request layer; the browser's HTTP cache revalidates with the ETag (304). The answer is plain
 * JSON { key, version, content } (never the envelope); null when there is nothing usable (404,
 * network, anything else).
 */
export async function fetchPublished(
  baseURL: string,
  tenantCode: string,
  key: string,
  identity: string | null = null,
  fetcher?: typeof fetch,
): Promise<PublishedDocument | null> {
  const query = identity ? `?identity=${encodeURIComponent(identity)}` : '';
  try {
    const send = fetcher ?? globalThis.fetch?.bind(globalThis);
    if (typeof send !== 'function') return null;
    const res = await send(`${baseURL.replace(/\/$/, '')}${publicDocumentPath(tenantCode, key)}${query}`, { headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<PublishedDocument> | null;
    if (!body || typeof body.content !== 'object' || body.content === null || Array.isArray(body.content)) return null;
    return { key: String(body.key ?? key), version: Number(body.version) || 0, content: body.content };
  } catch {
    return null;
  }
}
