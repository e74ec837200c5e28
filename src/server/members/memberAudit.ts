// The history of a group's members (issue 29): an add or a removal leaves one audit row, in its
// own transaction, naming the group (a role, label, matrix department or chat class, by its
// name) and who joined or left it: how many, of which kinds, and the first NAMES_KEPT of them by
// name and number (a select all over 100,000 students keeps the count, not 100,000 names).
import { sql } from 'kysely';
import type { FieldChange } from '../../shared/documents/types';
import type { MemberKind } from '../../shared/members/constants';
import { insertAuditRow } from '../audit/insert';
import type { Tx } from '../db/transaction';
import type { TargetRef } from './targets';

export const NAMES_KEPT = 200;

/** who does it */
export interface MemberActor {
  account: string;
  name: string;
}

/** A member as the history names them, "name（number）", over `people p` and `org_units c`. */
export const memberLabel = sql<string>`coalesce(p.name, c.name) || coalesce('（' || coalesce(p.student_no, p.work_no, p.account, c.code) || '）', '')`;

/** What an add or a removal moved: how many, the first names, the kinds. */
export interface MembersMoved {
  count: number;
  names: string[] | null;
  kinds: MemberKind[] | null;
}

export async function recordMembers(
  tx: Tx,
  tenantId: string,
  actor: MemberActor,
  target: TargetRef,
  action: 'create' | 'remove',
  moved: MembersMoved,
): Promise<void> {
  const names = moved.names ?? [];
  const kinds = moved.kinds ?? [];
  const side = (value: unknown): { before: unknown; after: unknown } => (action === 'create' ? { before: null, after: value } : { before: value, after: null });
  const changes: FieldChange[] = [
    { path: 'members', ...side(names) },
    { path: 'count', ...side(moved.count) },
    ...(kinds.length === 1 ? [{ path: 'kind', ...side(kinds[0]) }] : []),
  ];
  // the group by its name, read here (the history's title readers depend on the members' lists)
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(target.def.table)} where id = ${target.id}`.execute(tx);
  const title = rows[0]?.name ?? null;
  await insertAuditRow(tx, { tenantId, actor, action, target: { kind: 'collection', key: target.def.auditKey, id: target.id, title }, changes });
}
