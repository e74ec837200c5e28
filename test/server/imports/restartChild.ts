// The server process of the restart test: opens the database the test prepared, starts the app
// with its import runner and reports each committed batch on stdout, pausing after each so the
// test can kill it in the middle of the import.
import { buildApp } from '../../../src/server/app';
import { openPglite, openPostgres } from '../../../src/server/db/connect';

async function main() {
  const dataDir = process.env.RESTART_DATA_DIR!;
  const db = process.env.RESTART_PG_URL
    ? openPostgres({ connectionString: process.env.RESTART_PG_URL, max: 2 }).db
    : (await openPglite({ dataDir: `${dataDir}/pg` })).db;
  const app = buildApp({
    db,
    dataDir,
    imports: {
      runner: true,
      singleProcess: !process.env.RESTART_PG_URL,
      runnerOptions: {
        batchSize: 500,
        pollMs: 20,
        afterBatch: async (_job, lastRow) => {
          process.stdout.write(`committed ${lastRow}\n`);
          await new Promise((r) => setTimeout(r, 150));
        },
      },
    },
  });
  await app.ready();
  process.stdout.write('ready\n');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
