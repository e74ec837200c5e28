// The automatic news synchronisation (newsAutoSyncHours of the published appService settings):
// due when the tenant's newest synchronisation began longer ago than the interval, or never;
// never for a tenant whose interval is 0 or whose news is off; a draft's interval counts for
// nothing until it is published; queued in the system's name, run like a manual one.
import { AUTO_SYNC_USER, queueDueNewsSyncs } from '../../../src/server/news/autoSync';
import { newsDb } from '../../../src/server/news/tables';
import { buildTestApp, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { detail, save } from '../documents/documentCalls';

const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const jobs = (tenant: string) => newsDb(t.db).selectFrom('news_sync_jobs').selectAll().where('tenant_id', '=', tenant).orderBy('created_at').execute();

/** Ends the tenant's open jobs, as the runner does once it has applied them. */
const finishOpen = (tenant: string) =>
  newsDb(t.db)
    .updateTable('news_sync_jobs')
    .set({ state: 'finished', finished_at: new Date(t.clock.now()) })
    .where('tenant_id', '=', tenant)
    .where('state', 'in', ['queued', 'running'])
    .execute();

/** Saves (and publishes) the tenant's settings, signed in afresh (the clock has moved past a session's life). */
async function publishSettings(tenant: string, content: Record<string, unknown>, publish = true) {
  const s = await signIn(t.app, tenant);
  const cur = (await detail(t.app, s, 'appService')).result;
  const saved = await save(t.app, s, 'appService', cur.version, content, publish);
  expect(saved.envelope.status).toBe(1000);
}

it('queues a first synchronisation for every tenant whose news is on with an interval, then again once the interval has passed', async () => {
  // the demo publishes news on, synchronised every 6 hours
  expect(await queueDueNewsSyncs(t.db, t.clock.now())).toEqual([TENANT_A, TENANT_B]);
  const [first] = await jobs(TENANT_A);
  expect(first).toEqual(expect.objectContaining({ state: 'queued', user_name: AUTO_SYNC_USER }));
  // nothing more while the interval runs, whether the job waits or has ended
  expect(await queueDueNewsSyncs(t.db, t.clock.now())).toEqual([]);
  await finishOpen(TENANT_A);
  await finishOpen(TENANT_B);
  t.clock.advance(5 * HOUR);
  expect(await queueDueNewsSyncs(t.db, t.clock.now())).toEqual([]);
  t.clock.advance(HOUR);
  expect(await queueDueNewsSyncs(t.db, t.clock.now())).toEqual([TENANT_A, TENANT_B]);
  expect(await jobs(TENANT_A)).toHaveLength(2);
  await finishOpen(TENANT_A);
  await finishOpen(TENANT_B);
});

it('follows the published interval: 0 stops it, a draft changes nothing, news switched off stops it', async () => {
  t.clock.advance(7 * HOUR);
  await publishSettings(TENANT_A, { newsAutoSyncHours: 0 });
  // tenant B's draft asks for 0 but is not published: B is still due
  await publishSettings(TENANT_B, { newsAutoSyncHours: 0 }, false);
  expect(await queueDueNewsSyncs(t.db, t.clock.now())).toEqual([TENANT_B]);
  await finishOpen(TENANT_B);

  await publishSettings(TENANT_A, { newsAutoSyncHours: 2, newsEnabled: false });
  t.clock.advance(3 * HOUR);
  await publishSettings(TENANT_B, { newsAutoSyncHours: 2 });
  expect(await queueDueNewsSyncs(t.db, t.clock.now())).toEqual([TENANT_B]);
  expect((await jobs(TENANT_A)).length).toBe(2);
});
