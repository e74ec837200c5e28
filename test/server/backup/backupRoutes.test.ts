// The console's backups (issue 37, routes/backups): an administrator whose role gives every right
// lists the archives, starts a backup that answers at once, polls it to its end and downloads the
// archive; another administrator, even one with the screen's write, is refused (1002), a name not
// in the list is refused, and without backups (PostgreSQL) the list says to use pg_dump.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { backupsOf } from '../../../src/server/backup/service';
import { openPglite } from '../../../src/server/db/connect';
import type { Db } from '../../../src/server/db/schema';
import { ADMIN_ROLES_BASE } from '../../../src/shared/resources/adminRoles/definition';
import { BACKUP_PATHS, BackupJob, BackupRow } from '../../../src/shared/platform/backups';
import { buildTestApp, call, consoleGet, download, Session, signIn, TENANT_A, TENANT_B } from '../helpers';
import { dataDirForSmallDemo } from '../../templates/dataFolder';
import { pgliteTemplateFile } from '../../templates/store';

jest.setTimeout(180_000);

let app: FastifyInstance;
let db: Db;
let dataDir: string;
let admin: Session;
let alumni: Session;

beforeAll(async () => {
  dataDir = dataDirForSmallDemo('backup-routes-');
  const opened = await openPglite({ dataDir: path.join(dataDir, 'pg'), loadDataDir: new Blob([readFileSync(pgliteTemplateFile('small'))]) });
  db = opened.db;
  const backups = backupsOf({ db, pglite: opened.pglite, dataDir, fileStore: 'folder' }, { everyHours: 0, keep: 14 });
  app = buildApp({ db, dataDir, backups, backupTenant: TENANT_A });
  await app.ready();
  admin = await signIn(app, TENANT_A, 'admin');
  alumni = await signIn(app, TENANT_A, 'alumni');
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = <T>(s: Session, url: string, params: Record<string, string> = {}) => call<T>(app, s, { method: 'GET', url: consoleGet(url, params) });

it('lists, backs up as a polled job, and downloads an archive for a full-rights administrator', async () => {
  const before = await get<BackupRow[]>(admin, BACKUP_PATHS.list);
  expect(before.envelope.status).toBe(1000);
  expect(before.result).toEqual([]);

  const started = await call<BackupJob>(app, admin, { url: BACKUP_PATHS.start, body: {} });
  expect(started.envelope.status).toBe(1000);
  expect(started.result).toMatchObject({ done: false, error: null, name: null });

  let job = started.result;
  const seen: number[] = [];
  for (const until = Date.now() + 120_000; !job.done && Date.now() < until;) {
    await new Promise((r) => setTimeout(r, 100));
    const polled = await get<BackupJob>(admin, BACKUP_PATHS.state, { id: started.result.id });
    expect(polled.envelope.status).toBe(1000);
    job = polled.result;
    seen.push(job.percent);
  }
  expect(job).toMatchObject({ done: true, stage: 'done', percent: 100, error: null });
  expect(job.name).toMatch(/^campus-backup-.*\.zip$/);
  expect([...seen].sort((a, b) => a - b)).toEqual(seen);

  const listed = await get<BackupRow[]>(admin, BACKUP_PATHS.list);
  expect(listed.result).toHaveLength(1);
  expect(listed.result[0].name).toBe(job.name);
  expect(listed.result[0].size).toBeGreaterThan(0);
  expect(Number.isNaN(Date.parse(listed.result[0].createdAt))).toBe(false);

  const res = await download(app, admin, { method: 'GET', url: consoleGet(BACKUP_PATHS.download, { file: job.name! }) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.rawPayload.length).toBe(listed.result[0].size);
  // a zip: PK\x03\x04
  expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
});

it('refuses a name the list does not show', async () => {
  for (const file of ['campus-backup-20200101T000000Z.zip', '../pg/PG_VERSION', 'manifest.json']) {
    const res = await download(app, admin, { method: 'GET', url: consoleGet(BACKUP_PATHS.download, { file }) });
    expect(JSON.parse(res.payload)).toMatchObject({ status: 1002 });
  }
  const unknownJob = await get(admin, BACKUP_PATHS.state, { id: 'no-such-job' });
  expect(unknownJob.envelope.status).toBe(1002);
});

it("refuses another administrator, also one given the screen's write", async () => {
  const expectRefused = async () => {
    expect((await get(alumni, BACKUP_PATHS.list)).envelope.status).toBe(1002);
    expect((await call(app, alumni, { url: BACKUP_PATHS.start, body: {} })).envelope.status).toBe(1002);
    const res = await download(app, alumni, { method: 'GET', url: consoleGet(BACKUP_PATHS.download, { file: 'x.zip' }) });
    expect(JSON.parse(res.payload)).toMatchObject({ status: 1002 });
  };
  await expectRefused();
  // the screen's write is not enough: the role must give every right
  const roles = await call<{ data: { id: number; name: string; grants: string[] }[] }>(app, admin, {
    url: `${ADMIN_ROLES_BASE}/list`,
    body: { pageIndex: 1, pageSize: 100 },
  });
  const role = roles.result.data.find((r) => r.name === '校友办')!;
  const widened = await call(app, admin, { url: `${ADMIN_ROLES_BASE}/update`, body: { ...role, grants: [...role.grants, '/ProjectDetails:write'] } });
  expect(widened.envelope.status).toBe(1000);
  const refused = await get(alumni, BACKUP_PATHS.list);
  expect(refused.envelope).toMatchObject({ status: 1002, msgKey: 'backups.refusedNotFull' });
  await expectRefused();
});

it("refuses another school's full-rights administrator: a backup holds every school's data", async () => {
  const other = await signIn(app, TENANT_B, 'admin');
  expect((await get(other, BACKUP_PATHS.list)).envelope).toMatchObject({ status: 1002, msgKey: 'backups.refusedNotOperator' });
  expect((await call(app, other, { url: BACKUP_PATHS.start, body: {} })).envelope).toMatchObject({ status: 1002, msgKey: 'backups.refusedNotOperator' });
  const res = await download(app, other, { method: 'GET', url: consoleGet(BACKUP_PATHS.download, { file: 'x.zip' }) });
  expect(JSON.parse(res.payload)).toMatchObject({ status: 1002 });
});

it('says to use pg_dump when there are no backups (PostgreSQL), in the caller’s language', async () => {
  const t = await buildTestApp();
  try {
    const s = await signIn(t.app, TENANT_A, 'admin');
    const r = await call(t.app, s, { method: 'GET', url: consoleGet(BACKUP_PATHS.list) });
    expect(r.envelope).toMatchObject({ status: 1002, msgKey: 'backups.refusedPostgres' });
    expect(r.envelope.msg).toContain('pg_dump');
    const en = await call(t.app, s, { method: 'GET', url: consoleGet(BACKUP_PATHS.list), headers: { 'accept-language': 'en' } });
    expect(en.envelope.msg).toMatch(/^Not available on PostgreSQL: use pg_dump/);
  } finally {
    await t.close();
  }
});
