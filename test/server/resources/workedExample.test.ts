// The worked example of docs/ADDING_SCREENS.md: a new collection with a public read is one folder
// (test/fixtures/workedExample/kiosks) and one line (the registry's). Its migration is generated
// (src/server/db/definitionMigration.ts) and applied to the migrated template; the app serves the
// registry plus it, and the real routes take records through the admin calls, list and filter
// them, and let the apps read the enabled ones, with only their public fields.
import { RESOURCES, ResourceRow } from '../../../src/shared/resources';
import { publicCollectionPath, PublicPage } from '../../../src/shared/publicReads/api';
import { changeStatements, definitionChanges } from '../../../src/server/db/definitionMigration';
import { migrate } from '../../../src/server/db/migrate';
import { MIGRATIONS } from '../../../src/server/db/migrations';
import { sqlMigration } from '../../../src/server/db/migrations/sql';
import { kiosks } from '../../fixtures/workedExample/kiosks/definition';
import { buildTestApp, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { publicGet } from '../publicReads/reads';
import { listOf, post } from './collectionsFixture';

const REGISTRY = [...RESOURCES, kiosks];
const BASE = kiosks.base;
const byName = (x: Record<string, unknown>, y: Record<string, unknown>) => String(x.name).localeCompare(String(y.name));

describe('worked example: a new collection with a public read', () => {
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    t = await buildTestApp({ resources: REGISTRY });
    const changes = await definitionChanges(t.db, REGISTRY);
    expect(changes.map((c) => [c.kind, c.def.key])).toEqual([['createTable', 'kiosks']]);
    expect(await migrate(t.db, [...MIGRATIONS, sqlMigration('999_kiosks', changeStatements(changes))])).toEqual(['999_kiosks']);
    a = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  const save = (record: Record<string, unknown>) => post<unknown>(t.app, a, `${BASE}/submit`, record);
  const names = (rows: readonly Record<string, unknown>[]) => rows.map((r) => String(r.name)).sort();

  it('takes records through the admin calls, refuses a duplicate name, lists and filters them', async () => {
    for (const r of [
      { name: '图书馆一楼', location: '图书馆一楼大厅东侧', hours: '7:00-22:00', note: '可打印成绩单' },
      { name: '行政楼', location: '行政楼一楼办事大厅', hours: '工作日 8:30-17:30' },
      { name: '东区宿舍', location: '东区 5 号楼一楼', hours: '全天', enabled: false },
    ]) {
      expect((await save(r)).envelope.status).toBe(1000);
    }
    expect((await save({ name: ' 行政楼 ', location: '另一处' })).envelope.status).toBe(9009);

    const all = await listOf(t.app, a, `${BASE}/list`);
    expect(names(all.result.data)).toEqual(['东区宿舍', '图书馆一楼', '行政楼'].sort());
    expect(all.result.data.find((r) => r.name === '行政楼')).toMatchObject({ location: '行政楼一楼办事大厅', enabled: true });
    expect(names((await listOf(t.app, a, `${BASE}/list`, { name: '楼' })).result.data)).toEqual(['图书馆一楼', '行政楼'].sort());
    expect(names((await listOf(t.app, a, `${BASE}/list`, { enabled: false })).result.data)).toEqual(['东区宿舍']);
    // the other tenant sees none of them
    const b = await signIn(t.app, TENANT_B);
    expect((await listOf(t.app, b, `${BASE}/list`)).result.data ?? []).toEqual([]);
  });

  it('lets the apps read the enabled records with their public fields only, and follows a disable', async () => {
    const read = async () => (await publicGet<PublicPage>(t.app, publicCollectionPath(TENANT_A, 'kiosks'))).body;
    const page = await read();
    expect(page.total).toBe(2);
    for (const r of page.data) expect(typeof r.id).toBe('number');
    expect(page.data.map(({ id: _id, ...rest }) => rest)).toEqual(
      [
        { name: '图书馆一楼', location: '图书馆一楼大厅东侧', hours: '7:00-22:00' },
        { name: '行政楼', location: '行政楼一楼办事大厅', hours: '工作日 8:30-17:30' },
      ].sort(byName),
    );
    const id = ((await listOf(t.app, a, `${BASE}/list`, { name: '图书馆' })).result.data[0] as ResourceRow).id;
    expect((await post(t.app, a, `${BASE}/updateStatus`, { ids: [id], enabled: false })).envelope.status).toBe(1000);
    expect(names((await read()).data)).toEqual(['行政楼']);
  });
});
