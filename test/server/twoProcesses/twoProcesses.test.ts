// Several API processes on one PostgreSQL (issue 16 part 2; README "Several API processes"):
// three real server processes (src/server/main.ts) on a fresh database, each with its own port
// and data folder, files in the database (FILE_STORE=postgres). A serves calls only (JOB_RUNNERS=0),
// B and C run the jobs. Proves: a session signed in on one process is valid on the others; an
// import, a photo zip and an export uploaded or started through A are run by B or C, and their
// reports, original file, photos and export file are downloaded through A (and B); queued jobs
// are each claimed once; a process killed (SIGKILL) mid-import leaves the job to the other, which
// finishes it with totals that add up and no row written twice. Each is ready (/readyz) with its
// runners as configured. PostgreSQL only: skipped unless
// the server-pg project runs it (TEST_PG_URL).
import { sql } from 'kysely';
import { openPostgres } from '../../../src/server/db/connect';
import type { Db } from '../../../src/server/db/schema';
import { exportDb } from '../../../src/server/exports/tables';
import { importDb } from '../../../src/server/imports/tables';
import { EXPORT_PATHS } from '../../../src/shared/exports/api';
import { IMPORT_PATHS } from '../../../src/shared/imports';
import { exportDone, fetchFile, startExport, waitForExport } from '../exports/exportApp';
import { call, download, Session, signIn, TENANT_A, TENANT_B } from '../helpers';
import { readWorkbook, startImport, relation, studentRow, STUDENT_HEADER, uploadOk, waitForJob, xlsxOf } from '../imports/fixtures';
import { photoJpeg, writeZip } from '../photoImport/makeZip';
import { addPeople, errorsFile, uploadOk as uploadZipOk, waitForPhotoJob } from '../photoImport/photoApp';
import { fetchPicture, listPhotos } from '../photos/calls';
import { createPostgresDatabase } from '../testDb';
import { httpApp } from './httpApp';
import { ServerProcess, startServerProcess } from '../../support/serverProcess';

// three processes starting, a 20,000-row import: minutes on a loaded CI machine
jest.setTimeout(300_000);

const pgUrl = process.env.TEST_DATABASE_URL;
const run = pgUrl ? describe : describe.skip;
const STALE_MS = 3000;

let database: { url: string; drop(): Promise<void> };
let db: Db;
let a: ServerProcess;
let b: ServerProcess;
let c: ServerProcess;
let session: Session;

const workerOf = (p: ServerProcess, name: string): string | null => {
  for (const line of p.output().split('\n')) {
    if (!line.includes(`"${name} runner started"`)) continue;
    return (JSON.parse(line) as { worker: string }).worker;
  }
  return null;
};

