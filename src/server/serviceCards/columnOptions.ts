// The option lists a card column is tied through (src/shared/serviceCards/columnLinks.ts), read
// from the tenant's own tables: roles grouped by the identity of their members (perm_roles,
// perm_role_members, people), enabled flow services (flow_services), service types, services on
// the shelf, teachers (people of identity TEACHER, with their unit); and the check of a column's
// ties on submit (each id the tenant's own, the owner a teacher, the flow an enabled one).
import { sql } from 'kysely';
import type { Page } from '../../shared/members/api';
import {
  BusTypeOption,
  ColumnLinks,
  FlowTypeOption,
  PARAM_TYPES,
  ParamTypeOption,
  RoleClass,
  RoleClassGroup,
  ROLE_CLASSES,
  SERVICE_PICK_MAX,
  ServiceOption,
  TeacherOption,
} from '../../shared/serviceCards/columnLinks';
import type { SourceApi } from '../../shared/serviceCards/sources';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { refuse } from '../refusal';
import { escapeLike } from '../resources/list';

type Reader = Db | Tx;

/** getRoleListClass: each class with the roles having members of it; roles with none under NONE */
export async function roleClasses(db: Reader, tenantId: string): Promise<RoleClassGroup[]> {
  const { rows } = await sql<{ id: number; name: string; code: string; classes: string[] | null }>`
    select r.id, r.name, r.code, (select array_agg(distinct case when m.member_kind = 'CLASS' then 'STUDENT'
        when m.member_kind = 'TEACHER' then 'TEACHER' when m.member_kind = 'OTHER' then 'OTHER'
        when p.identity = 'TEACHER' then 'TEACHER' when p.identity = 'OTHER' then 'OTHER' else 'STUDENT' end)
      from perm_role_members m left join people p on p.id = m.person_id where m.role_id = r.id and m.tenant_id = ${tenantId}) as classes
    from perm_roles r where r.tenant_id = ${tenantId} order by r.id`.execute(db);
  const groups = new Map<RoleClass, RoleClassGroup>(ROLE_CLASSES.map((c) => [c, { roleClass: c, roles: [] }]));
  for (const r of rows) {
    const classes = r.classes && r.classes.length > 0 ? (r.classes as RoleClass[]) : (['NONE'] as RoleClass[]);
    for (const c of classes) groups.get(c)!.roles.push({ id: r.id, name: r.name, code: r.code });
  }
  return [...groups.values()].filter((g) => g.roles.length > 0);
}

/** getFlowType: the enabled flow services, by name */
export async function flowTypes(db: Reader, tenantId: string): Promise<FlowTypeOption[]> {
  const { rows } = await sql<FlowTypeOption>`select flow_key as "flowKey", name, category from flow_services
    where tenant_id = ${tenantId} and enabled order by name, id`.execute(db);
  return rows;
}

/** getBusTypeName: the service types in their order */
export async function busTypes(db: Reader, tenantId: string): Promise<BusTypeOption[]> {
  const { rows } = await sql<BusTypeOption>`select id, name from service_types where tenant_id = ${tenantId} order by sort, id`.execute(db);
  return rows;
}

/** getParamTypeList: every type, or those an API's params use and where */
export function paramTypes(api?: SourceApi): ParamTypeOption[] {
  const all = PARAM_TYPES.map((key) => ({
    key,
    label: `serviceCardsUi.paramType.${key}`,
    request: !api || api.requestParams.some((p) => p.type === key),
    return: !api || api.returnParams.some((p) => p.type === key),
  }));
  return api ? all.filter((t) => t.request || t.return) : all;
}

/** getServiceList: the services on the shelf whose name holds `name`, in their order */
export async function serviceOptions(db: Reader, tenantId: string, name: string | undefined): Promise<ServiceOption[]> {
  const like = name ? sql`and s.name ilike ${`%${escapeLike(name)}%`} escape '\\'` : sql``;
  const { rows } = await sql<ServiceOption>`select s.id, s.name, s.url, t.name as "typeName" from services s
    left join service_types t on t.id = s.type_id where s.tenant_id = ${tenantId} and s.shelf_status = 1 ${like}
    order by s.sort, s.id limit ${SERVICE_PICK_MAX}`.execute(db);
  return rows;
}

/** teacher/dropList: the teachers whose name or work number holds `name`, a page of them */
export async function teacherPage(db: Reader, tenantId: string, name: string | undefined, index: number, size: number): Promise<Page<TeacherOption>> {
  const like = name ? sql`and (p.name ilike ${`%${escapeLike(name)}%`} escape '\\' or p.work_no ilike ${`${escapeLike(name)}%`} escape '\\')` : sql``;
  const [page, count] = await Promise.all([
    sql<TeacherOption>`select p.id, p.name, p.work_no as "workNo", u.name as "unitName" from people p left join org_units u on u.id = p.org_unit_id
      where p.tenant_id = ${tenantId} and p.identity = 'TEACHER' ${like} order by p.name, p.id limit ${size} offset ${(index - 1) * size}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from people p where p.tenant_id = ${tenantId} and p.identity = 'TEACHER' ${like}`.execute(db),
  ]);
  return { data: page.rows, total: count.rows[0].total };
}

const exists = async (db: Reader, query: ReturnType<typeof sql<{ n: number }>>) => ((await query.execute(db)).rows[0]?.n ?? 0) > 0;

/** the ties of a submitted column, each refused naming its field when not the tenant's */
export async function checkLinks(db: Reader, tenantId: string, links: ColumnLinks): Promise<ColumnLinks> {
  const roleIds = [...new Set(links.roleIds)];
  if (roleIds.length > 0) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from perm_roles where tenant_id = ${tenantId} and id = any(${roleIds}::int[])`.execute(
      db,
    );
    if (rows[0].n !== roleIds.length) refuse('serviceCards.link.roleUnknown', {}, { field: 'roleIds' });
  }
  const flowKey = links.flowKey?.trim() || null;
  if (flowKey && !(await exists(db, sql<{ n: number }>`select 1 as n from flow_services where tenant_id = ${tenantId} and enabled and flow_key = ${flowKey}`)))
    refuse('serviceCards.link.flowUnknown', { flow: flowKey }, { field: 'flowKey' });
  if (links.busTypeId && !(await exists(db, sql<{ n: number }>`select 1 as n from service_types where tenant_id = ${tenantId} and id = ${links.busTypeId}`)))
    refuse('serviceCards.link.busTypeUnknown', {}, { field: 'busTypeId' });
  if (links.serviceId && !(await exists(db, sql<{ n: number }>`select 1 as n from services where tenant_id = ${tenantId} and id = ${links.serviceId}`)))
    refuse('serviceCards.link.serviceUnknown', {}, { field: 'serviceId' });
  if (
    links.ownerId &&
    !(await exists(db, sql<{ n: number }>`select 1 as n from people where tenant_id = ${tenantId} and identity = 'TEACHER' and id = ${links.ownerId}`))
  )
    refuse('serviceCards.link.ownerUnknown', {}, { field: 'ownerId' });
  return { roleIds, flowKey, busTypeId: links.busTypeId ?? null, serviceId: links.serviceId ?? null, ownerId: links.ownerId ?? null };
}
