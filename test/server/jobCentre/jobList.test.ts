// The job centre's list (issue 17): the signed-in user's jobs of every kind, newest first, each
// read through its kind's own progress answer, and nobody else's: another user's jobs in the
// same tenant and another tenant's jobs never appear.
import { EXPORT_PATHS } from '../../../src/shared/exports/api';
import { JOB_PATHS, JobItem } from '../../../src/shared/jobs/api';
import { NEWS_PATHS } from '../../../src/shared/news/api';
import { exportDb } from '../../../src/server/exports/tables';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { importFile, studentRow, STUDENT_HEADER, xlsxOf } from '../imports/fixtures';

let t: TestApp;
let a: Session;
let b: Session;

beforeAll(async () => {
  t = await buildTestApp({ imports: { runner: true, runnerOptions: { pollMs: 50 } } });
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
});
afterAll(() => t.close());

const list = async (s: Session) => {
  const answer = await call<JobItem[]>(t.app, s, { url: JOB_PATHS.list, body: {} });
  expect(answer.envelope.status).toBe(1000);
  return answer.result;
};

it('lists an import, an export and a news synchronisation, newest first, with their progress and results', async () => {
  expect(await list(a)).toEqual([]);
  const imported = await importFile(
    t.app,
    a,
    await xlsxOf([STUDENT_HEADER, studentRow(9101), studentRow(9102), ['', '缺学号']]),
    { ruleNum: 1 },
    '新生名单.xlsx',
  );
  expect(imported.status).toMatchObject({ state: 'finished', newInsertNum: 2, failNum: 1 });
  t.clock.advance(1000);
  // no export runner in this app: the export waits in the queue, as a running job would show
  const exportStart = await call<{ redisKey: string }>(t.app, a, {
    url: EXPORT_PATHS.start,
    body: { identity: 'STUDENT', dataRange: 1, fileName: '学生名单', exportField: '姓名:name,学号:studentNo' },
  });
  expect(exportStart.envelope.status).toBe(1000);
  t.clock.advance(1000);
  const news = await call<{ key: string }>(t.app, a, { url: NEWS_PATHS.start, body: {} });
  expect(news.envelope.status).toBe(1000);

  const jobs = await list(a);
  expect(jobs.map((j) => [j.kind, j.id])).toEqual([
    ['newsSync', news.result.key],
    ['export', exportStart.result.redisKey],
    ['import', imported.key],
  ]);
  expect(jobs[1]).toMatchObject({ fileName: '学生名单.xlsx', subject: '本专科生', identity: 'STUDENT', target: null, state: 'queued', done: 0, url: null });
  expect(jobs[0]).toMatchObject({ kind: 'newsSync', fileName: '', subject: null, identity: null, target: null, finishedAt: null, undoable: false });
  expect(jobs[2]).toMatchObject({
    fileName: '新生名单.xlsx',
    state: 'finished',
    rate: 1,
    done: 3,
    total: 3,
    counts: { inserted: 2, updated: 0, skipped: 0, failed: 1 },
    errorKey: imported.status.errorKey,
    undoable: true,
    dryRun: false,
    target: 'STUDENT',
  });
  expect(jobs[2].errorKey).toBeTruthy();
  expect(jobs[2].subject).toBeTruthy();
});

it('answers in the reader’s language', async () => {
  const answer = await call<JobItem[]>(t.app, a, { url: JOB_PATHS.list, body: {}, headers: { 'accept-language': 'en' } });
  const exported = answer.result.find((j) => j.kind === 'export');
  expect(exported?.subject).toBe('Students');
});

it('shows no other user’s jobs and no other tenant’s', async () => {
  expect(await list(b)).toEqual([]);
  const mine = await list(a);
  const exported = mine.find((j) => j.kind === 'export')!;
  // the same export made another administrator's: it leaves this user's list
  await exportDb(t.db)
    .updateTable('export_jobs')
    .set({ user_id: a.userInfo.userId + 1000 })
    .where('key', '=', exported.id)
    .execute();
  expect((await list(a)).map((j) => j.id)).not.toContain(exported.id);
  expect((await list(a)).length).toBe(mine.length - 1);
  // a body naming the other tenant is refused, never read
  const named = await call(t.app, b, { url: JOB_PATHS.list, body: { tenantId: TENANT_A } });
  expect(named.envelope).toMatchObject({ status: 1002 });
});
