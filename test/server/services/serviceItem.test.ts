// serviceInfo/richTextEditor/serviceList (the shelved services a rich-text editor links to: id,
// name, icon, address; by name, paged) and serviceItem/update (one service's order or listing
// marks edited in place: the other fields stay, a bad value is 9009 naming it, another tenant's
// id is not found, the edit is in the history).
import { auditDb } from '../../../src/server/audit/tables';
import type { PageResult, ResourceRow } from '../../../src/shared/resources';
import { AllServerDict, CATALOGUE_PATHS, RichTextService } from '../../../src/shared/services/catalogue';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { listOf, post, Problems } from '../resources/collectionsFixture';

const SERVICES = '/api/blade-platform/serviceInfo';

describe('service links and listing items', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
  });
  afterAll(() => t.close());

  const links = (s: Session, body: Record<string, unknown>) => post<PageResult<RichTextService>>(t.app, s, CATALOGUE_PATHS.richTextServices, body);

  it('lists only shelved services, in the hall order, with id, name, icon and address; by name; paged', async () => {
    const all = await listOf(t.app, a, `${SERVICES}/list`, { shelfStatus: 1, pageSize: 100 });
    const first = await links(a, { pageIndex: 1, pageSize: 5 });
    expect(first.envelope.status).toBe(1000);
    expect(first.result.total).toBe(all.result.total);
    expect(first.result.data.map((r) => r.id)).toEqual(all.result.data.slice(0, 5).map((r) => r.id));
    expect(Object.keys(first.result.data[0]).sort()).toEqual(['icon', 'id', 'name', 'url']);
    const second = await links(a, { pageIndex: 2, pageSize: 5 });
    expect(second.result.data.map((r) => r.id)).toEqual(all.result.data.slice(5, 10).map((r) => r.id));
    const named = await links(a, { name: '课表' });
    expect(named.result.data.map((r) => r.name)).toEqual(['课表查询']);
    expect(named.result.data[0].url).toBe('https://service.demo.edu.cn/timetable');
    const off = await links(a, { name: '失物招领' });
    expect(off.envelope.status).toBe(1004);
    expect(off.result.total).toBe(0);
    const wildcard = await links(a, { name: '%' });
    expect(wildcard.result.data).toEqual([]);
    const tooLong = await links(a, { name: 'x'.repeat(31) });
    expect(tooLong.envelope.status).toBe(9009);
    const theirs = await links(b, { pageSize: 100 });
    const ours = new Set((await links(a, { pageSize: 100 })).result.data.map((r) => r.id));
    expect(theirs.result.data.some((r) => ours.has(r.id))).toBe(false);
  });

  it('updates one listing item in place: the order and the marks, the other fields as stored', async () => {
    const dict = (await call<AllServerDict>(t.app, a, { method: 'GET', url: consoleGet(CATALOGUE_PATHS.allServerDict) })).result;
    const row = (await listOf(t.app, a, `${SERVICES}/list`, { name: '课表查询' })).result.data[0];
    const sorted = await post<{ id: number }>(t.app, a, CATALOGUE_PATHS.serviceItemUpdate, { id: row.id, sort: 4321 });
    expect(sorted.envelope.status).toBe(1000);
    const marked = await post(t.app, a, CATALOGUE_PATHS.serviceItemUpdate, { id: row.id, markIds: [dict.marks[1].id] });
    expect(marked.envelope.status).toBe(1000);
    const after = (await post<ResourceRow>(t.app, a, `${SERVICES}/detail`, { id: row.id })).result;
    expect(after).toEqual(expect.objectContaining({ sort: 4321, markIds: [dict.marks[1].id], name: row.name, url: row.url, typeId: row.typeId }));
    expect(after.sceneIds).toEqual(row.sceneIds);
    const audit = await auditDb(t.db)
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('tenant_id', '=', TENANT_A)
      .where('target_key', '=', 'services')
      .where('target_id', '=', String(row.id))
      .execute();
    expect(audit.map((r) => r.action)).toEqual(['update', 'update']);
  });

  it('refuses a bad order or an unknown mark (9009 naming it), other fields, an empty edit and another tenant', async () => {
    const row = (await listOf(t.app, a, `${SERVICES}/list`, { name: '新生报到' })).result.data[0];
    const negative = await post<Problems>(t.app, a, CATALOGUE_PATHS.serviceItemUpdate, { id: row.id, sort: -1 });
    expect(negative.envelope.status).toBe(9009);
    expect(negative.result.map((p) => p.field)).toEqual(['sort']);
    const mark = await post<Problems>(t.app, a, CATALOGUE_PATHS.serviceItemUpdate, { id: row.id, markIds: [999999] });
    expect(mark.envelope.status).toBe(9009);
    expect(mark.result.map((p) => p.field)).toEqual(['markIds']);
    const nothing = await post<Problems>(t.app, a, CATALOGUE_PATHS.serviceItemUpdate, { id: row.id });
    expect(nothing.envelope.status).toBe(9009);
    const otherField = await post(t.app, a, CATALOGUE_PATHS.serviceItemUpdate, { id: row.id, name: '改名' });
    expect([9009, 400]).toContain(otherField.envelope.status);
    const stranger = await post(t.app, b, CATALOGUE_PATHS.serviceItemUpdate, { id: row.id, sort: 5 });
    expect(stranger.envelope.status).toBe(1002);
    const still = (await post<ResourceRow>(t.app, a, `${SERVICES}/detail`, { id: row.id })).result;
    expect(still).toEqual(expect.objectContaining({ sort: row.sort, name: row.name }));
  });
});
