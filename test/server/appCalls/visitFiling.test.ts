// The visit log's intake and filer (src/server/appCalls/visitLog.ts, visitFiler.ts) through the
// real route: a recorded batch waits in the intake (its roll-ups already counted) until it is
// filed, then sits in the log exactly once as sent; the roll-ups the recording call writes itself
// equal what migration 029's triggers derive from service_visit_days; a started filer files a
// burst after the apps go quiet and files what a stop left behind; a full intake refuses new
// batches (503) without writing anything; input no column can hold gets the app calls' plain 400.
import { sql } from 'kysely';
import { APP_CALL_PATHS } from '../../../src/shared/appCalls/api';
import { MAX_QUEUED_BATCHES } from '../../../src/server/appCalls/visitFiler';
import { buildTestApp, TENANT_A, TestApp } from '../helpers';
import { accountsOf, appCall, count, DEMO_APP_KEYS, serviceIdsOf } from './helpers';

const PATH = APP_CALL_PATHS.visits;
const KEY = DEMO_APP_KEYS[TENANT_A];
let t: TestApp;
let services: number[];
let accounts: string[];
let batchNo = 0;

const at = (offsetMs: number) => new Date(t.app.now() + offsetMs).toISOString();
const batch = (visits: unknown[]) => ({ batchId: `f-${(batchNo += 1)}`, visits });
const inIntake = () => count(t.db, sql`select count(*) as n from service_visit_intake`);
const inLog = (batchId: string) => count(t.db, sql`select count(*) as n from service_visits where batch_id = ${batchId}`);

beforeAll(async () => {
  t = await buildTestApp();
  services = await serviceIdsOf(t.db, TENANT_A);
  accounts = await accountsOf(t.db, TENANT_A);
});
afterAll(() => t?.close());

it('keeps a recorded batch in the intake until it is filed, then in the log once, as sent', async () => {
  const sent = [
    { serviceId: services[0], account: accounts[0], client: 'ios', at: '2026-03-01T09:15:30.123+08:00' },
    { serviceId: services[1], identity: 'TEACHER', client: 'pc', at: at(-3_600_000) },
  ];
  const b = batch(sent);
  expect((await appCall(t.app, KEY, PATH, b)).statusCode).toBe(200);
  expect(await inIntake()).toBe(1);
  expect(await inLog(b.batchId)).toBe(0);
  expect(await t.app.visitFiler.fileAll()).toBe(2);
  expect(await inIntake()).toBe(0);
  const { rows } = await sql<{ service_id: number; person_id: number | null; account: string; identity: string; client: string; visited_at: Date }>`
    select service_id, person_id, account, identity, client, visited_at from service_visits where batch_id = ${b.batchId} order by id`.execute(t.db);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({ service_id: services[0], account: accounts[0], client: 'ios' });
  expect(rows[0].person_id).not.toBeNull();
  expect(new Date(rows[0].visited_at).toISOString()).toBe('2026-03-01T01:15:30.123Z');
  expect(rows[1]).toMatchObject({ service_id: services[1], person_id: null, account: '', identity: 'TEACHER', client: 'pc' });
  // filing again moves nothing
  expect(await t.app.visitFiler.fileAll()).toBe(0);
  expect(await inLog(b.batchId)).toBe(2);
});

it('writes the four roll-ups as the triggers of migration 029 would', async () => {
  const visits = Array.from({ length: 300 }, (_, i) => ({
    serviceId: services[i % 4],
    ...(i % 2 ? { account: accounts[i % accounts.length] } : { identity: i % 3 ? 'STUDENT' : 'TEACHER' }),
    client: 'h5',
    at: at(-((i * 7_919_000) % (40 * 86_400_000)) - 60_000),
  }));
  expect((await appCall(t.app, KEY, PATH, batch(visits.slice(0, 150)))).statusCode).toBe(200);
  expect((await appCall(t.app, KEY, PATH, batch(visits.slice(150)))).statusCode).toBe(200);
  const differences = async (query: ReturnType<typeof sql>) => (await query.execute(t.db)).rows;
  expect(
    await differences(sql`select * from (select tenant_id, date_trunc('month', day)::date as month, service_id, identity, sum(visits)::bigint as visits
      from service_visit_days group by 1, 2, 3, 4) d full join service_visit_months m using (tenant_id, month, service_id, identity)
      where d.visits is distinct from m.visits`),
  ).toEqual([]);
  expect(
    await differences(sql`select * from (select tenant_id, day, service_id, sum(visits)::bigint as visits from service_visit_days group by 1, 2, 3) d
      full join service_visit_service_days s using (tenant_id, day, service_id) where d.visits is distinct from s.visits`),
  ).toEqual([]);
  expect(
    await differences(sql`select * from (select tenant_id, day, identity, sum(visits)::bigint as visits, count(*)::int as entries from service_visit_days group by 1, 2, 3) d
      full join service_visit_day_totals s using (tenant_id, day, identity)
      where d.visits is distinct from s.visits or d.entries is distinct from s.entries`),
  ).toEqual([]);
});

