// The candidate lists of the member picker (document 000 §2 "add people excluding existing
// ones"): the tenant's students, teachers, other users or classes matching the search form that
// are NOT already members of the target. The NOT EXISTS probes the membership table's unique
// index (member, target) once per row. The same query, minus the exclusions, is what a
// select-all add inserts (addMembers.ts), so the list and the add always agree.
import { Expression, RawBuilder, sql } from 'kysely';
import type { CandidateFilters, CandidateRow, Page } from '../../shared/members/api';
import { KIND_FILTERS, MemberKind } from '../../shared/members/constants';
import type { Identity } from '../../shared/domain/people';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { withFilters } from '../people/selection';
import { escapeLike } from '../resources/list';
import { OWN_IDENTIFIER } from '../people/identifiers';
import { refuse } from '../refusal';
import type { TargetRef } from './targets';

/** The identity each person kind lists. */
export const KIND_IDENTITY: Record<Exclude<MemberKind, 'CLASS'>, Identity> = { STUDENT: 'STUDENT', TEACHER: 'TEACHER', OTHER: 'OTHER' };

const FILTER_NAMES: readonly (keyof CandidateFilters)[] = ['name', 'identifier', 'orgUnitId', 'grade', 'currentStatus', 'classType'];

const textOf = (v: unknown): string | undefined => {
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim();
  return s === '' ? undefined : s;
};

/** The search form in its stored types (blanks are no filter); a field the kind does not read
 *  is refused with a message naming it. */
export function readCandidateFilters(kind: MemberKind, body: Record<string, unknown>): CandidateFilters {
  const out: CandidateFilters = {};
  for (const name of FILTER_NAMES) {
    const v = textOf(body[name]);
    if (v === undefined) continue;
    if (!(KIND_FILTERS[kind] as readonly string[]).includes(name)) refuse('members.filterNotForKind', { field: name });
    if (name === 'orgUnitId') out.orgUnitId = Number(v);
    else if (name === 'classType') out.classType = v as CandidateFilters['classType'];
    else out[name] = v;
  }
  return out;
}

const hasCase = (text: string) => text.toLowerCase() !== text.toUpperCase();
const contains = (ref: RawBuilder<unknown>, text: string) => {
  const pattern = `%${escapeLike(text)}%`;
  return hasCase(text) ? sql<boolean>`${ref} ilike ${pattern} escape '\\'` : sql<boolean>`${ref} like ${pattern} escape '\\'`;
};

/** "not already a member of the target" for rows aliased p (people) or c (classes). */
function notMember(target: TargetRef, kind: MemberKind): RawBuilder<boolean> {
  const column = kind === 'CLASS' ? sql.ref('m.class_id') : sql.ref('m.person_id');
  const row = kind === 'CLASS' ? sql.ref('c.id') : sql.ref('p.id');
  return sql<boolean>`not exists (select 1 from ${sql.table(target.def.members)} m where ${column} = ${row} and ${sql.ref(`m.${target.def.column}`)} = ${target.id})`;
}

/**
 * The ids of the candidates (one column `id`), before paging; null when a filter names a unit
 * the tenant does not have (nothing can match). With `excluded`, those rows are left out.
 */
