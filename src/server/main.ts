// The only file that listens: locks the data folder (one server per folder: db/dataLock/), opens
// the database (PostgreSQL with DATABASE_URL, else PGlite in ${DATA_DIR:-./data}/pg), migrates,
// seeds the demo on first start, serves the built console (./dist) and the runtime folder
// (./static), backs PGlite up on a schedule and on request (backup/), and closes the database on
// SIGINT/SIGTERM.
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp, trustProxyOf } from './app';
import { migrate } from './db/migrate';
import { DataDirInUse } from './db/dataLock/refusal';
import { openConfiguredDb, OpenedDb } from './db/open';
import { announcedDemoSignIn } from './auth/demoSignIn';
import { prepareAccounts, startMode, StartRefused } from './auth/startup';
import { DEMO_TENANT } from './db/seed';
import { DEMO_ADMINS } from './db/seed/adminRights';
import { FrameAncestorsInvalid, frameAncestorsOf } from './security/contentSecurityPolicy';
import { fileStoreKindOf } from './files/store/backend';
import { jobSettingsOf } from './jobs/settings';
import { backupsOf } from './backup/service';
import { backupTenantOf } from './backup/operatorTenant';
import { backupSettingsOf } from './backup/settings';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  // demo or production start (auth/startup.ts); HOST: the demo listens on loopback (its sign-in is
  // published), production on every interface
  const mode = startMode(process.env);
  const host = mode.host;
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  // the parent pages allowed to frame the console: refused here, before anything is opened, when malformed
  const frameAncestors = frameAncestorsOf(process.env.FRAME_ANCESTORS);
  // several API processes on one PostgreSQL (README): files in the database, runners where wanted
  const fileStore = fileStoreKindOf(process.env.FILE_STORE);
  const jobs = jobSettingsOf(process.env);
  const singleProcess = !process.env.DATABASE_URL;
  const backupSettings = backupSettingsOf(process.env);

  // one server per data folder: a second one on it is refused here, before anything is opened
  let opened: OpenedDb;
  try {
    opened = await openConfiguredDb(process.env, dataDir);
  } catch (e) {
    if (!(e instanceof DataDirInUse)) throw e;
    console.error(e.message);
    process.exit(1);
  }
  const { db, description, lock, pool, pglite } = opened;
  if (lock.warning) console.warn(`data folder lock: ${lock.warning}`);
  const ran = await migrate(db);
  // the demo tenants (production: only with SEED_DEMO=1), the first administrator from ADMIN_*
  const { seeded, notes } = await prepareAccounts(db, process.env, mode);
  // never in production; otherwise while the demo password works, unless DEMO_SIGN_IN=0
  const demoSignIn = await announcedDemoSignIn(db, process.env);
  // PGlite: backups on a schedule (BACKUP_EVERY_HOURS, BACKUP_KEEP), on request from
  // `npm run backup` through the lock's control socket (backup/) and from the console's button
  // (routes/backups); PostgreSQL is backed up with pg_dump
  const backups = pglite ? backupsOf({ db, pglite, dataDir, fileStore }, backupSettings) : null;
  // a backup holds every school's data: the console's backups are the operator's tenant's alone
  const backupTenant = backups ? await backupTenantOf(db, process.env.BACKUP_TENANT) : undefined;
  const app = buildApp({
    demoSignIn,
    backups: backups ?? undefined,
    backupTenant,
    db,
    dataDir,
    trustProxy: trustProxyOf(process.env.TRUST_PROXY),
    frameAncestors,
    dataLock: lock,
    dbPool: pool,
    // an empty METRICS_TOKEN is no token: /metrics then answers loopback callers only
    metricsToken: process.env.METRICS_TOKEN || undefined,
    logger: true,
    logRequests: process.env.LOG_REQUESTS !== '0',
    staticDirs: { dist: resolve('dist'), static: resolve('static') },
    fileStore,
    // PGlite: this process alone uses the database, so imports left running by a stop resume now
    imports: { runner: jobs.runners, singleProcess, runnerOptions: { ...jobs.runnerOptions, batchSize: jobs.importBatchRows } },
    exports: { runner: jobs.runners, singleProcess, runnerOptions: jobs.runnerOptions, followers: { sweep: true, silenceMs: jobs.exportFollowerSilenceMs } },
    photoImports: { runner: jobs.runners, singleProcess, runnerOptions: jobs.runnerOptions },
    businessPackages: { runner: jobs.runners, singleProcess, runnerOptions: jobs.runnerOptions },
    news: { runner: jobs.runners, autoSync: jobs.runners, singleProcess, runnerOptions: jobs.runnerOptions },
    imageUploads: { sweep: jobs.runners },
    visitFiler: { start: true },
  });

  const stopBackups = backups ? backups.schedule() : () => undefined;
  if (backups) await lock.takeCommands?.(backups.controlHandler);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    stopBackups();
    try {
      await app.close();
    } finally {
      await db.destroy();
      await lock.release();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
  // the bound port: PORT=0 asks the system for a free one (the browser tests do)
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  // performance.now() counts from process start, so this includes loading the code
  const readyMs = Math.round(performance.now());
  const lines = [
    `database: ${description}${ran.length ? `, migrated ${ran.join(', ')}` : ''}${seeded ? ', demo data seeded' : ''}`,
    `files: ${fileStore === 'postgres' ? 'in the database (FILE_STORE=postgres)' : `${dataDir}/files`}${jobs.runners ? '' : '; job runners off (JOB_RUNNERS=0)'}`,
    `console: http://localhost:${bound}`,
    backups
      ? `backups: ${backupSettings.everyHours ? `every ${backupSettings.everyHours} h` : 'none scheduled (BACKUP_EVERY_HOURS=0)'}, keeping ${backupSettings.keep || 'all'}, in ${dataDir}/backups; npm run backup makes one now`
      : 'backups: PostgreSQL is backed up with pg_dump (README, "Backups")',
    ...[
      mode.production
        ? `production start: no demo sign-in is offered${seeded ? ' (demo data seeded: SEED_DEMO=1)' : ''}`
        : demoSignIn
          ? [
              `demo sign-in: tenant ${demoSignIn.tenantId}, account ${demoSignIn.account}, password ${demoSignIn.password}`,
              // the demo's administrators with fewer rights (issue 36), with the same first password
              ...DEMO_ADMINS.map((a) => `  also: account ${a.account} (${a.role.name}: ${a.role.remark}), same first password`),
            ]
          : `demo sign-in: not offered (tenant ${DEMO_TENANT.id}: its admin password was changed, or DEMO_SIGN_IN=0)`,
    ].flat(),
    ...notes,
    `ready in ${readyMs} ms`,
  ];
  for (const line of lines) console.log(line);
}

main().catch((e) => {
  // StartRefused says what to do; anything else shows its stack
  console.error('start failed:', e instanceof StartRefused || e instanceof FrameAncestorsInvalid ? e.message : e);
  process.exit(1);
});
