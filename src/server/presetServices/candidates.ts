// The member picker on the personal presets: candidates are the tenant's students, teachers or
// other users matching the search form who have no personal preset yet; the add gives the
// picked ones (or select all minus the exclusions) an empty 'prepend' preset in one
// INSERT … SELECT over the same query, so the list and the add agree.
import { Expression, sql } from 'kysely';
import type { AddMembersResult, CandidateFilters, CandidateRow, Page } from '../../shared/members/api';
import type { PresetKind } from '../../shared/services/presets';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';
import { KIND_IDENTITY, readCandidateRows } from '../members/candidates';
import { withFilters } from '../people/selection';
import { refuse } from '../refusal';

async function candidateIds(
  dbOrTx: Db | Tx,
  tenantId: string,
  kind: PresetKind,
  f: CandidateFilters,
  excluded: readonly number[] = [],
): Promise<Expression<unknown> | null> {
  const db = dbOrTx as Db;
  const identity = KIND_IDENTITY[kind];
  const base = db.selectFrom('people as p').where('p.tenant_id', '=', tenantId).where('p.identity', '=', identity);
  let q = await withFilters(db, tenantId, identity, base, f);
  if (!q) return null;
  if (excluded.length > 0) q = q.where(sql<boolean>`not (p.id = any(${[...excluded]}::int[]))`);
  return q.where(sql<boolean>`not exists (select 1 from preset_person_modes m where m.person_id = p.id)`).select('p.id');
}

export async function listPresetCandidates(
  db: Db,
  tenantId: string,
  kind: PresetKind,
  f: CandidateFilters,
  index: number,
  size: number,
): Promise<Page<CandidateRow>> {
  const q = await candidateIds(db, tenantId, kind, f);
  if (!q) return { data: [], total: 0 };
  const [page, count] = await Promise.all([
    sql<{ id: number }>`select s.id from (${q}) s order by s.id desc limit ${size} offset ${(index - 1) * size}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from (${q}) s`.execute(db),
  ]);
  const ids = page.rows.map((r) => r.id);
  return { data: await readCandidateRows(db, tenantId, kind, ids), total: Number(count.rows[0]?.total ?? 0) };
}

export interface PresetAdd {
  kind: PresetKind;
  isAll: boolean;
  ids: readonly number[];
  filters: CandidateFilters;
}

export async function addPresetPeople(db: Db, tenantId: string, add: PresetAdd): Promise<AddMembersResult> {
  if (!add.isAll && add.ids.length === 0) refuse('picker.selectData');
  return inTransaction(db, async (tx) => {
    const identity = KIND_IDENTITY[add.kind];
    if (!add.isAll) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from people where tenant_id = ${tenantId} and identity = ${identity}
        and id = any(${[...add.ids]}::int[])`.execute(tx);
      if (Number(rows[0].n) !== new Set(add.ids).size) refuse('presets.personUnknown');
    }
    const picked = add.isAll
      ? await candidateIds(tx, tenantId, add.kind, add.filters, add.ids)
      : sql`select id from people where tenant_id = ${tenantId} and id = any(${[...add.ids]}::int[])`;
    if (!picked) return { added: 0, skipped: 0 };
    const { rows } = await sql<{ person_id: number }>`insert into preset_person_modes (tenant_id, person_id, mode)
      select ${tenantId}, s.id, 'prepend' from (${picked}) s on conflict (person_id) do nothing returning person_id`.execute(tx);
    if (add.isAll && rows.length === 0) refuse('picker.selectData');
    return { added: rows.length, skipped: add.isAll ? 0 : new Set(add.ids).size - rows.length };
  });
}
