// Collection writes leave their audit rows: a create with every value, an update with only what
// changed, a batch action naming its ids, a removal with the record as it was; a refused write
// leaves none.
import { AUDIT_LIST_PATH, AuditEntry } from '../../../src/shared/documents/audit';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { mechanismIds } from '../resources/shieldWordsFixture';

type Page = { data: AuditEntry[]; total: number };
const BASE = '/api/blade-platform/platformalumniword';

describe('collection audit trail', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  const trail = async () => (await call<Page>(t.app, s, { url: AUDIT_LIST_PATH, body: { kind: 'collection', key: 'shieldWords', size: 10 } })).result;

  it('records create, update and remove with the changes; nothing for a refused save', async () => {
    const before = (await trail()).total;
    const [m] = await mechanismIds(t.app, s);
    const created = await call<{ id: number }>(t.app, s, { url: `${BASE}/save`, body: { word: '审计词', actionType: 1, mechanismId: m, enabled: true } });
    expect(created.envelope.status).toBe(1000);
    const id = created.result.id;
    const refused = await call(t.app, s, { url: `${BASE}/save`, body: { word: '审计词', actionType: 1, mechanismId: m } });
    expect(refused.envelope.status).toBe(9009);
    await call(t.app, s, { url: `${BASE}/update`, body: { id, word: '审计词二', actionType: 1, mechanismId: m, enabled: true } });
    await call(t.app, s, { url: `${BASE}/remove`, body: { ids: [id] } });

    const after = await trail();
    expect(after.total).toBe(before + 3);
    const [removed, updated, createdRow] = after.data;
    expect(createdRow).toEqual(expect.objectContaining({ action: 'create', target: { kind: 'collection', key: 'shieldWords', id: String(id) } }));
    expect(createdRow.changes).toEqual(expect.arrayContaining([{ path: 'word', before: null, after: '审计词' }]));
    expect(updated.action).toBe('update');
    expect(updated.changes).toEqual([{ path: 'word', before: '审计词', after: '审计词二' }]);
    // a removal keeps the record as it was, named by its title, references by their names
    expect(removed).toEqual(
      expect.objectContaining({ action: 'remove', title: '审计词二', target: { kind: 'collection', key: 'shieldWords', id: String(id) } }),
    );
    expect(removed.changes).toEqual(expect.arrayContaining([{ path: 'word', before: '审计词二', after: null }]));
    expect(removed.changes.find((c) => c.path === 'mechanismId')?.before).toEqual(expect.any(String));
    expect(removed.actor.account).toBe('admin');
  });
});
