// What receives members: roles, labels (permission labels), matrix departments and chat
// classes. One descriptor each names its table, its membership table and columns, so the
// candidate lists, the adds, the member lists and removal are one mechanism for all four.
// Identifiers in SQL come only from these descriptors, never from a request.
import { sql } from 'kysely';
import type { MemberKind, MemberTarget } from '../../shared/members/constants';
import { TARGET_KINDS } from '../../shared/members/constants';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { refuse } from '../refusal';
import { HAND_BUILT_KEYS } from '../../shared/audit/handBuiltTargets';

export interface TargetDef {
  target: MemberTarget;
  /** the table of the targets themselves */
  table: 'perm_roles' | 'perm_labels' | 'matrix_depts' | 'chat_classes';
  /** the membership table */
  members: 'perm_role_members' | 'perm_label_members' | 'matrix_members' | 'chat_class_members';
  /** the membership's column naming the target */
  column: 'role_id' | 'label_id' | 'dept_id' | 'chat_class_id';
  /** a further value every membership carries: the roleId group, or the matrix level */
  extra?: 'group_id' | 'level_id';
  /** how the history names its joins and removals (src/shared/audit/handBuiltTargets.ts) */
  auditKey: string;
}

export const TARGETS: Record<MemberTarget, TargetDef> = {
  ROLE: { target: 'ROLE', table: 'perm_roles', members: 'perm_role_members', column: 'role_id', extra: 'group_id', auditKey: HAND_BUILT_KEYS.roleMembers },
  LABEL: {
    target: 'LABEL',
    table: 'perm_labels',
    members: 'perm_label_members',
    column: 'label_id',
    extra: 'group_id',
    auditKey: HAND_BUILT_KEYS.labelMembers,
  },
  MATRIX_DEPT: {
    target: 'MATRIX_DEPT',
    table: 'matrix_depts',
    members: 'matrix_members',
    column: 'dept_id',
    extra: 'level_id',
    auditKey: HAND_BUILT_KEYS.matrixMembers,
  },
  CHAT_CLASS: {
    target: 'CHAT_CLASS',
    table: 'chat_classes',
    members: 'chat_class_members',
    column: 'chat_class_id',
    auditKey: HAND_BUILT_KEYS.chatClassMembers,
  },
};

/** One target of the caller's tenant. */
export interface TargetRef {
  def: TargetDef;
  id: number;
}

/** The ids among `ids` that are targets of this tenant (a role, label, department or chat class). */
export async function ownTargetIds(db: Db | Tx, tenantId: string, def: TargetDef, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(def.table)} where tenant_id = ${tenantId} and id = any(${[...ids]}::int[])`.execute(db);
  return new Set(rows.map((r) => r.id));
}

/** The target when it is this tenant's; otherwise refused (another tenant's id is refused like a missing one). */
export async function ownTarget(db: Db | Tx, tenantId: string, def: TargetDef, id: number): Promise<TargetRef> {
  const own = await ownTargetIds(db, tenantId, def, [id]);
  if (!own.has(id)) refuse(`members.notFound.${def.target}`);
  return { def, id };
}

/** Refuses a kind the target does not take (e.g. classes into a matrix department). */
export function checkKind(def: TargetDef, kind: MemberKind): void {
  if (!TARGET_KINDS[def.target].includes(kind)) refuse('members.kindNotAccepted', { kind });
}

/** A matrix level of this department; refused otherwise. */
export async function ownLevel(db: Db | Tx, tenantId: string, deptId: number, levelId: number): Promise<void> {
  const { rows } = await sql`select 1 from matrix_levels where tenant_id = ${tenantId} and dept_id = ${deptId} and id = ${levelId}`.execute(db);
  if (rows.length === 0) refuse('members.notFound.LEVEL');
}
