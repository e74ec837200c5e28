// Which people a list page, a count or an export reads: one (tenant, identity) slice narrowed
// by the list's filters, the advanced search and, for "checked rows", ids. Every filter narrows
// the slice so the planner starts from an index: the people_list index (tenant_id, identity, id),
// names the trigram index, numbers their unique indexes, a unit its subtree by the indexed path
// prefix, phone and status their own (migration 009). Ids never widen it: an id of another
// tenant or identity simply matches nothing.
import { sql } from 'kysely';
import type { Identity } from '../../shared/domain/people';
import type { PeopleFilters } from '../../shared/people/api';
import type { AdvancedSearchRow } from '../../shared/people/query';
import type { Db } from '../db/schema';
import { escapeLike } from '../resources/list';
import { SEARCHED_IDENTIFIERS } from './identifiers';
import type { PeopleJoin } from './columns';
import { CheckedSearchRow, searchCondition } from './search';

/** What an export (and a list) reads: the contract with the export. */
export interface PeopleSelection {
  identity: Identity;
  filters: PeopleFilters;
  advancedSearch: AdvancedSearchRow[];
  /** the checked rows (dataRange 3); always within the tenant and identity */
  ids?: number[];
}

/** A selection whose advanced search has passed checkSearch. */
export interface CheckedSelection extends Omit<PeopleSelection, 'advancedSearch'> {
  search: CheckedSearchRow[];
}

const peopleTable = (db: Db) => db.selectFrom('people as p');
/** a query of people p (joined names are referenced by raw SQL only) */
export type PeopleQuery = ReturnType<typeof peopleTable>;

const hasCase = (text: string) => text.toLowerCase() !== text.toUpperCase();

/** The ids of a unit and every unit below it, by the indexed path prefix; null when the unit
 *  is not this tenant's. Read first, so the planner sees real ids and their frequencies. */
export async function subtreeIds(db: Db, tenantId: string, unitId: number): Promise<number[] | null> {
  const unit = await db.selectFrom('org_units').select('path').where('tenant_id', '=', tenantId).where('id', '=', unitId).executeTakeFirst();
  if (!unit) return null;
  const below = await db
    .selectFrom('org_units')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`path like ${`${escapeLike(unit.path)}%`}`)
    .execute();
  return below.map((u) => u.id);
}

/** The list filters on a query of people p; null when a filter names a unit the tenant does
 *  not have (nothing can match). */
export async function withFilters(db: Db, tenantId: string, identity: Identity, q: PeopleQuery, f: PeopleFilters): Promise<PeopleQuery | null> {
  if (f.name) {
    // Chinese names have no case: plain LIKE then finds the same people at half ILIKE's cost
    const pattern = `%${escapeLike(f.name)}%`;
    q = q.where(hasCase(f.name) ? sql<boolean>`p.name ilike ${pattern} escape '\\'` : sql<boolean>`p.name like ${pattern} escape '\\'`);
  }
  if (f.identifier) {
    const prefix = `${escapeLike(f.identifier)}%`;
    const columns = SEARCHED_IDENTIFIERS[identity];
    q = q.where((eb) => eb.or(columns.map((c) => sql<boolean>`${sql.ref(`p.${c}`)} like ${prefix} escape '\\'`)));
  }
  if (f.idNumber) q = q.where('p.id_number', '=', f.idNumber);
  if (f.phone) q = q.where('p.phone', '=', f.phone);
  if (f.gender !== undefined) q = q.where('p.gender', '=', f.gender);
  if (f.currentStatus) q = q.where('p.current_status', '=', f.currentStatus);
  if (f.presentState) q = q.where('p.present_state', '=', f.presentState);
  if (f.grade) q = q.where('p.grade', '=', f.grade);
  if (f.classId !== undefined) q = q.where('p.class_id', '=', f.classId);
  if (f.orgUnitId !== undefined) {
    const ids = await subtreeIds(db, tenantId, f.orgUnitId);
    if (ids === null) return null;
    // a student hangs under the major by org_unit_id and under the class by class_id; either
    // one inside the subtree puts the person in it
    q = q.where((eb) => eb.or([eb('p.org_unit_id', 'in', ids), eb('p.class_id', 'in', ids)]));
  }
  return q;
}

/** The unit (u) and class (c) names, joined only when a search, order or read needs them. */
export function withJoins(q: PeopleQuery, joins: readonly PeopleJoin[]): PeopleQuery {
  let j = q;
  if (joins.includes('u'))
    j = j.leftJoin('org_units as u', (on) => on.onRef('u.id', '=', 'p.org_unit_id').onRef('u.tenant_id', '=', 'p.tenant_id')) as unknown as PeopleQuery;
  if (joins.includes('c'))
    j = j.leftJoin('org_units as c', (on) => on.onRef('c.id', '=', 'p.class_id').onRef('c.tenant_id', '=', 'p.tenant_id')) as unknown as PeopleQuery;
  return j;
}

/** The selected people before any select; null when nothing can match. */
export async function selectionQuery(db: Db, tenantId: string, sel: CheckedSelection, joins: readonly PeopleJoin[]): Promise<PeopleQuery | null> {
  // an id outside the database's integer matches nobody (and must not fail the cast)
  const ids = sel.ids?.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2147483647);
  if (ids && ids.length === 0) return null;
  let q: PeopleQuery = withJoins(peopleTable(db).where('p.tenant_id', '=', tenantId).where('p.identity', '=', sel.identity), joins);
  const filtered = await withFilters(db, tenantId, sel.identity, q, sel.filters);
  if (!filtered) return null;
  q = filtered;
  const search = searchCondition(sel.search);
  if (search) q = q.where(search);
  if (ids) q = q.where(sql<boolean>`p.id = any(${ids}::int[])`);
  return q;
}
