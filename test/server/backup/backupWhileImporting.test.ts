// Issue 37's test: a backup made while an import runs, restored into a new folder and started
// there (open + migrate) has every record and file that was confirmed when it was taken, and the
// half-done import resumes after its last committed batch and finishes, no row written twice.
// A backup of an older schema is migrated by the start. Real files and a real PGlite folder.
import { readdirSync, readFileSync, rmSync, statSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../../src/server/app';
import { backupsOf } from '../../../src/server/backup/service';
import { restoreBackup } from '../../../src/server/backup/restore';
import type { MadeBackup } from '../../../src/server/backup/makeBackup';
import { openPglite } from '../../../src/server/db/connect';
import { migrate } from '../../../src/server/db/migrate';
import { MIGRATIONS } from '../../../src/server/db/migrations';
import type { Db } from '../../../src/server/db/schema';
import { importDb } from '../../../src/server/imports/tables';
import { signIn, TENANT_A } from '../helpers';
import { relation, startImport, studentRow, STUDENT_HEADER, uploadOk, xlsxOf } from '../imports/fixtures';
import { dataDirForSmallDemo } from '../../templates/dataFolder';
import { pgliteTemplateFile } from '../../templates/store';

jest.setTimeout(240_000);

const ROWS = 3000;
const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

/** every file under `dir`, relative path → bytes */
function filesOf(dir: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel))) {
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(dir, r)).isDirectory()) walk(r);
      else found.set(r, readFileSync(path.join(dir, r)));
    }
  };
  walk('');
  return found;
}

async function waitForJob(db: Db, key: string) {
  const until = Date.now() + 120_000;
  for (;;) {
    const job = await importDb(db).selectFrom('import_jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    if ((job.state !== 'running' && job.state !== 'queued') || Date.now() > until) return job;
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('backs up while an import runs; the restored folder starts, has what was confirmed, and the import resumes and finishes', async () => {
  const dataDir = dataDirForSmallDemo('backup-source-');
  folders.push(dataDir);
  const { db, pglite } = await openPglite({ dataDir: path.join(dataDir, 'pg'), loadDataDir: new Blob([readFileSync(pgliteTemplateFile('small'))]) });
  const backups = backupsOf({ db, pglite, dataDir, fileStore: 'folder' }, { everyHours: 0, keep: 14 });
  let backup: Promise<MadeBackup> | null = null;
  const filesBefore = new Map<string, Buffer>();
  const app = buildApp({
    db,
    dataDir,
    imports: {
      runner: true,
      singleProcess: true,
      runnerOptions: {
        batchSize: 500,
        pollMs: 20,
        // after the second batch: a backup starts while the import goes on (not awaited here)
        afterBatch: (_job, lastRow) => {
          if (lastRow >= 500 && !backup) {
            for (const [k, v] of filesOf(path.join(dataDir, 'files'))) filesBefore.set(k, v);
            backup = backups.backUp();
          }
        },
      },
    },
  });
  await app.ready();
  const session = await signIn(app, TENANT_A);
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const r = studentRow(40000 + i);
    r[0] = `BK${String(i).padStart(6, '0')}`;
    return r;
  });
  const up = await uploadOk(app, session, await xlsxOf([STUDENT_HEADER, ...rows]));
  const rel = await relation(app, session, up.id);
  const started = await startImport(app, session, {
    id: up.id,
    headerLine: 1,
    ruleNum: 1,
    checkField: 'studentNo',
    matchFieldList: rel.result.matchFieldList,
    stuInfoHandle: 1,
  });
  const key = started.result.redisKey;
  // the source finishes its import; the backup finishes too
  expect((await waitForJob(db, key)).state).toBe('finished');
  expect(backup).not.toBeNull();
  const made = await backup!;
  await app.close();
  await db.destroy();
  expect(made.manifest.schema).toMatchObject({ last: MIGRATIONS.at(-1)!.name, applied: MIGRATIONS.length });
  expect(made.manifest.counts.files).toBeGreaterThan(0);
  expect(path.basename(made.file)).toMatch(/^campus-backup-\d{8}T\d{9}Z\.zip$/);
  expect(readdirSync(path.dirname(made.file))).toEqual([path.basename(made.file)]);

  // restored into a new folder
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'backup-target-')), 'data');
  folders.push(path.dirname(target));
  const restored = await restoreBackup(made.file, target);
  expect(restored.toMigrate).toEqual([]);

  // every file there before the backup began is there, byte for byte (the upload of the import too)
  const restoredFiles = filesOf(path.join(target, 'files'));
  expect(filesBefore.size).toBeGreaterThan(0);
  for (const [k, v] of filesBefore) {
    if (k.endsWith('.part')) continue;
    expect(restoredFiles.get(k)?.equals(v)).toBe(true);
  }

  // started on it: open, migrate (nothing to do), the import found half-done
  const again = await openPglite({ dataDir: path.join(target, 'pg') });
  expect(await migrate(again.db)).toEqual([]);
  const half = await importDb(again.db).selectFrom('import_jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
  expect(half.state).toBe('running');
  expect(half.last_row).toBeGreaterThan(1);
  // at most every row written and the job not yet marked done (a loaded machine's import can
  // reach its last batch before the dump): still running, so the resume below is exercised
  expect(half.last_row).toBeLessThanOrEqual(ROWS + 1);
  // every confirmed record: exactly the rows the committed batches wrote, and the manifest's counts
  const written = await again.db.selectFrom('people').select('student_no').where('tenant_id', '=', TENANT_A).where('student_no', 'like', 'BK%').execute();
  expect(written).toHaveLength(half.last_row - 1);
  const people = (await sql<{ n: number }>`select count(*)::int as n from people`.execute(again.db)).rows[0].n;
  expect(people).toBe(made.manifest.counts.people);

  // the app on the restored folder resumes the import and finishes it
  const app2 = buildApp({ db: again.db, dataDir: target, imports: { runner: true, singleProcess: true, runnerOptions: { pollMs: 20 } } });
  await app2.ready();
  const job = await waitForJob(again.db, key);
  await app2.close();
  expect(job).toMatchObject({ state: 'finished', total_num: ROWS, finish_num: ROWS, new_insert_num: ROWS, fail_num: 0, last_row: ROWS + 1 });
  const all = await again.db.selectFrom('people').select('student_no').where('tenant_id', '=', TENANT_A).where('student_no', 'like', 'BK%').execute();
  expect(all).toHaveLength(ROWS);
  expect(new Set(all.map((p) => p.student_no)).size).toBe(ROWS);
  await again.db.destroy();
});

