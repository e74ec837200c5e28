// A target's members (the screens of roles, labels, matrix departments and chat classes):
// one page, newest first, with the person's or class's name, number and unit, and their removal
// (picks, or select all with exclusions, recorded in the history). Everything is within the
// caller's tenant.
import { RawBuilder, sql } from 'kysely';
import type { MemberRow, Page } from '../../shared/members/api';
import type { MemberKind, RoleGroupId } from '../../shared/members/constants';
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { refuse } from '../refusal';
import { escapeLike } from '../resources/list';
import { MemberActor, MembersMoved, memberLabel, NAMES_KEPT, recordMembers } from './memberAudit';
import type { TargetRef } from './targets';

export interface MemberListFilters {
  kind?: MemberKind;
  /** part of the name, or the start of the number (student/work number, account, class code) */
  name?: string;
  /** roles and labels: the roleId group; matrix departments: the level */
  extra?: number;
}

interface RawMember {
  id: number;
  member_kind: MemberKind;
  member_id: number;
  name: string;
  identifier: string | null;
  unit_name: string | null;
  class_type: 'OLD' | 'NEW' | null;
  extra: number | null;
  level_name: string | null;
  created_at: Date;
}

function conditions(tenantId: string, target: TargetRef, f: MemberListFilters): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql`m.tenant_id = ${tenantId}`, sql`${sql.ref(`m.${target.def.column}`)} = ${target.id}`];
  if (f.kind) parts.push(sql`m.member_kind = ${f.kind}`);
  if (f.extra !== undefined && target.def.extra) parts.push(sql`${sql.ref(`m.${target.def.extra}`)} = ${f.extra}`);
  if (f.name) {
    const part = `%${escapeLike(f.name)}%`;
    const start = `${escapeLike(f.name)}%`;
    parts.push(sql`(coalesce(p.name, c.name) ilike ${part} escape '\\' or coalesce(p.student_no, p.work_no, p.account, c.code) like ${start} escape '\\')`);
  }
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

export async function listMembers(db: Db, tenantId: string, target: TargetRef, f: MemberListFilters, index: number, size: number): Promise<Page<MemberRow>> {
  const { def } = target;
  const from = sql`from ${sql.table(def.members)} m
    left join people p on p.id = m.person_id
    left join org_units c on c.id = m.class_id`;
  const where = conditions(tenantId, target, f);
  const extra = def.extra ? sql.ref(`m.${def.extra}`) : sql`null::int`;
  const levelName = def.extra === 'level_id' ? sql`(select l.name from matrix_levels l where l.id = m.level_id)` : sql`null`;
  const [page, count] = await Promise.all([
    sql<RawMember>`select m.id, m.member_kind, coalesce(m.person_id, m.class_id) as member_id, coalesce(p.name, c.name) as name,
        coalesce(p.student_no, p.work_no, p.account, c.code) as identifier,
        (select u.name from org_units u where u.id = coalesce(p.org_unit_id, c.parent_id)) as unit_name,
        c.class_type, ${extra} as extra, ${levelName} as level_name, m.created_at
      ${from} where ${where} order by m.id desc limit ${size} offset ${(index - 1) * size}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total ${from} where ${where}`.execute(db),
  ]);
  const data = page.rows.map((r): MemberRow => {
    const row: MemberRow = {
      id: r.id,
      kind: r.member_kind,
      memberId: r.member_id,
      name: r.name,
      identifier: r.identifier,
      unitName: r.unit_name,
      createdAt: new Date(r.created_at).toISOString(),
    };
    if (r.class_type) row.classType = r.class_type;
    if (def.extra === 'group_id' && r.extra !== null) row.roleId = r.extra as RoleGroupId;
    if (def.extra === 'level_id' && r.extra !== null) {
      row.levelId = r.extra;
      row.levelName = r.level_name ?? undefined;
    }
    return row;
  });
  return { data, total: count.rows[0]?.total ?? 0 };
}

/**
 * What a removal takes (the member list's selection, src/shared/members/selection.ts): picks are
 * membership ids; with `isAll`, every member the list's filters match but the excluded ids.
 */
export interface RemoveRequest {
  tenantId: string;
  target: TargetRef;
  isAll: boolean;
  /** picks, or with isAll the exclusions */
  ids: number[];
  /** isAll only: the member list's filters when select all was pressed */
  filters: MemberListFilters;
  actor: MemberActor;
}

/**
 * Removes memberships of the target in one transaction: one DELETE (the picks, or the list's
 * filters minus the exclusions, resolved here, never by the browser) that also answers how many
 * went and who, and the audit row naming them. Ids of another target or tenant remove nothing.
 * Refused (请选择数据) when nothing is picked, or a select all that now matches nobody.
 */
export function removeMembers(db: Db, req: RemoveRequest): Promise<number> {
  const { tenantId, target } = req;
  const ids = [...new Set(req.ids)];
  if (!req.isAll && ids.length === 0) refuse('picker.selectData');
  const { def } = target;
  const chosen = req.isAll
    ? sql`id in (select m.id from ${sql.table(def.members)} m left join people p on p.id = m.person_id left join org_units c on c.id = m.class_id
        where ${conditions(tenantId, target, req.filters)} and not (m.id = any(${ids}::int[])))`
    : sql`id = any(${ids}::int[])`;
  return inTransaction(db, async (tx) => {
    const { rows } = await sql<MembersMoved>`with del as (
        delete from ${sql.table(def.members)} where tenant_id = ${tenantId} and ${sql.ref(def.column)} = ${target.id} and ${chosen}
        returning id, member_kind, person_id, class_id)
      select (select count(*)::int from del) as count,
        (select json_agg(x.label) from (select ${memberLabel} as label from del d
          left join people p on p.id = d.person_id left join org_units c on c.id = d.class_id order by d.id limit ${NAMES_KEPT}) x) as names,
        (select json_agg(distinct member_kind) from del) as kinds`.execute(tx);
    const moved = rows[0];
    if (moved.count === 0) {
      if (req.isAll) refuse('picker.selectData');
      return 0;
    }
    await recordMembers(tx, tenantId, req.actor, target, 'remove', moved);
    return moved.count;
  });
}

/** Member counts of several targets at once (the screens' lists). */
export async function memberCounts(db: Db, target: TargetRef['def'], ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: number; n: number }>`select ${sql.ref(target.column)} as id, count(*)::int as n from ${sql.table(target.members)}
    where ${sql.ref(target.column)} = any(${ids}::int[]) group by 1`.execute(db);
  return new Map(rows.map((r) => [r.id, r.n]));
}
