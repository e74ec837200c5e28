// The service catalogue's collections on the real app and the small demo: the services list with
// its lookups' filters, submit checked against the other collections' rows and the members'
// roles and labels, the shelf actions, drag order, types, scenes and marks refused removal while
// a service uses them (array columns too), getAllServerDict, and another tenant's ids ignored.
import type { ResourceRow } from '../../../src/shared/resources';
import { CATALOGUE_PATHS, AllServerDict } from '../../../src/shared/services/catalogue';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { listOf, post, Problems } from '../resources/collectionsFixture';

const SERVICES = '/api/blade-platform/serviceInfo';
const TYPES = '/api/blade-platform/serviceType';
const SCENES = '/api/blade-platform/serviceScene';
const MARKS = '/api/blade-platform/listingMark';

describe('service catalogue', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let dict: AllServerDict;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
    dict = (await call<AllServerDict>(t.app, a, { method: 'GET', url: consoleGet(CATALOGUE_PATHS.allServerDict) })).result;
  });
  afterAll(() => t.close());

  const service = (extra: Record<string, unknown> = {}) => ({
    name: '测试服务',
    url: 'https://service.example.edu.cn/test',
    typeId: dict.types[0].id,
    sceneIds: [dict.scenes[0].id],
    identities: ['STUDENT', 'TEACHER'],
    roleIds: [dict.roles[0].id],
    labelIds: [dict.labels[dict.labels.length - 1].id],
    markIds: [dict.marks[0].id],
    description: '测试',
    ...extra,
  });

  it('answers every option of a service at once, the same the lookups answer', async () => {
    expect(dict.types.map((x) => x.name)).toEqual(['综合服务', '教学服务', '学生事务', '生活服务', '办公服务', '财务服务', '图书服务', '信息服务']);
    expect(dict.marks.map((x) => x.name)).toEqual(['官方', '新', '热门', '推荐', '限时']);
    expect(dict.marks[0].color).toMatch(/^#[0-9a-f]{6}$/);
    expect(dict.roles.length).toBeGreaterThan(0);
    expect(dict.labels.length).toBeGreaterThan(0);
    expect(dict.identities.map((i) => i.value)).toEqual(['NEW_STUDENT', 'STUDENT', 'GRADUATE_STUDENT', 'TEACHER', 'OTHER']);
    const marks = await call<{ id: number; name: string }[]>(t.app, a, { method: 'GET', url: consoleGet(CATALOGUE_PATHS.shelfLabels) });
    expect(marks.result.map((m) => m.id)).toEqual(dict.marks.map((m) => m.id));
    const scenes = await call<{ id: number; name: string }[]>(t.app, a, { method: 'GET', url: consoleGet(CATALOGUE_PATHS.sceneOptions) });
    expect(scenes.result.map((s) => s.name)).toEqual(dict.scenes.map((s) => s.name));
  });

  it('lists the demo services in their order, filtered by type, scenes (overlap), marks and shelf status', async () => {
    const all = await listOf(t.app, a, `${SERVICES}/list`);
    expect(all.envelope.status).toBe(1000);
    expect(all.result.total).toBe(36);
    const sorts = all.result.data.map((r) => r.sort as number);
    expect(sorts).toEqual([...sorts].sort((x, y) => x - y));
    const first = all.result.data[0];
    expect(first).toEqual(
      expect.objectContaining({ name: '课表查询', typeId: dict.types[1].id, shelfStatus: 1, url: 'https://service.demo.edu.cn/timetable' }),
    );
    expect(Array.isArray(first.sceneIds)).toBe(true);
    const ofType = await listOf(t.app, a, `${SERVICES}/list`, { typeId: dict.types[3].id });
    expect(ofType.result.data.every((r) => r.typeId === dict.types[3].id)).toBe(true);
    expect(ofType.result.total).toBeGreaterThan(0);
    const ofScene = await listOf(t.app, a, `${SERVICES}/list`, { sceneIds: [dict.scenes[1].id] });
    expect(ofScene.result.data.map((r) => r.name)).toEqual(expect.arrayContaining(['新生报到', '学费缴纳']));
    const hot = await listOf(t.app, a, `${SERVICES}/list`, { markIds: [dict.marks[2].id] });
    expect(hot.result.data.map((r) => r.name)).toEqual(expect.arrayContaining(['课表查询', '新生报到']));
    const off = await listOf(t.app, a, `${SERVICES}/list`, { shelfStatus: 0 });
    expect(off.result.data.map((r) => r.name).sort()).toEqual(['VPN 访问', '失物招领', '用车申请'].sort());
  });

  it('adds and edits a service through submit, shelved by default; the name is unique', async () => {
    const added = await post<{ id: number }>(t.app, a, `${SERVICES}/submit`, service());
    expect(added.envelope.status).toBe(1000);
    const detail = await post<ResourceRow>(t.app, a, `${SERVICES}/detail`, { id: added.result.id });
    expect(detail.result).toEqual(expect.objectContaining({ name: '测试服务', shelfStatus: 1, roleIds: [dict.roles[0].id], markIds: [dict.marks[0].id] }));
    const edited = await post(t.app, a, `${SERVICES}/submit`, { ...service({ name: '测试服务二' }), id: added.result.id });
    expect(edited.envelope.status).toBe(1000);
    const again = await post(t.app, a, `${SERVICES}/submit`, service({ name: ' 测试服务二 ' }));
    expect(again.envelope.status).toBe(9009);
    expect(again.result as Problems).toMatchObject([{ field: 'name', reason: '服务名称“测试服务二”已存在' }]);
  });

  it('refuses bad input with a message naming the field', async () => {
    const bad = await post(
      t.app,
      a,
      `${SERVICES}/submit`,
      service({ name: '坏服务', url: 'http://localhost/x', typeId: 999999, sceneIds: [999999], identities: [] }),
    );
    expect(bad.envelope.status).toBe(9009);
    const fields = (bad.result as Problems).map((p) => p.field).sort();
    expect(fields).toEqual(['identities', 'sceneIds', 'typeId', 'url']);
    for (const p of bad.result as Problems) expect(p.reason).toMatch(/服务|可见身份/);
    const english = await call(t.app, a, {
      url: `${SERVICES}/submit`,
      body: service({ name: '坏服务', roleIds: [999999] }),
      headers: { 'accept-language': 'en' },
    });
    expect(english.envelope.status).toBe(9009);
    expect((english.result as Problems)[0].field).toBe('roleIds');
    expect((english.result as Problems)[0].reason).toContain('Roles that see it');
  });

  it('takes services off the shelf and back, one or several', async () => {
    const list = await listOf(t.app, a, `${SERVICES}/list`);
    const ids = list.result.data.slice(0, 2).map((r) => r.id);
    const off = await post<{ changed: number }>(t.app, a, `${SERVICES}/updateStatus`, { ids, shelfStatus: 0 });
    expect(off.result.changed).toBe(2);
    const now = await listOf(t.app, a, `${SERVICES}/list`, { shelfStatus: 0 });
    expect(now.result.data.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
    const on = await post<{ changed: number }>(t.app, a, `${SERVICES}/updateStatus`, { ids, shelfStatus: 1 });
    expect(on.result.changed).toBe(2);
    const wrong = await post(t.app, a, `${SERVICES}/updateStatus`, { ids, shelfStatus: 7 });
    expect(wrong.http).toBe(400);
  });

  it('moves services by drag: the page keeps its order values in the new order', async () => {
    const list = await listOf(t.app, a, `${SERVICES}/list`, { pageSize: 3 });
    const [x, y, z] = list.result.data;
    const moved = await post(t.app, a, `${SERVICES}/adjustOrder`, { ids: [z.id, x.id, y.id] });
    expect(moved.envelope.status).toBe(1000);
    const after = await listOf(t.app, a, `${SERVICES}/list`, { pageSize: 3 });
    expect(after.result.data.map((r) => [r.id, r.sort])).toEqual([
      [z.id, x.sort],
      [x.id, y.sort],
      [y.id, z.sort],
    ]);
  });

  it('refuses to remove a type, scene or mark a service uses, and removes an unused one', async () => {
    const type = await post(t.app, a, `${TYPES}/remove`, { ids: [dict.types[1].id] });
    expect(type.envelope.status).toBe(1002);
    expect(type.envelope.msg).toMatch(/^所选分类仍被\d+个服务使用，不能删除$/);
    const scene = await post(t.app, a, `${SCENES}/remove`, { ids: [dict.scenes[1].id] });
    expect(scene.envelope.status).toBe(1002);
    expect(scene.envelope.msg).toMatch(/^所选场景仍被\d+个服务使用/);
    const mark = await post(t.app, a, `${MARKS}/remove`, { ids: [dict.marks[3].id] });
    expect(mark.envelope.status).toBe(1002);
    expect(mark.envelope.msg).toMatch(/^所选标识仍被\d+个服务使用/);

    const spare = await post<{ id: number }>(t.app, a, `${MARKS}/submit`, { name: '独家', color: '#A0B0C0', sort: 99 });
    expect(spare.envelope.status).toBe(1000);
    const listed = await listOf(t.app, a, `${MARKS}/list`);
    expect(listed.result.data.find((m) => m.id === spare.result.id)?.color).toBe('#a0b0c0');
    const removed = await post<{ removed: number }>(t.app, a, `${MARKS}/remove`, { ids: [spare.result.id] });
    expect(removed.result.removed).toBe(1);
  });

  it('removes a service', async () => {
    const added = await post<{ id: number }>(t.app, a, `${SERVICES}/submit`, service({ name: '临时服务' }));
    const removed = await post<{ removed: number }>(t.app, a, `${SERVICES}/remove`, { ids: [added.result.id] });
    expect(removed.result.removed).toBe(1);
  });

  it("ignores another tenant's ids and refuses its options", async () => {
    const theirs = (await listOf(t.app, b, `${SERVICES}/list`)).result.data[0];
    const detail = await post(t.app, a, `${SERVICES}/detail`, { id: theirs.id });
    expect(detail.envelope.status).toBe(1002);
    const status = await post(t.app, a, `${SERVICES}/updateStatus`, { ids: [theirs.id], shelfStatus: 0 });
    expect(status.envelope.status).toBe(1002);
    const removed = await post(t.app, a, `${SERVICES}/remove`, { ids: [theirs.id] });
    expect(removed.envelope.status).toBe(1002);
    const edit = await post(t.app, a, `${SERVICES}/submit`, { ...service({ name: '越权' }), id: theirs.id });
    expect(edit.envelope.status).toBe(1002);
    const bDict = (await call<AllServerDict>(t.app, b, { method: 'GET', url: consoleGet(CATALOGUE_PATHS.allServerDict) })).result;
    const foreign = await post(t.app, a, `${SERVICES}/submit`, service({ name: '外校分类', typeId: bDict.types[0].id, roleIds: [bDict.roles[0].id] }));
    expect(foreign.envelope.status).toBe(9009);
    expect((foreign.result as Problems).map((p) => p.field).sort()).toEqual(['roleIds', 'typeId']);
    const still = await post<ResourceRow>(t.app, b, `${SERVICES}/detail`, { id: theirs.id });
    expect(still.result.shelfStatus).toBe(theirs.shelfStatus);
  });
});
