// Cancelling a photo import: a running job stops between batches (photos already placed stay,
// counted; with error rule 2 the validated ones are removed and counted as skipped); a job
// nobody runs yet ends at once, the Excel import of its rows with it; an ended job cannot be
// cancelled. The zip goes in every case.
import { importDb } from '../../../src/server/imports/tables';
import { photoImportDb } from '../../../src/server/photoImport/tables';
import { signIn, Session, TENANT_A, TestApp } from '../helpers';
import { gate } from '../exports/exportApp';
import { xlsxOf } from '../imports/fixtures';
import { makePhotoZip, photoJpeg, writeZip } from './makeZip';
import {
  addPeople,
  buildPhotoApp,
  cancel,
  fields,
  photoColumns,
  photoStoreFiles,
  progress,
  start,
  sumOf,
  uploadOk,
  waitForPhotoJob,
  zipUploads,
} from './photoApp';

const BATCH = 5;
let t: TestApp;
let s: Session;
let pause: ReturnType<typeof gate> | null = null;

beforeAll(async () => {
  t = await buildPhotoApp({
    imports: { runner: false },
    photoImports: {
      runnerOptions: {
        batchSize: BATCH,
        afterBatch: async (_job, at) => {
          if (pause && at === BATCH) {
            pause.arrive();
            await pause.wait();
          }
        },
      },
    },
  });
  s = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

it('stops a running job between batches: what was placed stays, counted', async () => {
  const people = await addPeople(t.db, TENANT_A, 'STUDENT', 20, 'C');
  pause = gate();
  const up = await uploadOk(t.app, s, await makePhotoZip({ count: 20, identifierOf: (i) => people[i].identifier }));
  await pause.reached;
  // mid-run: one batch of 20 done, never shown as finished
  const mid = await progress(t.app, s, up.redisKey);
  expect(mid.result).toMatchObject({ state: 'running', finished: 0, totalNum: 20, finishNum: BATCH, newInsertNum: BATCH, finishRate: 0.25 });
  expect(mid.result.tryMathRemainTime).toMatch(/^\d\d:\d\d:\d\d$/);
  const cancelling = cancel(t.app, s, up.redisKey);
  // the cancel is asked for while the runner waits after its first batch
  await waitUntil(
    async () =>
      (await photoImportDb(t.db).selectFrom('photo_import_jobs').select('cancel_requested').where('key', '=', up.redisKey).executeTakeFirstOrThrow())
        .cancel_requested,
  );
  pause.open();
  const answer = await cancelling;
  pause = null;
  expect(answer.envelope).toMatchObject({ status: 1000, msg: '照片导入已取消' });
  expect(answer.result).toMatchObject({ state: 'cancelled', finished: 0 });
  const polled = await progress(t.app, s, up.redisKey);
  expect([polled.envelope.status, polled.envelope.msg]).toEqual([1002, '照片导入已取消']);
  const st = polled.result;
  expect(st.finishNum).toBeGreaterThanOrEqual(BATCH);
  expect(st.finishNum).toBeLessThan(20);
  expect(st.totalNum).toBe(st.finishNum);
  expect(sumOf(st)).toBe(st.totalNum);
  const placed = [
    ...(
      await photoColumns(
        t.db,
        people.map((p) => p.id),
      )
    ).values(),
  ].filter((c) => c.photo_path).length;
  expect(placed).toBe(st.newInsertNum);
  // one picture a placed photo (thumbnails are made when shown), nothing else; the zip is gone
  expect(photoStoreFiles(t.dataDir).filter((f) => f.startsWith(TENANT_A))).toHaveLength(placed);
  // the runner ends the job's row first, then removes its zip (a crash between leaves the file to
  // the clean-up, never a job naming a missing zip): the answer may come before the removal
  await waitUntil(async () => zipUploads(t.dataDir).length === 0);
});

it('with error rule 2, a cancel places nothing and removes what was written', async () => {
  const people = await addPeople(t.db, TENANT_A, 'STUDENT', 20, 'D');
  const files = photoStoreFiles(t.dataDir);
  pause = gate();
  const up = await uploadOk(t.app, s, await makePhotoZip({ count: 20, identifierOf: (i) => people[i].identifier }), { errorRule: 2 });
  await pause.reached;
  // the first batch is checked and written, not placed
  expect(photoStoreFiles(t.dataDir).length).toBe(files.length + BATCH);
  const cancelling = cancel(t.app, s, up.redisKey);
  await waitUntil(
    async () =>
      (await photoImportDb(t.db).selectFrom('photo_import_jobs').select('cancel_requested').where('key', '=', up.redisKey).executeTakeFirstOrThrow())
        .cancel_requested,
  );
  pause.open();
  const answer = await cancelling;
  pause = null;
  expect(answer.result).toMatchObject({ state: 'cancelled', newInsertNum: 0, updateNum: 0, failNum: 0 });
  expect(answer.result.jumpNum).toBe(answer.result.totalNum);
  expect(answer.result.totalNum).toBeGreaterThanOrEqual(BATCH);
  expect(
    [
      ...(
        await photoColumns(
          t.db,
          people.map((p) => p.id),
        )
      ).values(),
    ].every((c) => c.photo_path === null),
  ).toBe(true);
  expect(photoStoreFiles(t.dataDir)).toEqual(files);
  expect(await photoImportDb(t.db).selectFrom('photo_import_items').selectAll().execute()).toEqual([]);
});

it('ends a job waiting for its mapping, or for its rows, at once (with the rows import)', async () => {
  const sheet = await xlsxOf([
    ['学号', '姓名'],
    ['CX000001', '取消'],
  ]);
  const zip = (await writeZip([
    { name: 'a.xlsx', content: sheet },
    { name: 'CX000001.jpg', content: await photoJpeg() },
  ])) as Buffer;

  const mapping = await uploadOk(t.app, s, zip);
  expect(zipUploads(t.dataDir)).toHaveLength(1);
  const a = await cancel(t.app, s, mapping.redisKey);
  expect(a.result).toMatchObject({ state: 'cancelled', totalNum: 0, finishNum: 0 });
  expect(zipUploads(t.dataDir)).toEqual([]);

  // the Excel import runner is off in this app: the rows job stays queued, the photo job waits
  const waiting = await uploadOk(t.app, s, zip);
  const rel = await fields(t.app, s, waiting.redisKey);
  await start(t.app, s, waiting.redisKey, rel.result.matchFieldList);
  const job = await photoImportDb(t.db).selectFrom('photo_import_jobs').selectAll().where('key', '=', waiting.redisKey).executeTakeFirstOrThrow();
  expect(job.state).toBe('waiting');
  const b = await cancel(t.app, s, waiting.redisKey);
  expect(b.result).toMatchObject({ state: 'cancelled' });
  const rows = await importDb(t.db).selectFrom('import_jobs').select('state').where('key', '=', job.rows_job_key!).executeTakeFirstOrThrow();
  expect(rows.state).toBe('cancelled');
  expect(zipUploads(t.dataDir)).toEqual([]);
});

it('cannot cancel an ended job', async () => {
  const zip = await makePhotoZip({ count: 1, identifierOf: () => 'NOBODY1' });
  const up = await uploadOk(t.app, s, zip);
  await waitForPhotoJob(t.app, s, up.redisKey);
  const a = await cancel(t.app, s, up.redisKey);
  expect([a.envelope.status, a.envelope.msg]).toEqual([1002, '导入任务已结束']);
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 10));
  }
}
