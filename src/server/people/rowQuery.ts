// Where list rows and details are read from: the people of the tenant with the columns a list
// row and a detail share, and the names of their unit and class. Which people a page holds is
// the people query's business (selection.ts).
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import type { PeopleQuery } from './selection';

/** The people of the tenant, unfiltered. */
export const tenantPeople = (db: Db, tenantId: string): PeopleQuery => db.selectFrom('people as p').where('p.tenant_id', '=', tenantId);

/** The columns a list row and a detail share, with the unit and class names (joined as u and
 *  c, the aliases the people query module's order refers to). */
export function withRowColumns(q: PeopleQuery) {
  // each a primary-key lookup a row (LIMIT keeps the planner from flattening it into a join,
  // which it plans badly for a page when org_units has no statistics: PGlite never analyzes)
  return q
    .leftJoinLateral(
      (eb) =>
        eb.selectFrom('org_units').select(['name', 'path']).whereRef('id', '=', 'p.org_unit_id').whereRef('tenant_id', '=', 'p.tenant_id').limit(1).as('u'),
      (j) => j.onTrue(),
    )
    .leftJoinLateral(
      (eb) => eb.selectFrom('org_units').select(['name', 'path']).whereRef('id', '=', 'p.class_id').whereRef('tenant_id', '=', 'p.tenant_id').limit(1).as('c'),
      (j) => j.onTrue(),
    )
    .select([
      'p.id',
      'p.identity',
      'p.name',
      'p.gender',
      'p.student_no',
      'p.exam_no',
      'p.work_no',
      'p.account',
      'p.id_number',
      'p.phone',
      'p.email',
      'p.org_unit_id',
      'p.class_id',
      'p.current_status',
      'p.present_state',
      'p.grade',
      'p.created_at',
      'p.updated_at',
      'u.name as unit_name',
      'u.path as unit_path',
      'c.name as class_name',
      'c.path as class_path',
      'p.photo_path',
      'p.photo_updated_at',
      sql<boolean>`p.photo_path is not null`.as('has_photo'),
    ]);
}

export type PersonDbRow = Awaited<ReturnType<ReturnType<typeof withRowColumns>['execute']>>[number];
