// The organisation screen's unit list: the children of a unit (or the top-level units, or, when
// searching by type or name, matching units anywhere), paged, each with its number of direct
// children and the people in it and below it.
import { sql } from 'kysely';
import type { ClassType, OrgUnitType } from '../../shared/domain/people';
import type { OrgUnitRow } from '../../shared/people/api';
import type { PageResult } from '../../shared/resources';
import type { Db } from '../db/schema';
import { escapeLike, normalisePaging } from '../resources/list';
import { peopleCountsOf } from './peopleCounts';

export interface UnitListFilters {
  parentId?: number;
  type?: number;
  name?: string;
}

const present = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

export function readUnitFilters(body: Record<string, unknown>): UnitListFilters {
  return {
    parentId: present(body.parentId) ? Number(body.parentId) : undefined,
    type: present(body.type) ? Number(body.type) : undefined,
    name: present(body.name) ? String(body.name).trim() : undefined,
  };
}

function matchingUnits(db: Db, tenantId: string, f: UnitListFilters) {
  let q = db.selectFrom('org_units as o').where('o.tenant_id', '=', tenantId);
  if (f.parentId !== undefined) q = q.where('o.parent_id', '=', f.parentId);
  else if (f.type === undefined && f.name === undefined) q = q.where('o.parent_id', 'is', null);
  if (f.type !== undefined) q = q.where('o.type', '=', f.type);
  if (f.name) q = q.where(sql<boolean>`o.name ilike ${`%${escapeLike(f.name)}%`} escape '\\'`);
  return q;
}

export async function listUnits(db: Db, tenantId: string, body: Record<string, unknown>): Promise<PageResult<OrgUnitRow>> {
  const { index, size } = normalisePaging(body.pageIndex, body.pageSize);
  const matching = matchingUnits(db, tenantId, readUnitFilters(body));
  const counted = await matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  if (total === 0 || (index - 1) * size >= total) return { data: [], total };
  const rows = await matching
    .leftJoin('org_units as parent', (j) => j.onRef('parent.id', '=', 'o.parent_id').onRef('parent.tenant_id', '=', 'o.tenant_id'))
    .select([
      'o.id',
      'o.parent_id',
      'o.type',
      'o.code',
      'o.name',
      'o.sort',
      'o.grade',
      'o.class_type',
      'o.path',
      'parent.name as parent_name',
      (eb) =>
        eb
          .selectFrom('org_units as k')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('k.tenant_id', '=', tenantId)
          .whereRef('k.parent_id', '=', 'o.id')
          .as('child_count'),
    ])
    .orderBy('o.type')
    .orderBy('o.sort')
    .orderBy('o.id')
    .limit(size)
    .offset((index - 1) * size)
    .execute();
  const counts = await peopleCountsOf(db, tenantId, rows);
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      parentId: r.parent_id,
      parentName: r.parent_name,
      type: r.type as OrgUnitType,
      code: r.code,
      name: r.name,
      sort: r.sort,
      grade: r.grade,
      classType: r.class_type as ClassType | null,
      childCount: Number(r.child_count ?? 0),
      peopleCount: counts.get(r.id)?.total ?? 0,
      peopleByIdentity: counts.get(r.id)?.byIdentity ?? {},
    })),
  };
}
