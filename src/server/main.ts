// The only file that listens: opens the database (PostgreSQL with DATABASE_URL, else PGlite in
// ${DATA_DIR:-./data}/pg), migrates, seeds the demo on first start, serves the built console
// (./dist) and the runtime folder (./static), and closes the database on SIGINT/SIGTERM.
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { migrate } from './db/migrate';
import { openConfiguredDb } from './db/open';
import { liveDemoSignIn } from './auth/demoSignIn';
import { DEMO_TENANT, seedDemoIfMissing } from './db/seed';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const dataDir = resolve(process.env.DATA_DIR ?? './data');

  const { db, description } = await openConfiguredDb(process.env, dataDir);
  const ran = await migrate(db);
  const seeded = await seedDemoIfMissing(db);
  const demoSignIn = process.env.DEMO_SIGN_IN === '0' ? undefined : await liveDemoSignIn(db);
  const app = buildApp({
    demoSignIn,
    db,
    dataDir,
    logger: true,
    logRequests: process.env.LOG_REQUESTS !== '0',
    staticDirs: { dist: resolve('dist'), static: resolve('static') },
    // PGlite: this process alone uses the database, so imports left running by a stop resume now
    imports: { runner: true, singleProcess: !process.env.DATABASE_URL },
    exports: { runner: true, singleProcess: !process.env.DATABASE_URL },
    photoImports: { runner: true, singleProcess: !process.env.DATABASE_URL },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    try {
      await app.close();
    } finally {
      await db.destroy();
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
    `console: http://localhost:${bound}`,
    demoSignIn
      ? `demo sign-in: tenant ${demoSignIn.tenantId}, account ${demoSignIn.account}, password ${demoSignIn.password}`
      : `demo sign-in: not offered (tenant ${DEMO_TENANT.id}: its admin password was changed, or DEMO_SIGN_IN=0)`,
    `ready in ${readyMs} ms`,
  ];
  for (const line of lines) console.log(line);
}

main().catch((e) => {
  console.error('start failed:', e);
  process.exit(1);
});
