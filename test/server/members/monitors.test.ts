// Adding data APIs and service APIs to a monitor (document 001 §3 "API add", §4, §7) through the
// API: the candidate list (data, total, fixedCount), the filter form and advanced search, select
// all across pages with exclusions, picks, 请选择数据, and another tenant's monitor or APIs refused.
import { sql } from 'kysely';
import { MONITOR_PATHS } from '../../../src/shared/members/monitorApi';
import { buildTestApp, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { count, firstId, get, ids, post } from './calls';

interface Page<T> {
  data: T[];
  total: number;
  fixedCount?: number;
}
interface Api {
  id: number;
  added: boolean;
  type: string;
  name: string;
  quoteType: string;
  status: string;
  apiServeDataProjectId: number;
  projectName: string;
}

describe('monitors: adding APIs', () => {
  let t: TestApp;
  let a: Session;
  let monitor: number;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    monitor = await firstId(t.db, 'monitors', TENANT_A, sql`name = '教务系统监控'`);
  });
  afterAll(() => t.close());

  const candidates = (query: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    post<Page<Api>>(t.app, a, MONITOR_PATHS.candidateApiList, { monitorId: monitor, query: { type: 'DATA_API', ...query }, ...extra });
  const add = (body: Record<string, unknown>) =>
    post<{ added: number; skipped: number }>(t.app, a, MONITOR_PATHS.addApi, { monitorId: monitor, type: 'DATA_API', isAll: false, checkIds: [], ...body });
  const linked = (type = 'DATA_API') =>
    count(t.db, sql`select count(*) as n from monitor_apis x join apis a on a.id = x.api_id where x.monitor_id = ${monitor} and a.type = ${type}`);

  it('lists the monitors with their API counts, and the projects', async () => {
    const r = await post<Page<{ name: string; dataApiCount: number; serviceApiCount: number }>>(t.app, a, MONITOR_PATHS.monitorList, {});
    expect(r.result.data[0]).toEqual(expect.objectContaining({ name: '教务系统监控', dataApiCount: 36, serviceApiCount: 8 }));
    const projects = await get<{ name: string }[]>(t.app, a, MONITOR_PATHS.projectList);
    expect(projects.result.map((p) => p.name)).toEqual(['教务数据项目', '学工数据项目', '人事数据项目', '一卡通项目']);
  });

  it('pages the candidates with total and fixedCount (the matches already in the monitor)', async () => {
    const r = await candidates({});
    expect(r.result.total).toBe(240);
    expect(r.result.fixedCount).toBe(36);
    expect(r.result.data).toHaveLength(10);
    const all = await candidates({}, { pageSize: 40, pageIndex: 6 });
    expect(all.result.data).toHaveLength(40);
    const added = await ids(t.db, sql`select api_id as id from monitor_apis where monitor_id = ${monitor}`);
    for (const row of all.result.data) expect(row.added).toBe(added.includes(row.id));
    const services = await candidates({ type: 'SERVICE_API' });
    expect([services.result.total, services.result.fixedCount]).toEqual([80, 8]);
  });

  it('filters by name, note, quoteType, project and status, and by advanced search', async () => {
    const on = await candidates({ status: 'ON', quoteType: 'VIEW' }, { pageSize: 40 });
    expect(on.result.data.every((x) => x.status === 'ON' && x.quoteType === 'VIEW')).toBe(true);
    const project = on.result.data[0].apiServeDataProjectId;
    const byProject = await candidates({ apiServeDataProjectId: project }, { pageSize: 40 });
    expect(byProject.result.data.every((x) => x.apiServeDataProjectId === project)).toBe(true);
    const named = await candidates({ name: '课程成绩' }, { pageSize: 40 });
    expect(named.result.total).toBeGreaterThan(0);
    expect(named.result.data.every((x) => x.name.includes('课程成绩'))).toBe(true);
    const expected = await count(
      t.db,
      sql`select count(*) as n from apis where tenant_id = ${TENANT_A} and type = 'DATA_API' and (name like '%课程成绩%' or status = 'OFF')`,
    );
    const search = await candidates(
      {},
      {
        advancedSearch: [
          { join: 'and', field: 'name', operator: 'like', value: '课程成绩' },
          { join: 'or', field: 'status', operator: '=', value: 'OFF' },
        ],
      },
    );
    expect(search.result.total).toBe(expected);
    const bad = await candidates({}, { advancedSearch: [{ join: 'and', field: 'tenant_id', operator: '=', value: 'x' }] });
    expect(bad.envelope).toEqual(expect.objectContaining({ status: 9009, msg: '高级搜索第1行：未知的字段“tenant_id”' }));
    expect((await candidates({}, { advancedSearch: [{ join: 'and', field: 'status', operator: 'like', value: 'O' }] })).envelope.status).toBe(9009);
    expect((await candidates({ name: 'x'.repeat(31) })).envelope.status).toBe(9009);
    expect((await candidates({ type: 'OTHER_API' })).envelope.status).toBe(9009);
  });

  it('select all across pages with exclusions adds total − fixedCount − exclusions', async () => {
    const filter = { quoteType: 'OUT_DATA' };
    const first = await candidates(filter);
    const { total, fixedCount } = first.result;
    const selectable = first.result.data
      .filter((x) => !x.added)
      .map((x) => x.id)
      .slice(0, 2);
    const before = await linked();
    const r = await add({ isAll: true, checkIds: selectable, query: filter });
    expect(r.result).toEqual({ added: total - fixedCount! - 2, skipped: 0 });
    expect(await linked()).toBe(before + total - fixedCount! - 2);
    const after = await candidates(filter);
    expect(after.result.fixedCount).toBe(total - 2);
    // nothing left to select: 请选择数据
    expect((await add({ isAll: true, checkIds: selectable, query: filter })).envelope.msg).toBe('请选择数据');
  });

  it("picks: adds them, skips those already in; refuses an empty pick and another type's or tenant's APIs", async () => {
    const page = await candidates({ type: 'SERVICE_API' }, { pageSize: 40 });
    const free = page.result.data.filter((x) => !x.added).map((x) => x.id);
    const fixed = page.result.data.find((x) => x.added)!.id;
    expect((await add({ type: 'SERVICE_API', checkIds: [free[0], free[1], fixed] })).result).toEqual({ added: 2, skipped: 1 });
    expect((await add({ type: 'SERVICE_API', checkIds: [] })).envelope).toEqual(expect.objectContaining({ status: 1002, msg: '请选择数据' }));
    const before = await linked('SERVICE_API');
    expect((await add({ type: 'DATA_API', checkIds: [free[2]] })).envelope.status).toBe(1002);
    const apiB = await firstId(t.db, 'apis', TENANT_B, sql`type = 'SERVICE_API'`);
    expect((await add({ type: 'SERVICE_API', checkIds: [free[3], apiB] })).envelope.msg).toBe(
      '所选接口中有不存在、类型不符或不属于本单位的接口，未添加任何数据'.replace('本单位', '当前单位'),
    );
    expect(await linked('SERVICE_API')).toBe(before);
  });

  it("refuses another tenant's monitor in every call", async () => {
    const monitorB = await firstId(t.db, 'monitors', TENANT_B);
    const apiB = await firstId(t.db, 'apis', TENANT_B);
    const before = await count(t.db, sql`select count(*) as n from monitor_apis where monitor_id = ${monitorB}`);
    for (const [url, body] of [
      [MONITOR_PATHS.candidateApiList, { monitorId: monitorB, query: { type: 'DATA_API' } }],
      [MONITOR_PATHS.addApi, { monitorId: monitorB, type: 'DATA_API', isAll: true, checkIds: [] }],
      [MONITOR_PATHS.addApi, { monitorId: monitorB, type: 'DATA_API', isAll: false, checkIds: [apiB] }],
      [MONITOR_PATHS.monitorApiList, { monitorId: monitorB }],
      [MONITOR_PATHS.monitorApiRemove, { monitorId: monitorB, ids: [1] }],
    ] as const) {
      expect((await post(t.app, a, url, body)).envelope).toEqual(expect.objectContaining({ status: 1002, msg: '监控不存在或不属于当前单位' }));
    }
    expect(await count(t.db, sql`select count(*) as n from monitor_apis where monitor_id = ${monitorB}`)).toBe(before);
  });

  it("lists a monitor's APIs and removes them", async () => {
    const list = await post<Page<{ linkId: number; type: string }>>(t.app, a, MONITOR_PATHS.monitorApiList, { monitorId: monitor, type: 'SERVICE_API' });
    expect(list.result.total).toBe(await linked('SERVICE_API'));
    const r = await post<{ removed: number }>(t.app, a, MONITOR_PATHS.monitorApiRemove, { monitorId: monitor, ids: [list.result.data[0].linkId] });
    expect(r.result).toEqual({ removed: 1 });
  });
});
