// The public read's answer for one tenant, document and identity: the published version (before
// any publish, the definition's defaults with version 0) as the exact plain JSON text sent
// ({ key, version, content }, as every public read: src/shared/publicReads/api.ts), with a strong
// ETag naming the answer's form, tenant, key, identity and version (and the defaults, for version
// 0). Served from the cache (publicCache.ts) when it is known current, else loaded and kept.
import { createHash } from 'node:crypto';
import type { DocumentDef, PublishedDocument } from '../../shared/documents';
import type { Db } from '../db/schema';
import type { CachedAnswer, PublishedCache } from './publicCache';
import { normalise } from './store';
import { docDb } from './tables';

/** the answer's form: a tag taken while the read answered the envelope never matches the plain answer */
const FORM = 'plain';

function etagOf(def: DocumentDef, tenantId: string, identity: string, version: number): string {
  const h = createHash('sha256').update(`${FORM}\n${tenantId}\n${def.key}\n${identity}\n${version}`);
  if (version === 0) h.update(JSON.stringify(def.defaults));
  return `"${h.digest('base64url').slice(0, 32)}"`;
}

/** The tenant's published content, or null when the tenant does not exist or is disabled. */
async function load(db: Db, def: DocumentDef, tenantId: string, identity: string): Promise<Omit<CachedAnswer, 'checkedAt'> | null> {
  const row = await docDb(db)
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
  const body = JSON.stringify(answer);
  return { tenantId, key: def.key, identity, version, etag: etagOf(def, tenantId, identity, version), body };
}

/** The answer to send, or null when the tenant does not exist or is disabled. */
export async function publishedAnswer(db: Db, cache: PublishedCache, def: DocumentDef, tenantId: string, identity: string): Promise<CachedAnswer | null> {
  const cached = await cache.current(tenantId, def.key, identity);
  if (cached) return cached;
  const loaded = await load(db, def, tenantId, identity);
  return loaded ? cache.put(loaded) : null;
}
