// Reading a document of one tenant: its row (newest and published version numbers), a
// version's content, and the state the detail call answers. The identity is '' for a
// tenant-scoped document; every query names the tenant.
import type { DocumentDef, DocumentState } from '../../shared/documents';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { docDb } from './tables';

export interface DocumentTarget {
  def: DocumentDef;
  tenantId: string;
  /** '' when the document is per tenant */
  identity: string;
}

export interface DocumentRow {
  id: number;
  latest_version: number;
  published_version: number | null;
}

/** The definition's fields only, each from the content, else the defaults, else null. */
export function normalise(def: DocumentDef, content: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of def.fields) {
    const v = content && Object.hasOwn(content, f.name) ? content[f.name] : def.defaults[f.name];
    out[f.name] = v === undefined ? null : v;
  }
  return out;
}

export async function findDocument(db: Db | Tx, target: DocumentTarget, lock = false): Promise<DocumentRow | undefined> {
  let q = docDb(db as Db)
    .selectFrom('documents')
    .select(['id', 'latest_version', 'published_version'])
    .where('tenant_id', '=', target.tenantId)
    .where('key', '=', target.def.key)
    .where('identity', '=', target.identity);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** A version's stored content (normalised), or null when the document has no such version. */
export async function versionContent(
  db: Db | Tx,
  target: DocumentTarget,
  row: DocumentRow | undefined,
  version: number,
): Promise<Record<string, unknown> | null> {
  if (version === 0) return normalise(target.def, null);
  if (!row || version < 0 || version > row.latest_version) return null;
  const v = await docDb(db as Db)
    .selectFrom('document_versions')
    .select('content')
    .where('document_id', '=', row.id)
    .where('tenant_id', '=', target.tenantId)
    .where('version', '=', version)
    .executeTakeFirst();
  return v ? normalise(target.def, v.content) : null;
}

export function stateOf(target: DocumentTarget, row: DocumentRow | undefined, content: Record<string, unknown>): DocumentState {
  const version = row?.latest_version ?? 0;
  const published = row?.published_version ?? null;
  return {
    key: target.def.key,
    identity: target.def.scope === 'tenant' ? null : target.identity,
    content,
    version,
    publishedVersion: published,
    hasDraft: version > 0 && published !== version,
  };
}

export async function readState(db: Db | Tx, target: DocumentTarget, lock = false): Promise<{ row: DocumentRow | undefined; state: DocumentState }> {
  const row = await findDocument(db, target, lock);
  const content = (await versionContent(db, target, row, row?.latest_version ?? 0)) ?? normalise(target.def, null);
  return { row, state: stateOf(target, row, content) };
}
