// The audit trail: a row for every document write (save, publish, restore) with who, what and
// the field changes, none for a refused or unchanged write; the list call is the caller's
// tenant's only, newest first, filtered and paged; rows survive a reopen of the database.
import { rmSync } from 'node:fs';
import { buildApp } from '../../../src/server/app';
import { migrate } from '../../../src/server/db/migrate';
import { AUDIT_LIST_PATH, AuditEntry } from '../../../src/shared/documents/audit';
import { todayIn } from '../../../src/shared/dateTime';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { makeReopenableDb } from '../testDb';
import { detail, docCall, save } from '../documents/documentCalls';
import { dataDirForSmallDemo } from '../../templates/dataFolder';

type Page = { data: AuditEntry[]; total: number };
const list = (t: TestApp['app'], s: Session, body: Record<string, unknown> = {}) => call<Page>(t, s, { url: AUDIT_LIST_PATH, body });

describe('audit trail', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  it("the seed's writes are in each tenant's trail", async () => {
    const a = await list(t.app, s, { kind: 'document', key: 'loginPrompt' });
    expect(a.envelope.status).toBe(1000);
    // v1 saved and published, v2 saved
    expect(a.result.data.map((e) => e.action)).toEqual(['save', 'publish', 'save']);
  });

  it('records save, publish and restore with actor, target and changes; nothing for refused or unchanged writes', async () => {
    const before = (await list(t.app, s)).result.total;
    const cur = (await detail(t.app, s, 'appearance')).result;
    await save(t.app, s, 'appearance', cur.version, { footerText: '审计测试' });
    await save(t.app, s, 'appearance', cur.version, { footerText: '过期的基础版本' }); // conflict
    await save(t.app, s, 'appearance', cur.version + 1, { primaryColor: 'blue' }); // invalid
    await save(t.app, s, 'appearance', cur.version + 1, { footerText: '审计测试' }); // unchanged
    await docCall(t.app, s, 'appearance', 'publish', { baseVersion: cur.version + 1 });
    await docCall(t.app, s, 'appearance', 'publish', { baseVersion: cur.version + 1 }); // nothing to publish
    await docCall(t.app, s, 'appearance', 'restore', { version: cur.version, baseVersion: cur.version + 1 });
    const after = (await list(t.app, s, { size: 3 })).result;
    expect(after.total).toBe(before + 3);
    expect(after.data.map((e) => e.action)).toEqual(['restore', 'publish', 'save']);
    const [restore, publish, saved] = after.data;
    expect(saved).toEqual(
      expect.objectContaining({
        actor: { account: 'admin', name: '系统管理员' },
        target: { kind: 'document', key: 'appearance', id: null },
        changes: [{ path: 'footerText', before: cur.content.footerText, after: '审计测试' }],
      }),
    );
    expect(publish.changes).toEqual([{ path: 'footerText', before: cur.content.footerText, after: '审计测试' }]);
    expect(restore.changes).toEqual([{ path: 'footerText', before: '审计测试', after: cur.content.footerText }]);
    expect(Date.parse(restore.at)).toBeGreaterThanOrEqual(Date.parse(saved.at));
  });

  it('pages newest first and filters by kind, key and time', async () => {
    const all = (await list(t.app, s, { size: 100 })).result;
    const p2 = (await list(t.app, s, { current: 2, size: 2 })).result;
    expect(p2.data.map((e) => e.id)).toEqual(all.data.slice(2, 4).map((e) => e.id));
    const ats = all.data.map((e) => Date.parse(e.at));
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);
    expect((await list(t.app, s, { key: 'appearance', size: 100 })).result.data.every((e) => e.target.key === 'appearance')).toBe(true);
    const none = await list(t.app, s, { kind: 'collection' });
    expect(none.envelope.status).toBe(1004);
    expect(none.result).toEqual({ data: [], total: 0 });
    const future = await list(t.app, s, { from: '2999-01-01' });
    expect(future.result.total).toBe(0);
    // a day is the tenant's (Asia/Shanghai before any publish), not the server's
    const day = todayIn(t.clock.now(), 'Asia/Shanghai');
    const toToday = (await list(t.app, s, { to: day, size: 100 })).result;
    expect(toToday.total).toBe(all.total);
    expect((await list(t.app, s, { from: 'yesterday' })).envelope.status).toBe(9009);
  });

  it("filters by who (the account, or a part of the name) and by action; another tenant's actor finds nothing", async () => {
    const all = (await list(t.app, s, { size: 100 })).result;
    expect(all.total).toBeGreaterThan(0);
    const byAccount = (await list(t.app, s, { actor: 'admin', size: 100 })).result;
    expect(byAccount.total).toBe(all.data.filter((e) => e.actor.account === 'admin' || e.actor.name.includes('admin')).length);
    expect((await list(t.app, s, { actor: '管理', size: 100 })).result.total).toBe(all.data.filter((e) => e.actor.name.includes('管理')).length);
    const nobody = await list(t.app, s, { actor: '无此人%' });
    expect(nobody.result).toEqual({ data: [], total: 0 });
    expect((await list(t.app, s, { actor: '滨江' })).result.total).toBe(0);
    const saves = (await list(t.app, s, { action: 'save', size: 100 })).result;
    expect(saves.total).toBe(all.data.filter((e) => e.action === 'save').length);
    expect((await list(t.app, s, { action: 'rename' })).envelope.status).toBe(9009);
  });

  it('another tenant lists only its own rows', async () => {
    const sb = await signIn(t.app, TENANT_B);
    const b = (await list(t.app, sb, { size: 100 })).result;
    const a = (await list(t.app, s, { size: 100 })).result;
    expect(b.total).toBeGreaterThan(0);
    expect(b.data.every((e) => e.actor.name === '滨江管理员')).toBe(true);
    const ids = new Set(a.data.map((e) => e.id));
    expect(b.data.some((e) => ids.has(e.id))).toBe(false);
    const named = await call(t.app, sb, { url: AUDIT_LIST_PATH, body: { tenantId: TENANT_A } });
    expect(named.envelope.status).toBe(1002);
  });
});

describe('audit trail on a file-backed database', () => {
  const dir = dataDirForSmallDemo('campus-audit-');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its rows and the document versions across a reopen', async () => {
    const database = await makeReopenableDb(dir, { seed: 'small' });
    const open = async () => {
      // a start migrates (nothing to do on the template) before it serves
      const db = await database.open();
      await migrate(db);
      const app = buildApp({ db, dataDir: dir });
      await app.ready();
      return { db, app };
    };
    const first = await open();
    const s1 = await signIn(first.app, TENANT_A);
    const cur = (await detail(first.app, s1, 'loginPrompt')).result;
    expect((await save(first.app, s1, 'loginPrompt', cur.version, { title: '重启之前' })).envelope.status).toBe(1000);
    const before = (await list(first.app, s1, { size: 100 })).result;
    await first.app.close();
    await first.db.destroy();

    const second = await open();
    try {
      const s2 = await signIn(second.app, TENANT_A);
      const after = (await list(second.app, s2, { size: 100 })).result;
      expect(after).toEqual(before);
      expect(after.data[0].changes).toContainEqual({ path: 'title', before: cur.content.title, after: '重启之前' });
      expect((await detail(second.app, s2, 'loginPrompt')).result).toEqual(
        expect.objectContaining({ version: cur.version + 1, content: expect.objectContaining({ title: '重启之前' }) }),
      );
    } finally {
      await second.app.close();
      await second.db.destroy();
      await database.drop();
    }
  });
});
