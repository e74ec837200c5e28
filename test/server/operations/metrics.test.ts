// GET /metrics (operations/metrics): scraped during an import, the import's queue shows the job
// queued and how long it has waited, then running, and its row counter moves batch by batch; the
// answers are counted under their route's pattern, never the raw URL. Loopback callers only
// without METRICS_TOKEN (a proxied or remote caller is refused); with it, its bearer token.
import { buildTestApp, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { importDb } from '../../../src/server/imports/tables';
import { relation, startImport, uploadOk, waitForJob, xlsxOf } from '../imports/fixtures';

const BATCH = 5;
let t: TestApp;
let session: Session;
/** the import waits after each batch until this is called */
let release: (() => void) | null = null;
let batchDone: (() => void) | null = null;
/** set at the end: batches no longer wait */
let flowing = false;

beforeAll(async () => {
  t = await buildTestApp({
    imports: {
      runnerOptions: {
        pollMs: 50,
        batchSize: BATCH,
        afterBatch: async () => {
          batchDone?.();
          if (!flowing) await new Promise<void>((r) => (release = r));
        },
      },
    },
  });
  session = await signIn(t.app, TENANT_A);
}, 120_000);
afterAll(async () => {
  flowing = true;
  release?.();
  await t?.close();
});

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return res.body;
};
/** a sample's value: `name{labels} value` with exactly these labels (in prom-client's order) */
const sample = (text: string, series: string): number | null => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
};

/** the rows the job's committed batches hold (the progress the console polls) */
const committed = async (key: string) =>
  (await importDb(t.db).selectFrom('import_jobs').select('finish_num').where('key', '=', key).executeTakeFirstOrThrow()).finish_num;

it('shows an import queued with its age, then running, its rows counted as it goes', async () => {
  const HEADER = ['学号', '姓名', '性别', '身份证号', '手机号'];
  const rows = Array.from({ length: 12 }, (_, i) => [`M${300 + i}`, `度量${i}`, '男', '', '']);
  const up = await uploadOk(t.app, session, await xlsxOf([HEADER, ...rows]));
  const rel = await relation(t.app, session, up.id);
  // the runner is not started yet: the job waits in the queue
  const started = await startImport(t.app, session, {
    id: up.id,
    headerLine: 1,
    ruleNum: 1,
    checkField: 'studentNo',
    matchFieldList: rel.result.matchFieldList,
    stuInfoHandle: 1,
  });
  expect(started.envelope.status).toBe(1000);
  t.clock.advance(30_000);
  const queued = await scrape();
  expect(sample(queued, 'campus_job_queue_jobs{queue="import",state="queued"}')).toBe(1);
  expect(sample(queued, 'campus_job_queue_oldest_age_seconds{queue="import"}')).toBeGreaterThan(20);
  expect(sample(queued, 'campus_job_queue_jobs{queue="export",state="queued"}')).toBe(0);
  expect(sample(queued, 'campus_job_rows_total{kind="import"}') ?? 0).toBe(0);

  // the first batch committed, the job held after it
  const first = new Promise<void>((r) => (batchDone = r));
  t.app.imports.runner.start();
  await first;
  const running = await scrape();
  expect(sample(running, 'campus_job_queue_jobs{queue="import",state="queued"}')).toBe(0);
  expect(sample(running, 'campus_job_queue_jobs{queue="import",state="running"}')).toBe(1);
  expect(sample(running, 'campus_job_queue_oldest_age_seconds{queue="import"}')).toBe(0);
  const firstRows = sample(running, 'campus_job_rows_total{kind="import"}')!;
  expect(firstRows).toBeGreaterThan(0);
  expect(firstRows).toBe(await committed(started.result.redisKey));

  // the second batch moves the counter on
  const second = new Promise<void>((r) => (batchDone = r));
  release!();
  await second;
  const secondRows = sample(await scrape(), 'campus_job_rows_total{kind="import"}')!;
  expect(secondRows).toBeGreaterThan(firstRows);
  expect(secondRows).toBe(await committed(started.result.redisKey));
  batchDone = null;
  flowing = true;
  release!();
  expect((await waitForJob(t.app, session, started.result.redisKey)).result.state).toBe('finished');
  await t.app.imports.runner.stop();
  const done = await scrape();
  expect(sample(done, 'campus_job_rows_total{kind="import"}')).toBe(rows.length);
  expect(sample(done, 'campus_job_queue_jobs{queue="import",state="running"}')).toBe(0);
});

it('counts answers by route pattern and status, times them, and has the process metrics (event-loop lag)', async () => {
  await t.app.inject({ method: 'GET', url: '/no/such/page/12345' });
  const text = await scrape();
  // the progress polls above, under their route's pattern
  expect(text).toMatch(/campus_http_requests_total\{method="POST",route="\/api\/[^"]+",status="200"\} \d+/);
  expect(text).toMatch(/campus_http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/api\/[^"]+"\} \d+/);
  expect(text).not.toContain('12345');
  expect(text).toContain('nodejs_eventloop_lag_seconds');
  expect(text).toContain('campus_intake_batches_in_flight 0');
});

describe('who may scrape', () => {
  it('refuses a caller that is not on this machine, or comes through a proxy', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).toBe('');
    const proxied = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(403);
  });

  it('with METRICS_TOKEN, wants it as a bearer token, from anywhere', async () => {
    const withToken = await buildTestApp({ seed: false, metricsToken: 'scrape-secret-1' });
    try {
      const none = await withToken.app.inject({ method: 'GET', url: '/metrics' });
      expect(none.statusCode).toBe(401);
      expect(none.body).toBe('');
      const wrong = await withToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-secret-2' } });
      expect(wrong.statusCode).toBe(401);
      const right = await withToken.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '10.1.2.3',
        headers: { authorization: 'Bearer scrape-secret-1' },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('campus_http_requests_total');
    } finally {
      await withToken.close();
    }
  });
});