export async function candidateIdsQuery(
  db: Db | Tx,
  tenantId: string,
  target: TargetRef,
  kind: MemberKind,
  f: CandidateFilters,
  excluded: readonly number[] = [],
): Promise<Expression<unknown> | null> {
  const d = db as Db;
  if (kind === 'CLASS') {
    let q = d.selectFrom('org_units as c').select('c.id').where('c.tenant_id', '=', tenantId).where('c.type', '=', 4);
    if (f.name) q = q.where(contains(sql.ref('c.name'), f.name));
    if (f.identifier) q = q.where(sql<boolean>`c.code like ${`${escapeLike(f.identifier)}%`} escape '\\'`);
    if (f.grade) q = q.where('c.grade', '=', f.grade);
    if (f.classType) q = q.where('c.class_type', '=', f.classType);
    if (f.orgUnitId !== undefined) {
      const unit = await d.selectFrom('org_units').select('path').where('tenant_id', '=', tenantId).where('id', '=', f.orgUnitId).executeTakeFirst();
      if (!unit) return null;
      q = q.where(sql<boolean>`c.path like ${`${escapeLike(unit.path)}%`}`);
    }
    if (excluded.length > 0) q = q.where(sql<boolean>`not (c.id = any(${[...excluded]}::int[]))`);
    return q.where(notMember(target, kind));
  }
  const identity = KIND_IDENTITY[kind];
  const base = d.selectFrom('people as p').where('p.tenant_id', '=', tenantId).where('p.identity', '=', identity);
  let q = await withFilters(d, tenantId, identity, base, {
    name: f.name,
    identifier: f.identifier,
    orgUnitId: f.orgUnitId,
    grade: f.grade,
    currentStatus: f.currentStatus,
  });
  if (!q) return null;
  if (excluded.length > 0) q = q.where(sql<boolean>`not (p.id = any(${[...excluded]}::int[]))`);
  return q.where(notMember(target, kind)).select('p.id');
}

interface RawRow {
  id: number;
  name: string;
  identifier: string | null;
  unit_name: string | null;
  class_name: string | null;
  grade: string | null;
  class_type: 'OLD' | 'NEW' | null;
  code: string | null;
}

function rowOf(kind: MemberKind, r: RawRow): CandidateRow {
  const row: CandidateRow = { id: r.id, kind, name: r.name, identifier: r.identifier, unitName: r.unit_name, className: r.class_name, grade: r.grade };
  if (kind === 'STUDENT') row.studentId = r.id;
  else if (kind === 'TEACHER') row.teacherId = r.id;
  else if (kind === 'OTHER') row.otherUserId = r.id;
  else {
    row.classCode = r.code ?? '';
    row.classType = r.class_type ?? undefined;
  }
  return row;
}

/** The rows of these ids, in the ids' order. */
export async function readCandidateRows(db: Db | Tx, tenantId: string, kind: MemberKind, ids: number[]): Promise<CandidateRow[]> {
  if (ids.length === 0) return [];
  const { rows } =
    kind === 'CLASS'
      ? await sql<RawRow>`select c.id, c.name, c.code as identifier, u.name as unit_name, c.name as class_name, c.grade, c.class_type, c.code
        from org_units c left join org_units u on u.id = c.parent_id
        where c.tenant_id = ${tenantId} and c.id = any(${ids}::int[])`.execute(db)
      : await sql<RawRow>`select p.id, p.name, ${sql.ref(`p.${OWN_IDENTIFIER[KIND_IDENTITY[kind]]}`)} as identifier, u.name as unit_name, c.name as class_name, p.grade,
          null as class_type, null as code
        from people p left join org_units u on u.id = p.org_unit_id left join org_units c on c.id = p.class_id
        where p.tenant_id = ${tenantId} and p.id = any(${ids}::int[])`.execute(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [rowOf(kind, byId.get(id)!)] : []));
}

/** One page of candidates, newest first, and how many there are in all. The id query is a
 *  plain subquery PostgreSQL flattens, so the page still walks the (tenant, identity, id) index. */
export async function listCandidates(
  db: Db,
  tenantId: string,
  target: TargetRef,
  kind: MemberKind,
  f: CandidateFilters,
  index: number,
  size: number,
): Promise<Page<CandidateRow>> {
  const q = await candidateIdsQuery(db, tenantId, target, kind, f);
  if (!q) return { data: [], total: 0 };
  const [page, count] = await Promise.all([
    sql<{ id: number }>`select s.id from (${q}) s order by s.id desc limit ${size} offset ${(index - 1) * size}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from (${q}) s`.execute(db),
  ]);
  return {
    data: await readCandidateRows(
      db,
      tenantId,
      kind,
      page.rows.map((r) => r.id),
    ),
    total: Number(count.rows[0]?.total ?? 0),
  };
}