it('a backup of an older schema is migrated by the start', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-old-'));
  folders.push(dataDir);
  const { db, pglite } = await openPglite({ loadDataDir: new Blob([readFileSync(pgliteTemplateFile('migrated'))]) });
  // the schema as it was before migration 044 (admin_users.role_stamp and its triggers)
  for (const statement of [
    'drop trigger admin_roles_changed on admin_roles',
    'drop function admin_roles_changed()',
    'drop trigger admin_users_role_given on admin_users',
    'drop function admin_users_role_given()',
    'alter table admin_users drop column role_stamp',
    "delete from schema_migrations where name = '044_admin_role_stamp'",
  ])
    await sql.raw(statement).execute(db);
  const made = await backupsOf({ db, pglite, dataDir, fileStore: 'folder' }, { everyHours: 0, keep: 14 }).backUp();
  await db.destroy();
  expect(made.manifest.schema.names).not.toContain('044_admin_role_stamp');

  const target = path.join(dataDir, 'restored');
  const restored = await restoreBackup(made.file, target);
  expect(restored.toMigrate).toEqual(['044_admin_role_stamp']);
  const again = await openPglite({ dataDir: path.join(target, 'pg') });
  expect(await migrate(again.db)).toEqual(['044_admin_role_stamp']);
  const columns = await sql<{
    column_name: string;
  }>`select column_name from information_schema.columns where table_name = 'admin_users' and column_name = 'role_stamp'`.execute(again.db);
  expect(columns.rows).toHaveLength(1);
  await again.db.destroy();
});
