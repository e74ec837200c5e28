// POST /api/public/apps/visits through the real app: each bad input of issue 14 refused with its
// own status and message, nothing written; an accepted batch in the roll-up at once and in the log
// once filed (visitFiling.test.ts: the intake, the filer, a full intake).
import { sql } from 'kysely';
import { APP_CALL_PATHS, MAX_BATCH_ITEMS } from '../../../src/shared/appCalls/api';
import { buildTestApp, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { accountsOf, appCall, count, DEMO_APP_KEYS, serviceIdsOf } from './helpers';

const PATH = APP_CALL_PATHS.visits;
const KEY = DEMO_APP_KEYS[TENANT_A];
let t: TestApp;
let services: number[];
let otherTenantService: number;
let accounts: string[];
let batchNo = 0;

const at = (offsetMs = -60_000) => new Date(t.app.now() + offsetMs).toISOString();
const visit = (extra: Record<string, unknown> = {}) => ({ serviceId: services[0], client: 'android', at: at(), ...extra });
const batch = (visits: unknown[]) => ({ batchId: `b-${(batchNo += 1)}`, visits });
/** the visits in the log once the filer has moved the intake (visitFiler.ts) */
const logged = async () => {
  await t.app.visitFiler.fileAll();
  return count(t.db, sql`select count(*) as n from service_visits where batch_id <> 'seed'`);
};
const rolledUp = () => count(t.db, sql`select coalesce(sum(visits), 0) as n from service_visit_days`);

beforeAll(async () => {
  t = await buildTestApp();
  services = await serviceIdsOf(t.db, TENANT_A);
  [otherTenantService] = await serviceIdsOf(t.db, TENANT_B);
  accounts = await accountsOf(t.db, TENANT_A);
});
afterAll(() => t?.close());

describe('accepted batches', () => {
  it('lands in the log and the roll-up, resolving accounts to people and their identity', async () => {
    const [log0, days0] = [await logged(), await rolledUp()];
    const res = await appCall(
      t.app,
      KEY,
      PATH,
      batch([visit({ account: accounts[0] }), visit({ identity: 'TEACHER', client: 'wechat' }), visit({ serviceId: services[1] })]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ batchId: `b-${batchNo}`, accepted: 3, matched: 1 });
    expect(await logged()).toBe(log0 + 3);
    expect(await rolledUp()).toBe(days0 + 3);
    const { rows } = await sql<{ person_id: number | null; identity: string }>`select person_id, identity from service_visits
      where batch_id = ${`b-${batchNo}`} and account = ${accounts[0]}`.execute(t.db);
    expect(rows[0].person_id).not.toBeNull();
    expect(rows[0].identity).not.toBe('');
  });

  it('counts a visit for its day in Beijing time', async () => {
    // 2026-01-01T17:30Z is 01:30 on the 2nd in Beijing
    const when = new Date(t.app.now() - 400 * 86_400_000);
    when.setUTCHours(17, 30, 0, 0);
    const res = await appCall(t.app, KEY, PATH, batch([visit({ serviceId: services[2], at: when.toISOString() })]));
    expect(res.statusCode).toBe(200);
    const beijing = new Date(when.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const n = await count(t.db, sql`select visits as n from service_visit_days where service_id = ${services[2]} and day = ${beijing}::date and identity = ''`);
    expect(n).toBe(1);
  });

  it('writes neither the log nor the roll-up when the transaction fails mid-way', async () => {
    const [log0, days0] = [await logged(), await rolledUp()];
    await sql`create function fail_roll_up() returns trigger language plpgsql as $$ begin raise exception 'roll-up refused'; end $$`.execute(t.db);
    await sql`create trigger fail_roll_up before insert on service_visit_days for each row execute function fail_roll_up()`.execute(t.db);
    const b = batch([visit({ serviceId: services[3] }), visit({ serviceId: services[3] })]);
    const failed = await appCall(t.app, KEY, PATH, b);
    await sql`drop trigger fail_roll_up on service_visit_days`.execute(t.db);
    await sql`drop function fail_roll_up()`.execute(t.db);
    expect(failed.statusCode).toBe(500);
    expect([await logged(), await rolledUp()]).toEqual([log0, days0]);
    // nor the batch id: the same batch sent again is accepted
    const again = await appCall(t.app, KEY, PATH, b);
    expect(again.statusCode).toBe(200);
    expect([await logged(), await rolledUp()]).toEqual([log0 + 2, days0 + 2]);
  });
});

describe('refused batches write nothing', () => {
  let before: number[];
  beforeEach(async () => (before = [await logged(), await rolledUp()]));
  afterEach(async () => expect([await logged(), await rolledUp()]).toEqual(before));

  it('an unknown service: 422 naming the first bad item', async () => {
    const res = await appCall(t.app, KEY, PATH, batch([visit(), visit({ serviceId: 99_999_999 })]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ index: 1, field: 'visits.1.serviceId' });
    expect(res.json().message).toContain('99999999');
  });

  it("another tenant's service: 422", async () => {
    const res = await appCall(t.app, KEY, PATH, batch([visit({ serviceId: otherTenantService })]), {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ index: 0 });
  });

  it('a wrong signature: 401', async () => {
    const res = await appCall(t.app, KEY, PATH, batch([visit()]), { tamper: (body) => body.replace('android', 'ios') });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('请求签名无效');
  });

  it('a secret of another tenant: 401', async () => {
    const res = await appCall(t.app, { id: KEY.id, secret: DEMO_APP_KEYS[TENANT_B].secret }, PATH, batch([visit()]));
    expect(res.statusCode).toBe(401);
  });

  it('an unknown key: 401, and no key at all: 401', async () => {
    const unknown = await appCall(t.app, { id: 'ak_ffffffffffffffffffffffff', secret: 'x' }, PATH, batch([visit()]));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('应用密钥不存在或已停用');
    const none = await t.app.inject({ method: 'POST', url: PATH, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(batch([visit()])) });
    expect(none.statusCode).toBe(401);
  });

  it('a stale time: 401', async () => {
    const res = await appCall(t.app, KEY, PATH, batch([visit()]), { t: t.app.now() - 600_000 });
    expect(res.statusCode).toBe(401);
  });

  it('a replayed batch: 409 with the first answer', async () => {
    const b = batch([visit(), visit()]);
    const first = await appCall(t.app, KEY, PATH, b);
    expect(first.statusCode).toBe(200);
    before = [await logged(), await rolledUp()];
    const again = await appCall(t.app, KEY, PATH, b);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ batchId: b.batchId, accepted: 2, matched: 0 });
  });

  it('a replayed request (same signature id): 401', async () => {
    const id = '6f1c1c4e-8b1a-4c1e-9a7e-1d2c3b4a5f60';
    const b = batch([visit()]);
    expect((await appCall(t.app, KEY, PATH, b, { id })).statusCode).toBe(200);
    before = [await logged(), await rolledUp()];
    expect((await appCall(t.app, KEY, PATH, { ...b, batchId: 'other' }, { id })).statusCode).toBe(401);
  });

  it('100,001 visits: refused with a message', async () => {
    const visits = Array.from({ length: MAX_BATCH_ITEMS + 1 }, () => ({ serviceId: services[0], client: 'ios', at: at() }));
    const res = await appCall(t.app, KEY, PATH, batch(visits));
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().message).toMatch(/100000|100,000/);
  }, 120_000);

  it('a time before the school joined the platform (1900-01-01): 422 naming the item', async () => {
    const res = await appCall(t.app, KEY, PATH, batch([visit(), visit(), visit({ at: '1900-01-01T08:00:00+08:00' })]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ index: 2, field: 'visits.2.at', message: '第 2 条（visits.2.at）的时间早于本单位开通平台的时间' });
    // the day before the tenant's creation is refused too (the day after: the Beijing-day test above)
    const { rows } = await sql<{ created_at: Date }>`select created_at from tenants where id = ${TENANT_A}`.execute(t.db);
    const since = new Date(rows[0].created_at).getTime();
    expect((await appCall(t.app, KEY, PATH, batch([visit({ at: new Date(since - 86_400_000).toISOString() })]))).statusCode).toBe(422);
  });

  it('a time in the future: 422 naming the item', async () => {
    const res = await appCall(t.app, KEY, PATH, batch([visit(), visit({ at: at(3_600_000) })]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ index: 1, field: 'visits.1.at' });
  });

  it.each(['2026-02-30T10:00:00+08:00', '2026-03-01 10:00', '2026-03-01T10:00:00', 'yesterday', '2026-03-01T24:00:00Z'])(
    'a malformed time %s: 400',
    async (when) => {
      const res = await appCall(t.app, KEY, PATH, batch([visit({ at: when })]));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    },
  );

  it('an unknown client, an empty list, malformed JSON: 400', async () => {
    expect((await appCall(t.app, KEY, PATH, batch([visit({ client: 'symbian' })]))).statusCode).toBe(400);
    expect((await appCall(t.app, KEY, PATH, batch([]))).statusCode).toBe(400);
    const broken = await appCall(t.app, KEY, PATH, null, { rawBody: '{"batchId": "x", "visits": [' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBeTruthy();
  });

  it('answers in English when asked', async () => {
    const res = await t.app.inject({ method: 'POST', url: PATH, headers: { 'content-type': 'application/json', 'accept-language': 'en' }, payload: '{}' });
    expect(res.json().message).toBe('The app key id (X-App-Key) is missing');
  });
});
