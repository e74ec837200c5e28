// A document's published content as the server's own behaviour reads it: the people lists'
// masking (sensitiveInfo, ../people/masking.ts), the alumni intake (alumniMoments,
// ../alumni/intake/circle.ts), the picture limit and the tenant's time zone (generalSettings,
// ../files/imageLimit.ts, ../time/tenantZone.ts), the service scores (scoreMechanism,
// ../serviceScore/mechanism.ts) and the photo import (photoConfig, ../photos/config.ts). Before any publish the definition's defaults hold, as for the
// apps' public read.
//
// Kept per database, document, tenant and identity with the published version it came from: each
// use asks the one indexed question "which version is published now?" and reads the content again
// only when the answer changed, so a publish or a restore made public here or by another process
// sharing the database counts from the next request, with no hook in the documents' write path.
// The content answered is the cached object itself: readers must not change it.
import type { DocumentDef } from '../../shared/documents';
import type { Db } from '../db/schema';
import { normalise } from './store';
import { docDb } from './tables';

interface Published {
  version: number;
  content: Record<string, unknown>;
}

/** entries kept per document (tenant and identity), the oldest dropped first */
const MAX_ENTRIES = 10_000;
/** per database: per document key, per tenant and identity */
const cache = new WeakMap<Db, Map<string, Map<string, Published>>>();

async function publishedVersion(db: Db, def: DocumentDef, tenantId: string, identity: string): Promise<number> {
  const row = await docDb(db)
    .selectFrom('documents')
    .select('published_version')
    .where('tenant_id', '=', tenantId)
    .where('key', '=', def.key)
    .where('identity', '=', identity)
    .executeTakeFirst();
  return row?.published_version ?? 0;
}

async function contentOf(db: Db, def: DocumentDef, tenantId: string, identity: string, version: number): Promise<Record<string, unknown>> {
  if (version === 0) return normalise(def, null);
  const row = await docDb(db)
    .selectFrom('document_versions as v')
    .innerJoin('documents as d', 'd.id', 'v.document_id')
    .select('v.content')
    .where('d.tenant_id', '=', tenantId)
    .where('d.key', '=', def.key)
    .where('d.identity', '=', identity)
    .where('v.tenant_id', '=', tenantId)
    .where('v.version', '=', version)
    .executeTakeFirst();
  return normalise(def, row?.content ?? null);
}

/** The tenant's published content of the document (the definition's defaults before any publish);
 *  `identity` names one identity's version of a per-identity document ('' when per tenant). */
export async function publishedContent(db: Db, def: DocumentDef, tenantId: string, identity = ''): Promise<Record<string, unknown>> {
  let documents = cache.get(db);
  if (!documents) cache.set(db, (documents = new Map()));
  let entries = documents.get(def.key);
  if (!entries) documents.set(def.key, (entries = new Map()));
  const entryKey = `${tenantId}\n${identity}`;
  const version = await publishedVersion(db, def, tenantId, identity);
  const known = entries.get(entryKey);
  if (known?.version === version) return known.content;
  const content = await contentOf(db, def, tenantId, identity, version);
  if (!known && entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(entryKey, { version, content });
  return content;
}
