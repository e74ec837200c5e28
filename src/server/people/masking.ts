// The tenant's published sensitive-information rules (src/shared/documents/sensitiveInfo) as a
// row masker for one identity in one place: the people lists, a person's detail and the Excel
// export mask with it before anything leaves the server. Before any publish the definition's
// defaults hold, as for the apps' public read.
//
// Kept per database and tenant with the published version it came from: each use asks the one
// indexed question "which version is published now?" and reads the content again only when the
// answer changed, so a publish or a restore made public here or by another process sharing the
// database counts from the next request, with no hook in the documents' write path.
import { sensitiveInfo } from '../../shared/documents/sensitiveInfo/definition';
import { masksFor, MaskPlace, rowMasker, RowMasker } from '../../shared/documents/sensitiveInfo/policy';
import type { Identity } from '../../shared/domain/people';
import type { Db } from '../db/schema';
import { normalise } from '../documents/store';
import { docDb } from '../documents/tables';

interface Published {
  version: number;
  content: Record<string, unknown>;
}

const MAX_TENANTS = 10_000;
const cache = new WeakMap<Db, Map<string, Published>>();

async function publishedVersion(db: Db, tenantId: string): Promise<number> {
  const row = await docDb(db)
    .selectFrom('documents')
    .select('published_version')
    .where('tenant_id', '=', tenantId)
    .where('key', '=', sensitiveInfo.key)
    .where('identity', '=', '')
    .executeTakeFirst();
  return row?.published_version ?? 0;
}

async function contentOf(db: Db, tenantId: string, version: number): Promise<Record<string, unknown>> {
  if (version === 0) return normalise(sensitiveInfo, null);
  const row = await docDb(db)
    .selectFrom('document_versions as v')
    .innerJoin('documents as d', 'd.id', 'v.document_id')
    .select('v.content')
    .where('d.tenant_id', '=', tenantId)
    .where('d.key', '=', sensitiveInfo.key)
    .where('d.identity', '=', '')
    .where('v.tenant_id', '=', tenantId)
    .where('v.version', '=', version)
    .executeTakeFirst();
  return normalise(sensitiveInfo, row?.content ?? null);
}

/** The tenant's published sensitiveInfo content (the defaults before any publish). */
export async function publishedSensitiveInfo(db: Db, tenantId: string): Promise<Record<string, unknown>> {
  let tenants = cache.get(db);
  if (!tenants) cache.set(db, (tenants = new Map()));
  const version = await publishedVersion(db, tenantId);
  const known = tenants.get(tenantId);
  if (known?.version === version) return known.content;
  const content = await contentOf(db, tenantId, version);
  if (!known && tenants.size >= MAX_TENANTS) tenants.delete(tenants.keys().next().value as string);
  tenants.set(tenantId, { version, content });
  return content;
}

/** A function masking a row of the identity for the place by the tenant's published rules. */
export async function peopleMasker(db: Db, tenantId: string, identity: Identity, place: MaskPlace): Promise<RowMasker> {
  return rowMasker(masksFor(await publishedSensitiveInfo(db, tenantId), identity, place));
}
