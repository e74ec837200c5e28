// The versions of one document, newest first with how many fields each changed, and the
// field-by-field difference of any two versions (0 = the definition's defaults).
import { sql } from 'kysely';
import type { DocumentDiff, VersionSummary } from '../../shared/documents';
import { diffContent } from '../../shared/documents/diff';
import type { PageResult } from '../../shared/resources';
import type { Db } from '../db/schema';
import { normalisePaging } from '../resources/list';
import { DocumentTarget, findDocument, versionContent } from './store';
import { docDb } from './tables';

export async function listVersions(db: Db, target: DocumentTarget, paging: { current?: number; size?: number }): Promise<PageResult<VersionSummary>> {
  const { index, size } = normalisePaging(paging.current, paging.size);
  const row = await findDocument(db, target);
  const total = row?.latest_version ?? 0;
  if (!row || total === 0 || (index - 1) * size >= total) return { data: [], total };
  const rows = await docDb(db)
    .selectFrom('document_versions')
    .select(['version', 'state', 'by_account', 'by_name', 'at', 'restored_from', sql<number>`jsonb_array_length(changes)`.as('changed')])
    .where('document_id', '=', row.id)
    .where('tenant_id', '=', target.tenantId)
    .orderBy('version', 'desc')
    .limit(size)
    .offset((index - 1) * size)
    .execute();
  return {
    total,
    data: rows.map((r) => ({
      version: r.version,
      state: r.state,
      by: { account: r.by_account, name: r.by_name },
      at: r.at.toISOString(),
      restoredFrom: r.restored_from,
      changed: Number(r.changed),
    })),
  };
}

/** The difference from one version to another, or the number of a version that does not exist. */
export async function diffVersions(db: Db, target: DocumentTarget, from: number, to: number): Promise<DocumentDiff | { missing: number }> {
  const row = await findDocument(db, target);
  const before = await versionContent(db, target, row, from);
  if (!before) return { missing: from };
  const after = await versionContent(db, target, row, to);
  if (!after) return { missing: to };
  return { from, to, changes: diffContent(target.def.fields, before, after) };
}