run('several API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createPostgresDatabase(pgUrl!, 'small', 'two_processes');
    db = openPostgres({ connectionString: database.url, max: 2 }).db;
    const shared = { DATABASE_URL: database.url, FILE_STORE: 'postgres', JOB_POLL_MS: '100', JOB_STALE_MS: String(STALE_MS), IMPORT_BATCH_ROWS: '100' };
    a = await startServerProcess('a', { env: { ...shared, JOB_RUNNERS: '0' } });
    [b, c] = await Promise.all([startServerProcess('b', { env: shared }), startServerProcess('c', { env: shared })]);
    session = await signIn(httpApp(a.url), TENANT_A);
  });

  afterAll(async () => {
    await Promise.all([a, b, c].map((p) => p?.stop()));
    await db?.destroy();
    await database?.drop();
  });

  it('says each process is ready, A without runners, B and C with theirs going round', async () => {
    for (const p of [a, b, c]) {
      const answer = await fetch(`${p.url}/readyz`);
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { checks: Record<string, string> };
      expect(body.checks).toEqual({ database: 'ok', migrations: 'ok', jobRunners: p === a ? 'off' : 'ok', dataLock: 'ok' });
    }
  });

  it('accepts a session signed in on one process on every other', async () => {
    for (const p of [a, b, c]) {
      const answer = await call(httpApp(p.url), session, { url: EXPORT_PATHS.headers, body: { identity: 'STUDENT' } });
      expect(answer.envelope.status).toBe(1000);
    }
    const onB = await signIn(httpApp(b.url), TENANT_A);
    expect((await call(httpApp(a.url), onB, { url: EXPORT_PATHS.headers, body: { identity: 'STUDENT' } })).envelope.status).toBe(1000);
    expect(workerOf(a, 'import')).toBeNull();
    expect(workerOf(b, 'import')).not.toBeNull();
  });

  it('runs an import uploaded through A on another process; its report and original come through A', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => {
      const r = studentRow(71_000 + i);
      r[0] = `TP${String(i).padStart(6, '0')}`;
      return r;
    });
    rows[3][3] = '110105200001011230'; // a wrong check digit
    rows[17][3] = 'not an id number';
    const bytes = await xlsxOf([STUDENT_HEADER, ...rows]);
    const onA = httpApp(a.url);
    const up = await uploadOk(onA, session, bytes);
    const rel = await relation(onA, session, up.id);
    const started = await startImport(onA, session, {
      id: up.id,
      headerLine: 1,
      ruleNum: 1,
      checkField: 'studentNo',
      matchFieldList: rel.result.matchFieldList,
      stuInfoHandle: 1,
    });
    const key = started.result.redisKey;
    const done = (await waitForJob(onA, session, key)).result;
    expect(done).toMatchObject({ state: 'finished', totalNum: 40, newInsertNum: 38, failNum: 2 });
    const job = await importDb(db).selectFrom('import_jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    expect([workerOf(b, 'import'), workerOf(c, 'import')]).toContain(job.worker_id);

    const report = await download(onA, session, { url: IMPORT_PATHS.errors, body: { errorKey: done.errorKey } });
    expect(report.statusCode).toBe(200);
    const sheet = (await readWorkbook(report.rawPayload))[0].rows.map((r) => r.map((cell) => String(cell.value ?? '')));
    // the sheet's rows 5 and 19 (data rows 4 and 18 below the header)
    expect(sheet[0]).toEqual(['行号', '列', '值', '原因']);
    expect(sheet.map((r) => r.slice(0, 3))).toEqual(
      expect.arrayContaining([
        ['5', '身份证号', '110105200001011230'],
        ['19', '身份证号', 'not an id number'],
      ]),
    );
    const original = await download(onA, session, { url: IMPORT_PATHS.original, body: { key } });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(bytes)).toBe(true);
    // the file is in the database, not in a process's folder
    const inDb = await importDb(db).selectFrom('import_uploads').select('stored_name').where('id', '=', up.id).executeTakeFirstOrThrow();
    const file = await sql<{
      area: string;
      complete: boolean;
      size: number;
    }>`select area, complete, size from stored_files where key = ${inDb.stored_name}`.execute(db);
    expect(file.rows).toEqual([{ area: 'imports', complete: true, size: bytes.length }]);
  });

  it('runs a photo zip uploaded through A on another process; its report and photos come through A and B', async () => {
    const people = await addPeople(db, TENANT_A, 'STUDENT', 5, 'W');
    const zip = (await writeZip([
      ...(await Promise.all(people.map(async (p, i) => ({ name: `${p.identifier}.jpg`, content: await photoJpeg({ seed: i }) })))),
      { name: 'NOBODY99999.jpg', content: await photoJpeg({ seed: 9 }) },
    ])) as Buffer;
    const onA = httpApp(a.url);
    const upload = await uploadZipOk(onA, session, zip);
    const status = (await waitForPhotoJob(onA, session, upload.redisKey)).result;
    expect(status).toMatchObject({ state: 'finished', totalNum: 6, newInsertNum: 5, failNum: 1 });
    const report = await errorsFile(onA, session, status.errorKey!);
    expect(report.statusCode).toBe(200);
    const sheet = (await readWorkbook(report.rawPayload))[0].rows.map((r) => r.map((cell) => String(cell.value ?? '')).join(' '));
    expect(sheet.some((r) => r.includes('NOBODY99999'))).toBe(true);

    const list = await listPhotos(onA, session, { hasPhoto: 1 });
    const row = list.result.data.find((r) => r.id === String(people[0].id))!;
    // the picture through A, its thumbnail made on B and read again through A
    const picture = await fetchPicture(onA, row.photoUrl!);
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(await photoJpeg({ seed: 0 }))).toBe(true);
    const thumbOnB = await fetchPicture(httpApp(b.url), row.thumbUrl!);
    expect(thumbOnB.statusCode).toBe(200);
    const thumbOnA = await fetchPicture(onA, row.thumbUrl!);
    expect(thumbOnA.rawPayload.equals(thumbOnB.rawPayload)).toBe(true);
  });

  it('runs an export started through A on another process; its file comes through A', async () => {
    const onA = httpApp(a.url);
    const done = await exportDone(onA, session, { identity: 'STUDENT', dataRange: 1, exportField: '姓名:name,学号:studentNo' });
    const file = await fetchFile(onA, session, done.url!);
    expect(file.statusCode).toBe(200);
    const students = await db
      .selectFrom('people')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', TENANT_A)
      .where('identity', '=', 'STUDENT')
      .executeTakeFirstOrThrow();
    const rows = (await readWorkbook(file.rawPayload))[0].rows;
    expect(rows.length - 1).toBe(Number(students.n));
  });

  it('claims every queued job once between two working processes', async () => {
    const onA = httpApp(a.url);
    // three at once per tenant (the most a tenant may run), in both tenants, queued together
    const sessionB = await signIn(httpApp(b.url), TENANT_B);
    const body = { identity: 'STUDENT' as const, dataRange: 1 as const, exportField: '姓名:name,学号:studentNo' };
    const started = await Promise.all([session, session, session, sessionB, sessionB, sessionB].map((s) => startExport(onA, s, body)));
    expect(started.map((r) => r.envelope.status)).toEqual(Array(6).fill(1000));
    const keys = started.map((r) => r.result.redisKey);
    const done = await Promise.all(keys.map((key, i) => waitForExport(onA, i < 3 ? session : sessionB, key)));
    expect(done.map((d) => d.result.state)).toEqual(Array(6).fill('finished'));
    const jobs = await exportDb(db).selectFrom('export_jobs').select(['key', 'attempts']).where('key', 'in', keys).execute();
    expect(jobs).toHaveLength(6);
    expect(jobs.every((j) => j.attempts === 1)).toBe(true);
    for (const key of keys) {
      const ranOn = [b, c].filter((p) =>
        p
          .output()
          .split('\n')
          .some((l) => l.includes(key) && l.includes('job ended')),
      );
      expect(ranOn).toHaveLength(1);
    }
  });

  it('finishes an import on the other process when the one running it is killed', async () => {
    const ROWS = 20_000;
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const r = studentRow(100_000 + i);
      r[0] = `KL${String(i).padStart(6, '0')}`;
      return r;
    });
    const onA = httpApp(a.url);
    const up = await uploadOk(onA, session, await xlsxOf([STUDENT_HEADER, ...rows]));
    const rel = await relation(onA, session, up.id);
    const started = await startImport(onA, session, {
      id: up.id,
      headerLine: 1,
      ruleNum: 1,
      checkField: 'studentNo',
      matchFieldList: rel.result.matchFieldList,
      stuInfoHandle: 1,
    });
    const key = started.result.redisKey;
    const jobRow = () => importDb(db).selectFrom('import_jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    let job = await jobRow();
    const until = Date.now() + 120_000;
    while (!(job.state === 'running' && job.last_row > 500) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
      job = await jobRow();
    }
    expect(job.state).toBe('running');
    const holder = job.worker_id === workerOf(b, 'import') ? b : c;
    const other = holder === b ? c : b;
    expect(job.worker_id).toBe(workerOf(holder, 'import'));
    await holder.kill();
    const killedAt = await jobRow();
    expect(killedAt.state).toBe('running');
    expect(killedAt.last_row).toBeLessThan(ROWS + 1);

    const done = (await waitForJob(onA, session, key, 180_000)).result;
    expect(done).toMatchObject({ state: 'finished', totalNum: ROWS, newInsertNum: ROWS, failNum: 0 });
    expect(done.newInsertNum + done.updateNum + done.jumpNum + done.failNum).toBe(done.totalNum);
    job = await jobRow();
    expect(job).toMatchObject({ attempts: 2, worker_id: workerOf(other, 'import'), finish_num: ROWS, last_row: ROWS + 1 });
    const people = await db.selectFrom('people').select('student_no').where('tenant_id', '=', TENANT_A).where('student_no', 'like', 'KL%').execute();
    expect(people).toHaveLength(ROWS);
    expect(new Set(people.map((p) => p.student_no)).size).toBe(ROWS);
    const changes = await importDb(db).selectFrom('import_changes').select('inserted_ids').where('job_key', '=', key).execute();
    expect(changes.flatMap((ch) => ch.inserted_ids)).toHaveLength(ROWS);
  });
});
