// Adding members to a target from a picker's selection (src/shared/members/selection.ts), in one
// transaction of one insert statement, so a failure adds nobody:
// - picks: the ids must all be this tenant's rows of the kind (another tenant's or an unknown id
//   refuses the whole add); rows already members are skipped (ON CONFLICT DO NOTHING).
// - select all: the candidate query of the list (its filters, NOT EXISTS membership) minus the
//   exclusions, inserted by INSERT ... SELECT; the browser never sends the ids it did not see.
//   For classes the statement counts what it selects first and inserts only when that count is
//   allowed (1..20), so the limit and the insert cannot disagree.
// Refusals: 请选择数据 when nothing is selected, 最多选择二十个班级 past 20 classes.
// The same statement answers who joined (memberAudit.ts); the history's row is written in the
// same transaction, one per group joined.
import { sql } from 'kysely';
import type { AddMembersResult, CandidateFilters } from '../../shared/members/api';
import { MAX_CLASSES, MemberKind } from '../../shared/members/constants';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';
import { candidateIdsQuery, KIND_IDENTITY } from './candidates';
import { refuse } from '../refusal';
import { MemberActor, MembersMoved, memberLabel, NAMES_KEPT, recordMembers } from './memberAudit';
import type { TargetRef } from './targets';

export interface AddRequest {
  tenantId: string;
  target: TargetRef;
  kind: MemberKind;
  /** the roleId group (roles, labels) or the level (matrix departments) */
  extra?: number;
  isAll: boolean;
  /** picks, or with isAll the exclusions */
  ids: number[];
  /** picks only: further targets (of the same table, already checked as the tenant's) a picked row also joins */
  alsoInto?: Map<number, number[]>;
  /** isAll only: the candidate list's filters */
  filters: CandidateFilters;
  /** who adds (the history names them) */
  actor: MemberActor;
}

/** How many of the ids are this tenant's rows of the kind. */
async function ownCount(tx: Tx, tenantId: string, kind: MemberKind, ids: readonly number[]): Promise<number> {
  const list = [...new Set(ids)];
  if (list.length === 0) return 0;
  const { rows } =
    kind === 'CLASS'
      ? await sql<{ n: number }>`select count(*)::int as n from org_units where tenant_id = ${tenantId} and type = 4 and id = any(${list}::int[])`.execute(tx)
      : await sql<{
          n: number;
        }>`select count(*)::int as n from people where tenant_id = ${tenantId} and identity = ${KIND_IDENTITY[kind]} and id = any(${list}::int[])`.execute(tx);
  return rows[0].n;
}

/** Refuses ids that are not this tenant's rows of the kind (another tenant's, or none at all). */
async function checkOwn(tx: Tx, tenantId: string, kind: MemberKind, ids: readonly number[]): Promise<void> {
  if ((await ownCount(tx, tenantId, kind, ids)) !== new Set(ids).size) refuse('members.foreignIds');
}

/** The membership table's insert columns and the member column for the kind. */
function insertHead(req: AddRequest) {
  const { def } = req.target;
  const memberColumn = req.kind === 'CLASS' ? 'class_id' : 'person_id';
  const columns = ['tenant_id', def.column, ...(def.extra ? [def.extra] : []), 'member_kind', memberColumn];
  return sql`insert into ${sql.table(def.members)} (${sql.join(columns.map((c) => sql.ref(c)))})`;
}

/** the constant values of every inserted row after the target column */
const extraValue = (req: AddRequest) => (req.target.def.extra ? sql`${req.extra ?? null}::int, ` : sql``);

