// App keys (the console's list and rotate calls), the rate per key, and the favourites and
// ratings batches, through the real app.
import { sql } from 'kysely';
import { APP_CALL_PATHS, APP_KEY_PATHS } from '../../../src/shared/appCalls/api';
import { createAppKey } from '../../../src/server/appCalls/keys';
import { DEFAULT_RATE } from '../../../src/server/appCalls/rateLimit';
import { buildTestApp, call, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { accountsOf, appCall, count, DEMO_APP_KEYS, serviceIdsOf } from './helpers';

let t: TestApp;
let services: number[];
let accounts: string[];
let n = 0;
const at = (offsetMs = -60_000) => new Date(t.app.now() + offsetMs).toISOString();
const visits = () => ({ batchId: `k-${(n += 1)}`, visits: [{ serviceId: services[0], client: 'pc', at: at() }] });

beforeAll(async () => {
  t = await buildTestApp();
  services = await serviceIdsOf(t.db, TENANT_A);
  accounts = await accountsOf(t.db, TENANT_A);
});
afterAll(() => t?.close());

describe('app keys', () => {
  it('lists the tenant’s keys without secrets; rotating shows the new secret once and the old one stops working', async () => {
    const s = await signIn(t.app, TENANT_A);
    const list = await call<{ id: string }[]>(t.app, s, { url: APP_KEY_PATHS.list, body: {} });
    expect(list.result.map((k) => k.id)).toEqual([DEMO_APP_KEYS[TENANT_A].id]);
    expect(JSON.stringify(list.result)).not.toContain(DEMO_APP_KEYS[TENANT_A].secret);

    const key = await createAppKey(t.db, TENANT_A, 'rotation test');
    expect((await appCall(t.app, key, APP_CALL_PATHS.visits, visits())).statusCode).toBe(200);
    const rotated = await call<{ id: string; secret: string }>(t.app, s, { url: APP_KEY_PATHS.rotate, body: { id: key.id } });
    expect(rotated.envelope.status).toBe(1000);
    expect(rotated.result.secret).not.toBe(key.secret);
    const old = await appCall(t.app, key, APP_CALL_PATHS.visits, visits());
    expect(old.statusCode).toBe(401);
    expect((await appCall(t.app, rotated.result, APP_CALL_PATHS.visits, visits())).statusCode).toBe(200);
  });

  it('never rotates another tenant’s key', async () => {
    const s = await signIn(t.app, TENANT_A);
    const res = await call(t.app, s, { url: APP_KEY_PATHS.rotate, body: { id: DEMO_APP_KEYS[TENANT_B].id } });
    expect(res.envelope.status).toBe(1002);
    expect((await appCall(t.app, DEMO_APP_KEYS[TENANT_B], APP_CALL_PATHS.visits, { ...visits(), visits: [] })).statusCode).toBe(400);
  });

  it('refuses a disabled key', async () => {
    const key = await createAppKey(t.db, TENANT_A, 'disabled');
    await sql`update app_keys set enabled = false where id = ${key.id}`.execute(t.db);
    expect((await appCall(t.app, key, APP_CALL_PATHS.visits, visits())).statusCode).toBe(401);
  });
});

describe('rate per key', () => {
  it('answers 429 with Retry-After past the burst, and takes batches again a moment later', async () => {
    const key = await createAppKey(t.db, TENANT_A, 'rate test');
    // the test clock stands still: the bucket does not refill until it moves
    for (let i = 0; i < DEFAULT_RATE.burst; i += 1) {
      const res = await appCall(t.app, key, APP_CALL_PATHS.visits, visits());
      expect(res.statusCode).toBe(200);
    }
    const over = await appCall(t.app, key, APP_CALL_PATHS.visits, visits());
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('1');
    expect(over.json().retryAfter).toBe(1);
    // another key is not slowed
    expect((await appCall(t.app, DEMO_APP_KEYS[TENANT_A], APP_CALL_PATHS.visits, visits())).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await appCall(t.app, key, APP_CALL_PATHS.visits, visits())).statusCode).toBe(200);
  }, 120_000);
});

describe('favourites and ratings', () => {
  const KEY = () => DEMO_APP_KEYS[TENANT_A];
  it('keeps the favourites as the events leave them, counting each real change per day', async () => {
    const [a, b] = accounts;
    const s = services[5];
    // the demo year may already hold these favourites: start from none, so each add is a change
    await sql`delete from service_favourites f using people p
      where p.id = f.person_id and f.service_id = ${s} and p.account in (${a}, ${b})`.execute(t.db);
    const res = await appCall(t.app, KEY(), APP_CALL_PATHS.favourites, {
      batchId: 'f-1',
      events: [
        { serviceId: s, account: a, action: 'add', at: at(-5000) },
        { serviceId: s, account: a, action: 'add', at: at(-4000) },
        { serviceId: s, account: b, action: 'add', at: at(-3000) },
        { serviceId: s, account: b, action: 'remove', at: at(-2000) },
        { serviceId: s, account: 'nobody-here', action: 'add', at: at(-1000) },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ batchId: 'f-1', accepted: 5, matched: 4 });
    const kept = await count(
      t.db,
      sql`select count(*) as n from service_favourites f join people p on p.id = f.person_id
      where f.service_id = ${s} and p.account in (${a}, ${b})`,
    );
    expect(kept).toBe(1);
    const { rows } = await sql<{ added: number; removed: number }>`select sum(added)::int as added, sum(removed)::int as removed
      from service_favourite_days where service_id = ${s} and day = (now() at time zone 'Asia/Shanghai')::date`.execute(t.db);
    expect(rows[0].added).toBeGreaterThanOrEqual(2);
    expect(rows[0].removed).toBeGreaterThanOrEqual(1);
  });

  it('keeps each person’s latest rating', async () => {
    const [a] = accounts;
    const s = services[6];
    const send = (batchId: string, score: number, when: string) =>
      appCall(t.app, KEY(), APP_CALL_PATHS.ratings, { batchId, ratings: [{ serviceId: s, account: a, score, comment: '好用', at: when }] });
    expect((await send('r-1', 5, at(-1000))).statusCode).toBe(200);
    expect((await send('r-2', 2, at(-9000))).statusCode).toBe(200);
    const score = () =>
      count(t.db, sql`select r.score as n from service_ratings r join people p on p.id = r.person_id where r.service_id = ${s} and p.account = ${a}`);
    expect(await score()).toBe(5);
    expect((await send('r-3', 3, at(-500))).statusCode).toBe(200);
    expect(await score()).toBe(3);
    const bad = await appCall(t.app, KEY(), APP_CALL_PATHS.ratings, { batchId: 'r-4', ratings: [{ serviceId: s, account: a, score: 6, at: at() }] });
    expect(bad.statusCode).toBe(400);
  });
});
