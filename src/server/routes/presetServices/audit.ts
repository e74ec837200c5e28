// How the preset services' writes reach the history (audit/routeAudit.ts recordedBy): a role's
// or a person's list saved (the services by name before and after, a person's mode), people
// given a personal preset or having theirs removed (by name and number).
import { sql } from 'kysely';
import { HAND_BUILT_KEYS } from '../../../shared/audit/handBuiltTargets';
import { joinTitles } from '../../../shared/audit/recordTitle';
import type { AddMembersResult } from '../../../shared/members/api';
import type { PersonAddBody, PersonRemoveBody, PersonSaveBody, RoleSaveBody } from '../../../shared/services/presets';
import { changesBetween } from '../../audit/callChanges';
import { recordedBy } from '../../audit/routeAudit';
import type { Db } from '../../db/schema';

const servicesOf = async (db: Db, table: 'preset_role_services' | 'preset_person_services', owner: number): Promise<string[]> => {
  const column = table === 'preset_role_services' ? sql.ref('l.role_id') : sql.ref('l.person_id');
  const { rows } = await sql<{ name: string }>`select s.name from ${sql.table(table)} l join services s on s.id = l.service_id
    where ${column} = ${owner} order by l.position`.execute(db);
  return rows.map((r) => r.name);
};
const modeOf = async (db: Db, tenantId: string, personId: number): Promise<string | null> =>
  (await sql<{ mode: string }>`select mode from preset_person_modes where tenant_id = ${tenantId} and person_id = ${personId}`.execute(db)).rows[0]?.mode ??
  null;

/** people by name and number, in the order given */
const peopleNamed = async (db: Db, tenantId: string, ids: readonly number[]): Promise<string[]> => {
  const { rows } = await sql<{
    id: number;
    label: string;
  }>`select id, name || coalesce('（' || coalesce(student_no, work_no, exam_no, account) || '）', '') as label
    from people where tenant_id = ${tenantId} and id = any(${[...ids]}::int[])`.execute(db);
  const byId = new Map(rows.map((r) => [r.id, r.label]));
  return ids.map((id) => byId.get(id)).filter((x): x is string => !!x);
};

export const roleSaveAudit = recordedBy<RoleSaveBody, unknown, { services: string[] }>({
  key: HAND_BUILT_KEYS.presetRoles,
  action: 'save',
  before: async ({ db, body }) => ({ services: await servicesOf(db, 'preset_role_services', body.roleId) }),
  entries: async ({ db, body, before }) => {
    const changes = changesBetween(before, { services: await servicesOf(db, 'preset_role_services', body.roleId) }, ['services']);
    return changes.length ? [{ id: body.roleId, changes }] : [];
  },
});

type PersonState = { services: string[]; mode: string | null };
const personState = async (db: Db, tenantId: string, personId: number): Promise<PersonState> => ({
  services: await servicesOf(db, 'preset_person_services', personId),
  mode: await modeOf(db, tenantId, personId),
});

export const personSaveAudit = recordedBy<PersonSaveBody, unknown, PersonState>({
  key: HAND_BUILT_KEYS.presetPeople,
  action: 'save',
  before: ({ db, tenantId, body }) => personState(db, tenantId, body.personId),
  entries: async ({ db, tenantId, body, before }) => {
    const changes = changesBetween(before, await personState(db, tenantId, body.personId), ['services', 'mode']);
    return changes.length ? [{ id: body.personId, changes }] : [];
  },
});

export const personRemoveAudit = recordedBy<PersonRemoveBody, { removed: number }, { people: string[]; had: number[] }>({
  key: HAND_BUILT_KEYS.presetPeople,
  action: 'remove',
  // those who had a preset, by name, while they still have it
  before: async ({ db, tenantId, body }) => {
    const { rows } = await sql<{ person_id: number }>`select person_id from preset_person_modes where tenant_id = ${tenantId}
      and person_id = any(${body.personIds}::int[]) order by person_id`.execute(db);
    const had = rows.map((r) => r.person_id);
    return { had, people: await peopleNamed(db, tenantId, had) };
  },
  entries: ({ before, result }) =>
    result.removed > 0
      ? [
          {
            id: before.had.join(','),
            title: before.people.length ? joinTitles(before.people) : null,
            changes: [
              { path: 'members', before: before.people, after: null },
              { path: 'count', before: result.removed, after: null },
            ],
          },
        ]
      : [],
});

export const personAddAudit = recordedBy<PersonAddBody, AddMembersResult>({
  key: HAND_BUILT_KEYS.presetPeople,
  action: 'create',
  entries: async ({ db, tenantId, body, result }) => {
    if (result.added === 0) return [];
    // picks are named; a select all is counted (its people are the search's, minus the unticked)
    const people = body.isAll ? [] : await peopleNamed(db, tenantId, body.ids);
    return [
      {
        id: body.isAll ? null : body.ids.join(','),
        title: people.length ? joinTitles(people) : null,
        changes: [
          ...(people.length ? [{ path: 'members', before: null, after: people }] : []),
          { path: 'count', before: null, after: result.added },
          { path: 'kind', before: null, after: body.kind },
        ],
      },
    ];
  },
});