it('refuses a batch while the intake is full (503, retry after), writing nothing', async () => {
  await sql`insert into service_visit_intake (tenant_id, batch_id, services, person_ids, accounts, identities, clients, at_ms)
    select ${TENANT_A}, 'filler-' || g, '{}', '{}', '{}', '{}', '{}', '{}' from generate_series(1, ${MAX_QUEUED_BATCHES}) g`.execute(t.db);
  t.clock.advance(1_500); // past the intake count the recording call keeps for a second
  const days = () => count(t.db, sql`select coalesce(sum(visits), 0) as n from service_visit_days`);
  const days0 = await days();
  const b = batch([{ serviceId: services[0], identity: 'STUDENT', client: 'ios', at: at(-60_000) }]);
  const refused = await appCall(t.app, KEY, PATH, b);
  expect(refused.statusCode).toBe(503);
  expect(refused.headers['retry-after']).toBe('5');
  expect(refused.json()).toMatchObject({ message: '访问记录正在入库，请 5 秒后重试本批', retryAfter: 5 });
  expect(await days()).toBe(days0);
  await t.app.visitFiler.fileAll();
  t.clock.advance(1_500);
  // the same batch id is free: nothing of it was claimed
  expect((await appCall(t.app, KEY, PATH, b)).statusCode).toBe(200);
  expect(await days()).toBe(days0 + 1);
});

it('answers a NUL in a batch with the app calls’ plain 400 naming the field', async () => {
  const res = await appCall(t.app, KEY, PATH, batch([{ serviceId: services[0], account: 'a\u0000b', client: 'ios', at: at(-60_000) }]));
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ field: 'visits.0.account' });
  expect(res.json().message).toContain('visits.0.account');
  expect(res.json().status).toBeUndefined();
});

describe('a started filer', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await buildTestApp({ visitFiler: { start: true, idleMs: 100, backlogBatches: 3 } });
  });
  afterAll(() => s?.close());

  const until = async (test: () => Promise<boolean>) => {
    const end = Date.now() + 10_000;
    while (!(await test())) {
      if (Date.now() > end) throw new Error('not filed within 10 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const logCount = () => count(s.db, sql`select count(*) as n from service_visits where batch_id like 's-%'`);
  const intake = () => count(s.db, sql`select count(*) as n from service_visit_intake`);

  it('files a burst once the apps are quiet, and a backlog while they are not', async () => {
    const [service] = await serviceIdsOf(s.db, TENANT_A);
    for (let i = 0; i < 8; i += 1) {
      const visits = Array.from({ length: 10 }, () => ({
        serviceId: service,
        identity: 'STUDENT',
        client: 'android',
        at: new Date(s.app.now() - 60_000).toISOString(),
      }));
      expect((await appCall(s.app, KEY, PATH, { batchId: `s-${i}`, visits })).statusCode).toBe(200);
    }
    await until(async () => (await logCount()) === 80);
    expect(await intake()).toBe(0);
  });

  it('files what was left in the intake when it starts', async () => {
    const [service] = await serviceIdsOf(s.db, TENANT_A);
    await sql`insert into service_visit_intake (tenant_id, batch_id, services, person_ids, accounts, identities, clients, at_ms)
      values (${TENANT_A}, 's-left', ${`{${service},${service}}`}, '{NULL,NULL}', '{"",""}', '{STUDENT,STUDENT}', '{ios,ios}', ${`{${s.app.now()},${s.app.now()}}`})`.execute(
      s.db,
    );
    await s.app.visitFiler.stop();
    s.app.visitFiler.start();
    await until(async () => (await count(s.db, sql`select count(*) as n from service_visits where batch_id = 's-left'`)) === 2);
  });
});
