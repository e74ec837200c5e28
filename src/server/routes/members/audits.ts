// How quick authorization and the monitors' API lists reach the history (audit/routeAudit.ts
// recordedBy): each (entry, person) whose ticks changed, named "entry · person", with the three
// ticks before and after; the APIs a monitor gained or lost, by name (the monitor's list read
// before and after the call, so a select all is named too).
import { sql } from 'kysely';
import { HAND_BUILT_KEYS } from '../../../shared/audit/handBuiltTargets';
import type { AddMembersResult } from '../../../shared/members/api';
import type { MonitorAddApiBody, MonitorApiRemoveBody } from '../../../shared/members/monitorApi';
import type { AuthSaveItem } from '../../../shared/members/quickAuthApi';
import { changesBetween } from '../../audit/callChanges';
import { CallAuditEntry, recordedBy } from '../../audit/routeAudit';
import type { Db } from '../../db/schema';
import { NAMES_KEPT } from '../../members/memberAudit';

interface Grant {
  entry: number;
  person: number;
  title: string;
  lookPerm: boolean;
  updateDataPerm: boolean;
  updateTablePerm: boolean;
}
const TICKS = ['lookPerm', 'updateDataPerm', 'updateTablePerm'];

/** the ticks of the (entry, person) pairs a save names, keyed "entry:person" (no row: nothing ticked) */
async function grantsOf(db: Db, tenantId: string, items: AuthSaveItem[]): Promise<Map<string, Grant>> {
  const entries = items.map((i) => i.businessDataId);
  const people = items.map((i) => i.userId);
  const { rows } = await sql<Grant>`select v.entry, v.person,
      d.name || ' · ' || p.name || coalesce('（' || coalesce(p.work_no, p.account) || '）', '') as title,
      coalesce(g.look_perm, false) as "lookPerm", coalesce(g.update_data_perm, false) as "updateDataPerm",
      coalesce(g.update_table_perm, false) as "updateTablePerm"
    from unnest(${entries}::int[], ${people}::int[]) as v(entry, person)
      join data_directory d on d.id = v.entry and d.tenant_id = ${tenantId}
      join people p on p.id = v.person and p.tenant_id = ${tenantId}
      left join data_directory_perms g on g.entry_id = v.entry and g.person_id = v.person and g.tenant_id = ${tenantId}`.execute(db);
  return new Map(rows.map((r) => [`${r.entry}:${r.person}`, r]));
}

export const authSaveAudit = recordedBy<AuthSaveItem[], unknown, Map<string, Grant>>({
  key: HAND_BUILT_KEYS.quickAuthorization,
  action: 'update',
  before: ({ db, tenantId, body }) => grantsOf(db, tenantId, body),
  entries: async ({ db, tenantId, body, before }) => {
    const after = await grantsOf(db, tenantId, body);
    const out: CallAuditEntry[] = [];
    for (const [pair, now] of after) {
      const changes = changesBetween(before.get(pair), now, TICKS);
      if (changes.length) out.push({ id: now.entry, title: now.title, changes });
    }
    return out;
  },
});

/** a monitor's APIs by id → name */
async function apisOf(db: Db, tenantId: string, monitorId: number): Promise<Map<number, string>> {
  const { rows } = await sql<{ id: number; name: string }>`select a.id, a.name from monitor_apis m join apis a on a.id = m.api_id
    where m.tenant_id = ${tenantId} and m.monitor_id = ${monitorId} order by m.id`.execute(db);
  return new Map(rows.map((r) => [r.id, r.name]));
}

const apiChange = (action: 'create' | 'remove', names: string[]): CallAuditEntry['changes'] => {
  const side = (v: unknown) => (action === 'create' ? { before: null, after: v } : { before: v, after: null });
  return [
    { path: 'apis', ...side(names.slice(0, NAMES_KEPT)) },
    { path: 'count', ...side(names.length) },
  ];
};

/** the APIs in one list and not the other */
const missingFrom = (from: Map<number, string>, other: Map<number, string>) => [...from].filter(([id]) => !other.has(id)).map(([, name]) => name);

export const monitorAddAudit = recordedBy<MonitorAddApiBody, AddMembersResult, Map<number, string>>({
  key: HAND_BUILT_KEYS.monitorApis,
  action: 'create',
  before: ({ db, tenantId, body }) => apisOf(db, tenantId, body.monitorId),
  entries: async ({ db, tenantId, body, before }) => {
    const added = missingFrom(await apisOf(db, tenantId, body.monitorId), before);
    return added.length ? [{ id: body.monitorId, changes: apiChange('create', added) }] : [];
  },
});

export const monitorRemoveAudit = recordedBy<MonitorApiRemoveBody, unknown, Map<number, string>>({
  key: HAND_BUILT_KEYS.monitorApis,
  action: 'remove',
  before: ({ db, tenantId, body }) => apisOf(db, tenantId, body.monitorId),
  entries: async ({ db, tenantId, body, before }) => {
    const removed = missingFrom(before, await apisOf(db, tenantId, body.monitorId));
    return removed.length ? [{ id: body.monitorId, changes: apiChange('remove', removed) }] : [];
  },
});
