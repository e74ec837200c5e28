// A history that keeps the past (issue 29): a removed record keeps its content (its fields as
// they were, references by their names) and its name in the row; rows are named by their
// objects' titles, older rows (written before titles were kept) by the titles their objects
// have now; an app key's rotation is recorded (by fingerprints, never the secret); the writes of
// hand-built screens (the robot library) are recorded by their routes.
import { sql } from 'kysely';
import { APP_KEY_PATHS } from '../../../src/shared/appCalls/api';
import { AUDIT_LIST_PATH, AuditEntry } from '../../../src/shared/documents/audit';
import { ROBOT_PATHS } from '../../../src/shared/robot/api';
import { buildTestApp, call, Session, signIn, TENANT_A, TestApp } from '../helpers';

type Page = { data: AuditEntry[]; total: number };

describe('a history that keeps the past', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  const trail = async (key: string, size = 5) => (await call<Page>(t.app, s, { url: AUDIT_LIST_PATH, body: { key, size } })).result.data;
  const post = <T = unknown>(url: string, body: unknown) => call<T>(t.app, s, { url, body });

  it('keeps a removed service type: its content and its name', async () => {
    const saved = await post<{ id: number }>('/api/blade-platform/serviceType/submit', { name: '历史测试分类', sort: 7 });
    expect(saved.envelope.status).toBe(1000);
    const id = saved.result.id;
    expect((await post('/api/blade-platform/serviceType/remove', { ids: [id] })).envelope.status).toBe(1000);
    const [removed, created] = await trail('serviceTypes');
    expect(removed).toEqual(
      expect.objectContaining({ action: 'remove', title: '历史测试分类', target: { kind: 'collection', key: 'serviceTypes', id: String(id) } }),
    );
    expect(removed.changes).toEqual(
      expect.arrayContaining([
        { path: 'name', before: '历史测试分类', after: null },
        { path: 'sort', before: 7, after: null },
      ]),
    );
    expect(created).toEqual(expect.objectContaining({ action: 'create', title: '历史测试分类' }));
  });

  it('keeps a removed service with its type and scenes by name, one row each when several go', async () => {
    const { rows } = await sql<{ id: number; name: string; type: string; scenes: string[] }>`select s.id, s.name, t.name as type,
        array(select c.name from service_scenes c where c.id = any(s.scene_ids) order by c.id) as scenes
      from services s join service_types t on t.id = s.type_id where s.tenant_id = ${TENANT_A} and cardinality(s.scene_ids) > 0 order by s.id limit 2`.execute(
      t.db,
    );
    expect(rows).toHaveLength(2);
    const r = await post<{ removed: number }>('/api/blade-platform/serviceInfo/remove', { ids: rows.map((x) => x.id) });
    expect(r.envelope.status).toBe(1000);
    const entries = (await trail('services')).filter((e) => e.action === 'remove');
    expect(entries.map((e) => e.title).sort()).toEqual(rows.map((x) => x.name).sort());
    for (const row of rows) {
      const entry = entries.find((e) => e.target.id === String(row.id))!;
      expect(entry.changes).toEqual(
        expect.arrayContaining([
          { path: 'name', before: row.name, after: null },
          { path: 'typeId', before: row.type, after: null },
          { path: 'sceneIds', before: expect.arrayContaining(row.scenes), after: null },
        ]),
      );
    }
  });

  it('names an update by the record, and older rows by the title their object has now', async () => {
    const saved = await post<{ id: number }>('/api/blade-platform/serviceType/submit', { name: '改名之前', sort: 8 });
    await post('/api/blade-platform/serviceType/submit', { id: saved.result.id, name: '改名之后', sort: 8 });
    const [updated] = await trail('serviceTypes');
    expect(updated).toEqual(
      expect.objectContaining({ action: 'update', title: '改名之后', changes: [{ path: 'name', before: '改名之前', after: '改名之后' }] }),
    );
    // a row as rows were before titles were kept
    await sql`update audit_log set target_title = null where id = ${updated.id}`.execute(t.db);
    expect((await trail('serviceTypes'))[0]).toEqual(expect.objectContaining({ id: updated.id, title: '改名之后' }));
  });

  it('records an app key rotation, by the key and the fingerprints of its secrets', async () => {
    const [key] = (await post<{ id: string; name: string }[]>(APP_KEY_PATHS.list, {})).result;
    const rotated = await post<{ id: string; secret: string }>(APP_KEY_PATHS.rotate, { id: key.id });
    expect(rotated.envelope.status).toBe(1000);
    const [row] = await trail('appKeys');
    expect(row).toEqual(expect.objectContaining({ action: 'update', title: key.name, target: { kind: 'collection', key: 'appKeys', id: key.id } }));
    expect(row.changes).toEqual([{ path: 'secret', before: expect.stringMatching(/^[0-9a-f]{12}$/), after: expect.stringMatching(/^[0-9a-f]{12}$/) }]);
    expect(row.changes[0].before).not.toBe(row.changes[0].after);
    expect(JSON.stringify(row)).not.toContain(rotated.result.secret);
    // a refused rotation (another tenant's or no key) leaves no row
    await post(APP_KEY_PATHS.rotate, { id: 'ak_000000000000000000000000' });
    expect((await trail('appKeys'))[0].id).toBe(row.id);
  });

  it("records the robot library's writes, a removed type by its name", async () => {
    const saved = await post<{ id: number }>(ROBOT_PATHS.typeSave, { name: '历史测试问答分类' });
    expect(saved.envelope.status).toBe(1000);
    await post(ROBOT_PATHS.typeRemove, { ids: [saved.result.id] });
    const [removed, created] = await trail('robotQuestionTypes');
    expect(created).toEqual(expect.objectContaining({ action: 'create', title: '历史测试问答分类' }));
    expect(removed).toEqual(expect.objectContaining({ action: 'remove', title: '历史测试问答分类' }));
    expect(removed.changes).toEqual(expect.arrayContaining([{ path: 'name', before: '历史测试问答分类', after: null }]));
  });
});
