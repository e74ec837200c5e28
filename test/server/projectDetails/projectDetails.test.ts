// /ProjectDetails' calls: the summary's counts equal the tables' (and move with them), the
// administrators with their newest sign-in, the appearance's legacy detail for name and logo,
// each within the caller's tenant only; answers keep their JSON schemas.
import Ajv from 'ajv';
import { sql } from 'kysely';
import { adminInfoResultSchema, projectSummaryResultSchema } from '../../../src/server/routes/projectDetails/schemas';
import { DOCUMENTS } from '../../../src/shared/documents';
import { AdminInfo, PROJECT_DETAIL_PATHS, ProjectSummary } from '../../../src/shared/platform/projectDetails';
import { RESOURCES } from '../../../src/shared/resources';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';

const ajv = new Ajv({ allErrors: true });
const validSummary = ajv.compile(projectSummaryResultSchema);
const validAdmins = ajv.compile(adminInfoResultSchema);

describe('project details', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
  });
  afterAll(() => t.close());

  const summary = async (s: Session) => {
    const r = await call<ProjectSummary>(t.app, s, { method: 'GET', url: consoleGet(PROJECT_DETAIL_PATHS.summary) });
    expect(r.envelope.status).toBe(1000);
    expect(validSummary(r.result)).toBe(true);
    return r.result;
  };
  const n = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(t.db)).rows[0].n);

  it("counts what the tables hold for the caller's tenant", async () => {
    const s = await summary(a);
    for (const { identity, count } of s.people)
      expect(count).toBe(await n(sql`select count(*)::int n from people where tenant_id = ${TENANT_A} and identity = ${identity}`));
    expect(s.people.reduce((x, p) => x + p.count, 0)).toBeGreaterThan(0);
    expect(s.services).toEqual({
      total: await n(sql`select count(*)::int n from services where tenant_id = ${TENANT_A}`),
      shelved: await n(sql`select count(*)::int n from services where tenant_id = ${TENANT_A} and shelf_status = 1`),
    });
    for (const { key, count } of s.collections) {
      const table = RESOURCES.find((r) => r.key === key)!.table;
      expect(count).toBe(await n(sql`select count(*)::int n from ${sql.table(table)} where tenant_id = ${TENANT_A}`));
    }
    expect(s.collections.map((c) => c.key)).toEqual(expect.arrayContaining(['appVersions', 'shieldWords']));
    expect(s.documents).toEqual({
      published: await n(sql`select count(distinct key)::int n from documents where tenant_id = ${TENANT_A} and published_version is not null`),
      total: DOCUMENTS.length,
    });
    const flow = await n(sql`select count(*)::int n from information_schema.tables where table_name = 'flow_services'`);
    if (flow === 0) expect(s.flowServices).toBeNull();
    else expect(s.flowServices).toBe(await n(sql`select count(*)::int n from flow_services where tenant_id = ${TENANT_A}`));
    const newest = await sql<{ platform: string; build: number }>`
      select platform, max(build)::int build from app_versions where tenant_id = ${TENANT_A} and published group by platform order by platform`.execute(t.db);
    expect(s.appVersions.map((v) => ({ platform: v.platform, build: v.build }))).toEqual(newest.rows);
  });

  it('moves with the tables, and another tenant never sees the change', async () => {
    const beforeA = await summary(a);
    const beforeB = await summary(b);
    await sql`update services set shelf_status = 0 where id = (select min(id) from services where tenant_id = ${TENANT_A} and shelf_status = 1)`.execute(t.db);
    await sql`insert into people (tenant_id, identity, name) values (${TENANT_A}, 'OTHER', '项目详情测试')`.execute(t.db);
    const afterA = await summary(a);
    expect(afterA.services).toEqual({ total: beforeA.services.total, shelved: beforeA.services.shelved - 1 });
    const others = (s: ProjectSummary) => s.people.find((p) => p.identity === 'OTHER')!.count;
    expect(others(afterA)).toBe(others(beforeA) + 1);
    expect(await summary(b)).toEqual(beforeB);
  });

  it("lists the tenant's administrators with their newest sign-in, never another tenant's", async () => {
    const r = await call<AdminInfo[]>(t.app, a, { url: PROJECT_DETAIL_PATHS.adminInfo, body: {} });
    expect(r.envelope.status).toBe(1000);
    expect(validAdmins(r.result)).toBe(true);
    const accounts = await sql<{ account: string }>`select account from admin_users where tenant_id = ${TENANT_A} order by account`.execute(t.db);
    expect(r.result.map((x) => x.account).sort()).toEqual(accounts.rows.map((x) => x.account));
    const admin = r.result.find((x) => x.account === 'admin')!;
    expect(admin).toEqual(expect.objectContaining({ name: '系统管理员', enabled: true }));
    expect(admin.lastSignInAt).not.toBeNull();
    const rb = await call<AdminInfo[]>(t.app, b, { url: PROJECT_DETAIL_PATHS.adminInfo, body: {} });
    expect(rb.result.find((x) => x.account === 'admin')!.name).toBe('滨江管理员');
    const named = await call(t.app, b, { url: PROJECT_DETAIL_PATHS.adminInfo, body: { tenantId: TENANT_A } });
    expect(named.envelope.status).toBe(1002);
  });

  it("reads the platform's name and logo through the appearance's legacy detail, by GET (document 002 §7)", async () => {
    const r = await call<{ content: { platformName: string; logo: string | null } }>(t.app, a, {
      method: 'GET',
      url: consoleGet(PROJECT_DETAIL_PATHS.appearance),
    });
    expect(r.envelope.status).toBe(1000);
    expect(typeof r.result.content.platformName).toBe('string');
    // the documented method only: a POST finds no route
    const posted = await call(t.app, a, { url: PROJECT_DETAIL_PATHS.appearance, body: {} });
    expect(posted.http).toBe(404);
  });
});
