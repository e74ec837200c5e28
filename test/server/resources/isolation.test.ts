// Tenant isolation of the generic resource calls: tenant B never sees, changes or removes A's rows.
import { buildTestApp, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { list, mechanismIds, remove, save, update } from './shieldWordsFixture';

describe('resource tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aRow: number;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
    const [m] = await mechanismIds(t.app, a);
    aRow = ((await save(t.app, a, { word: '甲方专用', actionType: 1, mechanismId: m })).result as { id: number }).id;
  });
  afterAll(() => t.close());

  it("lists only the caller's rows", async () => {
    const seen = await list(t.app, b, { pageSize: 99999 });
    expect(seen.result.total).toBe(3);
    expect(seen.result.data.map((r) => r.id)).not.toContain(aRow);
    expect((await list(t.app, b, { word: '甲方专用' })).envelope.status).toBe(1004);
  });

  it("cannot update another tenant's row", async () => {
    const r = await update(t.app, b, { id: aRow, word: '被改了' });
    expect(r.envelope.status).toBe(1002);
    const mine = await list(t.app, a, { word: '甲方专用' });
    expect(mine.result.total).toBe(1);
  });

  it("cannot remove another tenant's row", async () => {
    const r = await remove(t.app, b, [aRow]);
    expect(r.envelope.status).toBe(1002);
    expect((await list(t.app, a, { word: '甲方专用' })).result.total).toBe(1);
  });

  it('may use a word another tenant already has: uniqueness is per tenant', async () => {
    const [m] = await mechanismIds(t.app, b);
    const r = await save(t.app, b, { word: '甲方专用', actionType: 1, mechanismId: m });
    expect(r.envelope.status).toBe(1000);
  });

  it('sees only its own dealing mechanisms', async () => {
    const mine = await mechanismIds(t.app, a);
    const theirs = await mechanismIds(t.app, b);
    expect(mine).toHaveLength(3);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
  });
});
