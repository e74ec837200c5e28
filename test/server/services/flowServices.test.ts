// Flow services on the real app and the small demo: page, addOrUpdate with its key rules,
// batchUpdate (enable and disable), getNum's counts and getOne by process key, bad input and
// another tenant's ids.
import type { ResourceRow } from '../../../src/shared/resources';
import { CATALOGUE_PATHS, FlowServiceCounts } from '../../../src/shared/services/catalogue';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { listOf, post, Problems } from '../resources/collectionsFixture';

const FLOWS = '/api/blade-platform/flowServiceConfig';

describe('flow services', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
  });
  afterAll(() => t.close());

  const counts = async (s: Session) => (await call<FlowServiceCounts>(t.app, s, { method: 'GET', url: consoleGet(CATALOGUE_PATHS.flowGetNum) })).result;
  const getOne = (s: Session, flowKey: string) =>
    call<ResourceRow | null>(t.app, s, { method: 'GET', url: consoleGet(CATALOGUE_PATHS.flowGetOne, { flowKey }) });

  it('pages the demo flow services and counts them', async () => {
    const page = await listOf(t.app, a, `${FLOWS}/page`, { pageSize: 5 });
    expect(page.result.total).toBe(10);
    expect(page.result.data).toHaveLength(5);
    expect(await counts(a)).toEqual({ total: 10, enabled: 8 });
  });

  it('adds through addOrUpdate, finds it by its key, and counts it', async () => {
    const added = await post<{ id: number }>(t.app, a, `${FLOWS}/addOrUpdate`, {
      name: '实验室预约',
      flowKey: 'lab_booking',
      category: 'teaching',
      enabled: true,
    });
    expect(added.envelope.status).toBe(1000);
    const one = await getOne(a, 'LAB_BOOKING');
    expect(one.envelope.status).toBe(1000);
    expect(one.result).toEqual(expect.objectContaining({ id: added.result.id, name: '实验室预约', flowKey: 'lab_booking', enabled: true }));
    expect(await counts(a)).toEqual({ total: 11, enabled: 9 });
    const edited = await post(t.app, a, `${FLOWS}/addOrUpdate`, { id: added.result.id, description: '开放实验室预约' });
    expect(edited.envelope.status).toBe(1000);
    const detail = await post<ResourceRow>(t.app, a, `${FLOWS}/detail`, { id: added.result.id });
    expect(detail.result).toEqual(expect.objectContaining({ name: '实验室预约', description: '开放实验室预约' }));
  });

  it('enables and disables several at once through batchUpdate', async () => {
    const page = await listOf(t.app, a, `${FLOWS}/page`, { enabled: true, pageSize: 3 });
    const ids = page.result.data.map((r) => r.id);
    const before = await counts(a);
    const off = await post<{ changed: number }>(t.app, a, `${FLOWS}/batchUpdate`, { ids, enabled: false });
    expect(off.result.changed).toBe(3);
    expect(await counts(a)).toEqual({ total: before.total, enabled: before.enabled - 3 });
    await post(t.app, a, `${FLOWS}/batchUpdate`, { ids, enabled: true });
    expect(await counts(a)).toEqual(before);
  });

  it('refuses bad input with a message: a key of the wrong form, a taken key, an unknown category, no key at getOne', async () => {
    const bad = await post(t.app, a, `${FLOWS}/addOrUpdate`, { name: '坏流程', flowKey: '1 bad', category: 'nowhere' });
    expect(bad.envelope.status).toBe(9009);
    expect((bad.result as Problems).map((p) => p.field).sort()).toEqual(['category', 'flowKey']);
    expect((bad.result as Problems).find((p) => p.field === 'flowKey')!.reason).toContain('流程标识须以字母开头');
    const taken = await post(t.app, a, `${FLOWS}/addOrUpdate`, { name: '重复流程', flowKey: 'Student_Leave', category: 'other' });
    expect(taken.result as Problems).toMatchObject([{ field: 'flowKey', reason: '流程标识“Student_Leave”已存在' }]);
    const missing = await getOne(a, 'no_such_flow');
    expect(missing.envelope.status).toBe(1002);
    expect(missing.envelope.msg).toBe('未找到该流程标识对应的流程服务');
    const noKey = await call(t.app, a, { method: 'GET', url: consoleGet(CATALOGUE_PATHS.flowGetOne) });
    expect(noKey.http).toBe(400);
  });

  it("keeps tenants apart: another tenant's ids and keys are not found, its counts its own", async () => {
    const theirs = (await listOf(t.app, b, `${FLOWS}/page`)).result.data[0];
    const changed = await post(t.app, a, `${FLOWS}/batchUpdate`, { ids: [theirs.id], enabled: false });
    expect(changed.envelope.status).toBe(1002);
    const detail = await post(t.app, a, `${FLOWS}/detail`, { id: theirs.id });
    expect(detail.envelope.status).toBe(1002);
    expect((await getOne(b, 'lab_booking')).envelope.status).toBe(1002);
    expect(await counts(b)).toEqual({ total: 10, enabled: 8 });
  });
});