async function addPicks(tx: Tx, req: AddRequest): Promise<AddMembersResult> {
  const ids = [...new Set(req.ids)];
  if (ids.length === 0) refuse('picker.selectData');
  if (req.kind === 'CLASS' && ids.length > MAX_CLASSES) refuse('picker.maxClasses');
  await checkOwn(tx, req.tenantId, req.kind, ids);
  // (member, target) pairs: the target itself, plus any further targets named for a row
  const members: number[] = [];
  const targets: number[] = [];
  for (const id of ids) {
    for (const t of new Set([req.target.id, ...(req.alsoInto?.get(id) ?? [])])) {
      members.push(id);
      targets.push(t);
    }
  }
  const table =
    req.kind === 'CLASS'
      ? sql`org_units o on o.id = v.member and o.tenant_id = ${req.tenantId} and o.type = 4`
      : sql`people o on o.id = v.member and o.tenant_id = ${req.tenantId}`;
  // per group joined (the target, and the further ones named for a row): how many, who
  const { rows } = await sql<MembersMoved & { target: number }>`with ins as (
      ${insertHead(req)}
      select ${req.tenantId}, v.target, ${extraValue(req)}${req.kind}, o.id
      from unnest(${members}::int[], ${targets}::int[]) as v(member, target) join ${table}
      on conflict do nothing
      returning id, ${sql.ref(req.target.def.column)} as target, member_kind, person_id, class_id)
    select d.target, count(*)::int as count, to_json((array_agg(${memberLabel} order by d.id))[1:${NAMES_KEPT}]) as names,
      json_agg(distinct d.member_kind) as kinds
    from ins d left join people p on p.id = d.person_id left join org_units c on c.id = d.class_id group by d.target order by d.target`.execute(tx);
  for (const r of rows) await recordMembers(tx, req.tenantId, req.actor, { def: req.target.def, id: r.target }, 'create', r);
  const added = rows.reduce((n, r) => n + r.count, 0);
  return { added, skipped: members.length - added };
}

/** Who a select all added: how many, the first NAMES_KEPT by name, the kinds (over `ins`). */
const movedOfIns = sql`(select count(*)::int from ins) as count,
  (select json_agg(x.label) from (select ${memberLabel} as label from (select * from ins limit ${NAMES_KEPT}) d
    left join people p on p.id = d.person_id left join org_units c on c.id = d.class_id) x) as names,
  (select json_agg(distinct member_kind) from ins) as kinds`;
const RETURNING = sql`returning id, member_kind, person_id, class_id`;

async function addAll(tx: Tx, req: AddRequest): Promise<AddMembersResult> {
  const excluded = [...new Set(req.ids)];
  await checkOwn(tx, req.tenantId, req.kind, excluded);
  const q = await candidateIdsQuery(tx, req.tenantId, req.target, req.kind, req.filters, excluded);
  if (!q) return refuse('picker.selectData');
  const into = sql`${insertHead(req)} select ${req.tenantId}, ${req.target.id}::int, ${extraValue(req)}${req.kind}, sel.id`;
  if (req.kind !== 'CLASS') {
    // people: no limit to check, so no count ahead; the candidates are the non-members, and
    // ON CONFLICT only meets rows another add inserted meanwhile
    const { rows } = await sql<MembersMoved>`with ins as (${into} from (${q}) sel on conflict do nothing ${RETURNING})
      select ${movedOfIns}`.execute(tx);
    if (rows[0].count === 0) refuse('picker.selectData');
    await recordMembers(tx, req.tenantId, req.actor, req.target, 'create', rows[0]);
    return { added: rows[0].count, skipped: 0 };
  }
  const { rows } = await sql<MembersMoved & { matched: number }>`with sel as materialized (${q}),
    n as (select count(*)::int as matched from sel),
    ins as (${into} from sel where (select matched from n) between 1 and ${MAX_CLASSES} on conflict do nothing ${RETURNING})
    select (select matched from n) as matched, ${movedOfIns}`.execute(tx);
  const { matched, count: added } = rows[0];
  if (matched === 0) refuse('picker.selectData');
  if (matched > MAX_CLASSES) refuse('picker.maxClasses');
  if (added > 0) await recordMembers(tx, req.tenantId, req.actor, req.target, 'create', rows[0]);
  return { added, skipped: matched - added };
}

/** Applies the selection to the target; throws a refusal (nothing added) when refused. */
export function addMembers(db: Db, req: AddRequest): Promise<AddMembersResult> {
  return inTransaction(db, (tx) => (req.isAll ? addAll(tx, req) : addPicks(tx, req)));
}
