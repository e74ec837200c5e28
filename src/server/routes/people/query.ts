// The people list query: every filter narrows one (tenant, identity) slice, so the planner
// starts from the people_list index (tenant_id, identity, id); names use the trigram index,
// numbers their unique indexes, a unit its subtree by the indexed path prefix. The count runs
// the very same filters without the joins; the page is ordered by id (newest first) so its
// order is stable and index-backed.
import { sql } from 'kysely';
import type { Identity } from '../../../shared/domain/people';
import type { PeopleFilters } from '../../../shared/people/api';
import type { Db } from '../../db/schema';
import { escapeLike } from '../../resources/list';
import { SEARCHED_IDENTIFIERS } from './identifiers';

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

/** The filtered people of one identity, before any select; null when a filter names a unit
 *  the tenant does not have (nothing can match). */
export async function matchingPeople(db: Db, tenantId: string, identity: Identity, f: PeopleFilters) {
  let q = db.selectFrom('people as p').where('p.tenant_id', '=', tenantId).where('p.identity', '=', identity);
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

export type PeopleQuery = NonNullable<Awaited<ReturnType<typeof matchingPeople>>>;

/** The people of the tenant, unfiltered: where list rows and details are read from. */
export const tenantPeople = (db: Db, tenantId: string): PeopleQuery => db.selectFrom('people as p').where('p.tenant_id', '=', tenantId);

/** The columns a list row and a detail share, with the unit and class names. */
export function withRowColumns(q: PeopleQuery) {
  return q
    .leftJoin('org_units as u', (j) => j.onRef('u.id', '=', 'p.org_unit_id').onRef('u.tenant_id', '=', 'p.tenant_id'))
    .leftJoin('org_units as c', (j) => j.onRef('c.id', '=', 'p.class_id').onRef('c.tenant_id', '=', 'p.tenant_id'))
    .select([
      'p.id', 'p.identity', 'p.name', 'p.gender', 'p.student_no', 'p.exam_no', 'p.work_no', 'p.account', 'p.id_number', 'p.phone',
      'p.email', 'p.org_unit_id', 'p.class_id', 'p.current_status', 'p.present_state', 'p.grade', 'p.created_at', 'p.updated_at',
      'u.name as unit_name', 'u.path as unit_path', 'c.name as class_name', 'c.path as class_path',
      sql<boolean>`p.photo_path is not null`.as('has_photo'),
    ]);
}

export type PersonDbRow = Awaited<ReturnType<ReturnType<typeof withRowColumns>['execute']>>[number];
