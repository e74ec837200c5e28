// The visit log (/serviceAccessRecordVisitLog) on the real app and the small demo's year of
// visits: newest first, filters (service, account, identity, client, a time range read in Beijing
// time), the person's name when the account names one, getServicePreview with the service's name,
// icon and address, no write call, no other tenant's visits, the list's capped total and the
// export job's xlsx of the current search. A log of 120k visits keeps a filtered page on the
// index (tenant_id, visited_at desc, id desc).
import { sql } from 'kysely';
import { resourceExportPath } from '../../../src/shared/exports/resourceApi';
import type { ResourceRow } from '../../../src/shared/resources';
import { visitLog } from '../../../src/shared/resources/visitLog/definition';
import { call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { buildExportApp, fetchFile, waitForExport } from '../exports/exportApp';
import { readWorkbook } from '../imports/fixtures';
import { listOf, post } from '../resources/collectionsFixture';

const BASE = '/api/blade-platform/visitLog';
const ACCOUNT = 'visitlog-test';

let t: TestApp;
let a: Session;
let b: Session;
let person: { id: number; name: string; account: string };
let serviceA: { id: number; name: string; icon: string | null; url: string };
let serviceB: { id: number };

/** one visit; `at` an instant with its zone */
const visit = (tenant: string, serviceId: number, account: string, identity: string, client: string, at: string, personId: number | null = null) =>
  sql`insert into service_visits (tenant_id, service_id, person_id, account, identity, client, visited_at, batch_id)
    values (${tenant}, ${serviceId}, ${personId}, ${account}, ${identity}, ${client}, ${at}::timestamptz, 'test')`.execute(t.db);

beforeAll(async () => {
  t = await buildExportApp();
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
  const firstService = (tenant: string) =>
    sql<{
      id: number;
      name: string;
      icon: string | null;
      url: string;
    }>`select id, name, icon, url from services where tenant_id = ${tenant} order by sort, id limit 1`
      .execute(t.db)
      .then((r) => r.rows[0]);
  serviceA = await firstService(TENANT_A);
  serviceB = await firstService(TENANT_B);
  person = (
    await sql<{
      id: number;
      name: string;
      account: string;
    }>`select id, name, ${ACCOUNT} as account from people where tenant_id = ${TENANT_A} and identity = 'TEACHER' limit 1`.execute(t.db)
  ).rows[0];
  // Beijing time: 2025-03-01 23:30 and 2025-03-02 00:10 are 15:30Z and 16:10Z of March 1st
  await visit(TENANT_A, serviceA.id, ACCOUNT, 'TEACHER', 'ios', '2025-03-01T15:30:00Z', person.id);
  await visit(TENANT_A, serviceA.id, ACCOUNT, 'TEACHER', 'android', '2025-03-01T16:10:00Z', person.id);
  await visit(TENANT_A, serviceA.id, ACCOUNT, 'TEACHER', 'wechat', '2025-02-28T01:00:00Z', person.id);
  await visit(TENANT_A, serviceA.id, `${ACCOUNT}-2`, '', 'pc', '2025-03-01T02:00:00Z');
  await visit(TENANT_B, serviceB.id, ACCOUNT, 'STUDENT', 'ios', '2025-03-01T03:00:00Z');
});
afterAll(() => t.close());

const list = (s: Session, body: Record<string, unknown> = {}) => listOf(t.app, s, `${BASE}/list`, body);

test('lists the demo year of visits newest first, each with its service and no record times', async () => {
  const page = await list(a, { pageIndex: 1, pageSize: 20 });
  expect(page.envelope.status).toBe(1000);
  const stored = await sql<{ n: number }>`select count(*)::int as n from service_visits where tenant_id = ${TENANT_A}`.execute(t.db);
  expect(page.result.total).toBe(Math.min(stored.rows[0].n, visitLog.countCap!));
  expect(page.result.data).toHaveLength(20);
  const times = page.result.data.map((r) => r.visitedAt as string);
  expect(times).toEqual([...times].sort().reverse());
  expect(times[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const row = page.result.data[0];
  expect(row).not.toHaveProperty('createdAt');
  expect(row).not.toHaveProperty('updatedAt');
  const options = await call<{ id: number; name: string }[]>(t.app, a, { method: 'GET', url: consoleGet(`${BASE}/serviceOptions`) });
  expect(options.result.map((o) => o.id)).toContain(row.service);
});

test('filters by account, a range of Beijing time (a day alone as the end takes the whole day), client, identity and service', async () => {
  const march1 = await list(a, { account: ACCOUNT, visitedAtStart: '2025-03-01', visitedAtEnd: '2025-03-01' });
  expect(march1.result.data.map((r) => [r.account, r.client, r.visitedAt])).toEqual([
    [ACCOUNT, 'ios', '2025-03-01 23:30:00'],
    [`${ACCOUNT}-2`, 'pc', '2025-03-01 10:00:00'],
  ]);
  const fromMidnight = await list(a, { account: ACCOUNT, visitedAtStart: '2025-03-02 00:00:00' });
  expect(fromMidnight.result.data.map((r) => r.visitedAt)).toEqual(['2025-03-02 00:10:00']);
  const ios = await list(a, { account: ACCOUNT, client: 'ios' });
  expect(ios.result.data.map((r) => r.visitedAt)).toEqual(['2025-03-01 23:30:00']);
  const teachers = await list(a, { account: ACCOUNT, identity: 'TEACHER', service: serviceA.id });
  expect(teachers.result.total).toBe(3);
  // the account names a person: the row shows the person's name
  expect(teachers.result.data.every((r) => r.personName === person.name)).toBe(true);
  const unknown = await list(a, { account: `${ACCOUNT}-2` });
  expect(unknown.result.data[0].personName).toBeNull();
  const none = await list(a, { account: ACCOUNT, client: 'harmony' });
  expect(none.envelope.status).toBe(1004);
  const badDay = await list(a, { visitedAtStart: '2025-02-30' });
  expect(badDay.envelope.status).toBe(9009);
  // ordered by a listed field on asking; the record times a log has not are refused
  const byAccount = await list(a, { account: ACCOUNT, sort: { field: 'account', direction: 'desc' } });
  expect(byAccount.result.data[0].account).toBe(`${ACCOUNT}-2`);
  const byCreated = await post(t.app, a, `${BASE}/list`, { sort: { field: 'createdAt' } });
  expect(byCreated.http).toBe(400);
});

test('getServicePreview answers one visit with its service name, icon and address', async () => {
  const [row] = (await list(a, { account: ACCOUNT, client: 'ios' })).result.data;
  const preview = await post<ResourceRow>(t.app, a, `${BASE}/getServicePreview`, { id: row.id });
  expect(preview.envelope.status).toBe(1000);
  expect(preview.result).toEqual(
    expect.objectContaining({
      id: row.id,
      service: serviceA.id,
      serviceName: serviceA.name,
      serviceIcon: serviceA.icon,
      serviceUrl: serviceA.url,
      personName: person.name,
      visitedAt: '2025-03-01 23:30:00',
    }),
  );
});

test("another tenant's visits are never seen", async () => {
  const own = await list(b, { account: ACCOUNT });
  expect(own.result.data.map((r) => [r.service, r.identity])).toEqual([[serviceB.id, 'STUDENT']]);
  const [rowA] = (await list(a, { account: ACCOUNT })).result.data;
  const preview = await post(t.app, b, `${BASE}/getServicePreview`, { id: rowA.id });
  expect(preview.envelope.status).toBe(1002);
  const foreignFilter = await list(b, { service: serviceA.id });
  expect(foreignFilter.envelope.status).toBe(1004);
});

test('is read-only: no call writes or removes a visit', async () => {
  const [row] = (await list(a, { account: ACCOUNT })).result.data;
  for (const path of ['save', 'submit', 'update', 'remove', 'saveOrUpdate']) {
    const answer = await post(t.app, a, `${BASE}/${path}`, { id: row.id, ids: [row.id], account: 'x' });
    expect(answer.http).toBe(404);
  }
  expect(Object.keys(visitLog.calls!).sort()).toEqual(['detail', 'list']);
});

test("exports the current search through the export job, the file's rows the list's", async () => {
  const query = { account: ACCOUNT, visitedAtStart: '2025-02-01', visitedAtEnd: '2025-03-31' };
  const listed = (await list(a, query)).result.data;
  const started = await call<{ redisKey: string }>(t.app, a, { url: resourceExportPath(visitLog), body: { fileName: '访问日志', query } });
  expect(started.envelope.status).toBe(1000);
  const done = await waitForExport(t.app, a, started.result.redisKey);
  expect(done.result.state).toBe('finished');
  expect(done.result.totalNum).toBe(4);
  const [sheet] = await readWorkbook((await fetchFile(t.app, a, done.result.url!)).rawPayload);
  const rows = sheet.rows.map((r) => r.map((c) => c.value ?? null));
  expect(rows[0]).toEqual(['服务', '账号', '姓名', '身份', '客户端', '访问时间']);
  const zhClient: Record<string, string> = { ios: 'iOS', android: '安卓', wechat: '微信', pc: '电脑端' };
  const cells = (r: ResourceRow) => [
    serviceA.name,
    r.account,
    r.personName,
    r.identity === 'TEACHER' ? '教职工' : null,
    zhClient[r.client as string],
    r.visitedAt,
  ];
  expect(rows.slice(1).map((r) => [...r, ...Array(6 - r.length).fill(null)])).toEqual(listed.map(cells));
});

describe('a log of 120k visits', () => {
  beforeAll(async () => {
    await sql`insert into service_visits (tenant_id, service_id, person_id, account, identity, client, visited_at, batch_id)
      select ${TENANT_A}, ${serviceA.id}, null, 'bulk' || (g % 500), (array['STUDENT','TEACHER','OTHER'])[1 + g % 3],
        (array['android','ios','harmony','h5','wechat','pc'])[1 + g % 6], now() - make_interval(secs => g * 200), 'bulk'
      from generate_series(1, 120000) g`.execute(t.db);
    await sql`analyze service_visits`.execute(t.db);
  });

  test("caps the list's total at countCap", async () => {
    const page = await list(a, { pageIndex: 1, pageSize: 10, client: 'ios' });
    expect(page.result.total).toBe(visitLog.countCap);
    expect(page.result.data).toHaveLength(10);
  });

  test('exports every visit of the search, beyond the capped total', async () => {
    const stored = await sql<{ n: number }>`select count(*)::int as n from service_visits where tenant_id = ${TENANT_A}`.execute(t.db);
    const started = performance.now();
    const answer = await call<{ redisKey: string }>(t.app, a, { url: resourceExportPath(visitLog), body: { fileName: '全部访问', query: {} } });
    const done = await waitForExport(t.app, a, answer.result.redisKey, 120_000);
    expect(done.result.state).toBe('finished');
    expect(done.result.totalNum).toBe(stored.rows[0].n);
    process.stdout.write(`visit log: exported ${stored.rows[0].n} visits in ${(performance.now() - started).toFixed(0)} ms\n`);
  });

  test('pages a filtered search on the time index, fast', async () => {
    const plan = await sql<{ 'QUERY PLAN': string }>`explain select id from service_visits
      where tenant_id = ${TENANT_A} and client = 'ios' and identity = 'TEACHER'
      order by visited_at desc, id desc limit 10 offset 100`.execute(t.db);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('service_visits_list');
    expect(text).not.toMatch(/Sort|Seq Scan/);
    const started = performance.now();
    const page = await list(a, { pageIndex: 11, pageSize: 10, client: 'ios', identity: 'TEACHER', visitedAtStart: '2020-01-01' });
    const ms = performance.now() - started;
    expect(page.result.data).toHaveLength(10);
    expect(page.result.total).toBe(visitLog.countCap);
    process.stdout.write(`visit log: a filtered page 11 among ${120000}+ visits in ${ms.toFixed(1)} ms\n${text}\n`);
    expect(ms).toBeLessThan(1000);
    // the worst case: an account nobody has reads every visit of the tenant (no index on account)
    const rareStart = performance.now();
    const rare = await list(a, { pageIndex: 1, pageSize: 10, account: 'nobody-at-all' });
    expect(rare.envelope.status).toBe(1004);
    process.stdout.write(`visit log: an account matching nothing among 120000+ visits in ${(performance.now() - rareStart).toFixed(1)} ms\n`);
  });
});
