// cardcolumnconfig/getRoleListClass, getFlowType, getBusTypeName, getParamTypeList, getServiceList,
// teacher/dropList (document 002 §7, POST) on the demo data: each answers the session's tenant's
// own rows (compared with the tables), teachers are searched and paged (page 1 of 40 by default),
// and a column submitted with ties keeps them, refuses another tenant's ids naming the field, and
// keeps its ties when they are left out.
import { sql } from 'kysely';
import { CARD_PATHS, CardDetail } from '../../../src/shared/serviceCards/api';
import type {
  BusTypeOption,
  FlowTypeOption,
  ParamTypeOption,
  RoleClassGroup,
  ServiceOption,
  TeacherOption,
} from '../../../src/shared/serviceCards/columnLinks';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';

describe('service-card column ties: the option lists and the column', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
  });
  afterAll(() => t.close());

  const post = <T>(s: Session, url: string, body: Record<string, unknown> = {}) => call<T>(t.app, s, { url, body });
  const rows = async <R>(q: ReturnType<typeof sql<R>>) => (await q.execute(t.app.db)).rows;

  it('getRoleListClass: the tenant’s roles grouped by the identity of their members', async () => {
    const r = await post<RoleClassGroup[]>(a, CARD_PATHS.getRoleListClass);
    expect(r.envelope.status).toBe(1000);
    const all = await rows(sql<{ id: number; name: string }>`select id, name from perm_roles where tenant_id = ${TENANT_A} order by id`);
    expect(all.length).toBeGreaterThan(0);
    const seen = new Set(r.result.flatMap((g) => g.roles.map((x) => x.id)));
    expect([...seen].sort((x, y) => x - y)).toEqual(all.map((x) => x.id));
    expect(r.result.every((g) => ['TEACHER', 'STUDENT', 'OTHER', 'NONE'].includes(g.roleClass) && g.roles.length > 0)).toBe(true);
    // a role with teacher members is among the staff roles
    const withTeachers = await rows(sql<{ id: number }>`select distinct m.role_id as id from perm_role_members m join people p on p.id = m.person_id
      where m.tenant_id = ${TENANT_A} and p.identity = 'TEACHER'`);
    const staff = r.result.find((g) => g.roleClass === 'TEACHER')?.roles.map((x) => x.id) ?? [];
    expect(staff.sort((x, y) => x - y)).toEqual(withTeachers.map((x) => x.id).sort((x, y) => x - y));
    const other = await post<RoleClassGroup[]>(b, CARD_PATHS.getRoleListClass);
    const bIds = new Set(other.result.flatMap((g) => g.roles.map((x) => x.id)));
    expect([...seen].some((id) => bIds.has(id))).toBe(false);
  });

  it('getFlowType: the enabled flow services, by process key', async () => {
    const r = await post<FlowTypeOption[]>(a, CARD_PATHS.getFlowType);
    const expected = await rows(sql<{ flow_key: string }>`select flow_key from flow_services where tenant_id = ${TENANT_A} and enabled order by name, id`);
    expect(expected.length).toBeGreaterThan(0);
    expect(r.result.map((f) => f.flowKey)).toEqual(expected.map((x) => x.flow_key));
    expect(r.result[0]).toEqual({ flowKey: expect.any(String), name: expect.any(String), category: expect.any(String) });
  });

  it('getBusTypeName: the service types in their order', async () => {
    const r = await post<BusTypeOption[]>(a, CARD_PATHS.getBusTypeName);
    const expected = await rows(sql<BusTypeOption>`select id, name from service_types where tenant_id = ${TENANT_A} order by sort, id`);
    expect(expected.length).toBeGreaterThan(0);
    expect(r.result).toEqual(expected);
  });

  it('getParamTypeList: every type, or the types one API’s params use, and where', async () => {
    const all = await post<ParamTypeOption[]>(a, CARD_PATHS.getParamTypeList);
    expect(all.result.map((p) => p.key)).toEqual(['text', 'number', 'datetime']);
    expect(all.result[0]).toEqual({ key: 'text', label: 'serviceCardsUi.paramType.text', request: true, return: true });
    const counts = await post<ParamTypeOption[]>(a, CARD_PATHS.getParamTypeList, { dataSource: 'people', apiKey: 'peopleByIdentity' });
    expect(counts.result).toEqual([
      { key: 'text', label: 'serviceCardsUi.paramType.text', request: false, return: true },
      { key: 'number', label: 'serviceCardsUi.paramType.number', request: true, return: true },
    ]);
    const bad = await post(a, CARD_PATHS.getParamTypeList, { dataSource: 'people', apiKey: 'nothing' });
    expect(bad.envelope.status).toBe(9009);
  });

  it('getServiceList: the services on the shelf, searchable by name', async () => {
    const r = await post<ServiceOption[]>(a, CARD_PATHS.getServiceList);
    const expected = await rows(sql<{ id: number }>`select id from services where tenant_id = ${TENANT_A} and shelf_status = 1 order by sort, id`);
    expect(r.result.map((s) => s.id)).toEqual(expected.map((x) => x.id).slice(0, 200));
    const one = r.result[0];
    const found = await post<ServiceOption[]>(a, CARD_PATHS.getServiceList, { name: one.name.slice(0, 2) });
    expect(found.result.length).toBeGreaterThan(0);
    expect(found.result.every((s) => s.name.includes(one.name.slice(0, 2)))).toBe(true);
  });

  it('teacher/dropList: the tenant’s teachers, searched by name or staff number, page 1 of 40 by default', async () => {
    const total = (await rows(sql<{ n: number }>`select count(*)::int as n from people where tenant_id = ${TENANT_A} and identity = 'TEACHER'`))[0].n;
    const first = await post<{ data: TeacherOption[]; total: number }>(a, CARD_PATHS.teacherDropList, { pageIndex: 1, pageSize: 40 });
    expect(first.envelope.status).toBe(1000);
    expect(first.result.total).toBe(total);
    expect(first.result.data.length).toBe(Math.min(40, total));
    const ids = first.result.data.map((x) => x.id);
    const identities = await rows(sql<{ identity: string }>`select distinct identity from people where id = any(${ids}::int[])`);
    expect(identities).toEqual([{ identity: 'TEACHER' }]);
    const name = first.result.data[0].name;
    const byName = await post<{ data: TeacherOption[]; total: number }>(a, CARD_PATHS.teacherDropList, { name });
    expect(byName.result.data.map((x) => x.name)).toContain(name);
    expect(byName.result.data.every((x) => x.name.includes(name) || (x.workNo ?? '').startsWith(name))).toBe(true);
    const none = await post<{ data: TeacherOption[]; total: number }>(a, CARD_PATHS.teacherDropList, { name: '没有这个人zzz' });
    expect(none.envelope.status).toBe(1004);
    expect(none.result).toEqual({ data: [], total: 0 });
  });

  it('a column keeps its ties; another tenant’s ids are refused naming the field; ties left out are kept', async () => {
    const temp = await post<{ id: number }>(a, CARD_PATHS.getTempId);
    const cardId = temp.result.id;
    await post(a, CARD_PATHS.saveCardConfig, { id: cardId, name: '关联测试', dataSource: 'news', apiKey: 'latestNews', requestParams: { limit: 3 } });
    const roles = (await post<RoleClassGroup[]>(a, CARD_PATHS.getRoleListClass)).result.flatMap((g) => g.roles.map((r) => r.id));
    const flow = (await post<FlowTypeOption[]>(a, CARD_PATHS.getFlowType)).result[0];
    const bus = (await post<BusTypeOption[]>(a, CARD_PATHS.getBusTypeName)).result[0];
    const service = (await post<ServiceOption[]>(a, CARD_PATHS.getServiceList)).result[0];
    const owner = (await post<{ data: TeacherOption[] }>(a, CARD_PATHS.teacherDropList, {})).result.data[0];
    const links = { roleIds: roles.slice(0, 2), flowKey: flow.flowKey, busTypeId: bus.id, serviceId: service.id, ownerId: owner.id };
    const added = await post<{ id: number }>(a, CARD_PATHS.columnSubmit, { cardId, label: '标题', fieldKey: 'title', handleRule: 'none', ...links });
    expect(added.envelope.status).toBe(1000);
    const detail = await post<CardDetail>(a, CARD_PATHS.cardConfigDetail, { id: cardId });
    expect(detail.result.columns[0]).toMatchObject({ ...links, roleIds: [...links.roleIds].sort((x, y) => x - y), ownerName: owner.name });

    // the label edited alone: the ties stay
    await post(a, CARD_PATHS.columnSubmit, { id: added.result.id, cardId, label: '新闻标题', fieldKey: 'title', handleRule: 'none' });
    const kept = await post<CardDetail>(a, CARD_PATHS.cardConfigDetail, { id: cardId });
    expect(kept.result.columns[0]).toMatchObject({ label: '新闻标题', flowKey: flow.flowKey, serviceId: service.id, ownerId: owner.id });

    const bOwner = (await post<{ data: TeacherOption[] }>(b, CARD_PATHS.teacherDropList, {})).result.data[0];
    const refused = await post(a, CARD_PATHS.columnSubmit, {
      id: added.result.id,
      cardId,
      label: '标题',
      fieldKey: 'title',
      handleRule: 'none',
      ownerId: bOwner.id,
    });
    expect(refused.envelope.status).toBe(9009);
    expect(refused.result).toEqual([expect.objectContaining({ field: 'ownerId', key: 'serviceCards.link.ownerUnknown' })]);
    const badFlow = await post(a, CARD_PATHS.columnSubmit, { cardId, label: '标题', fieldKey: 'title', handleRule: 'none', flowKey: 'no-such-flow' });
    expect(badFlow.envelope.status).toBe(9009);

    // cleared: null and an empty role list
    await post(a, CARD_PATHS.columnSubmit, { id: added.result.id, cardId, label: '标题', fieldKey: 'title', handleRule: 'none', roleIds: [], ownerId: null });
    const cleared = await post<CardDetail>(a, CARD_PATHS.cardConfigDetail, { id: cardId });
    expect(cleared.result.columns[0]).toMatchObject({ roleIds: [], ownerId: null, ownerName: null, serviceId: service.id });
  });
});
