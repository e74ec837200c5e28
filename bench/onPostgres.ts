// BUDGETS.md, "the same server on PostgreSQL": the import, the export and the paged list measured
// as their own groups measure them on PGlite (the same file, the same rows, the same calls through
// the API), on a schema of their own on the PostgreSQL server BENCH_PG_URL (or DATABASE_URL)
// names; printed beside the embedded figures of this run, with the ratio. Without a server named,
// one row says so.
import { readFileSync } from 'node:fs';
import { benchPgUrl, postgresDb } from './benchDb';
import { insertBenchPeople } from './exportData';
import { throughApi } from './exportRun';
import { importThroughApi } from './import';
import { writeDemoBenchFile } from './importFile';
import { addStudents, budgetList, listStats } from './peopleList';
import { BenchRow, secs } from './report';
import { withSeededApp, withSeededDb } from './seededApp';

/** a fresh schema on the server (dropped after), migrated and seeded small */
const onPostgres = (url: string) => () => postgresDb(url);

function importOnPostgres(url: string) {
  const imports = { runner: true, singleProcess: true };
  return withSeededApp(
    { prefix: 'bench-pg-import-', open: onPostgres(url), appOptions: { imports }, beforeApp: ({ db, dir }) => writeDemoBenchFile(db, dir) },
    async ({ app, session, before: { file, made } }) => {
      await new Promise((r) => setTimeout(r, 1500)); // the app's warm parse worker starts
      const insert = await importThroughApi(app, session, readFileSync(file), 1);
      await app.imports.runner.idle();
      const overwrite = await importThroughApi(app, session, readFileSync(file), 1);
      await app.imports.runner.idle();
      const correct = insert.status.newInsertNum === made.rows && overwrite.status.updateNum === made.rows && insert.status.failNum === 0;
      return { rows: made.rows, insertMs: insert.ms, overwriteMs: overwrite.ms, correct };
    },
  );
}

function listOnPostgres(url: string) {
  return withSeededApp(
    { prefix: 'bench-pg-list-', open: onPostgres(url), beforeApp: ({ db }) => addStudents(db) },
    async ({ app, session, before: { majorId } }) => {
      const { p95, errors } = await listStats(app, session, budgetList(majorId), 200, 20);
      return { p95, errors };
    },
  );
}

function exportOnPostgres(url: string) {
  return withSeededDb({ prefix: 'bench-pg-export-', open: onPostgres(url) }, async ({ db, dir }) => {
    await insertBenchPeople(db, 100_000);
    const r = await throughApi(db, dir, 1000, false);
    return { rows: r.rows, ms: r.ms };
  });
}

/** the figure of the embedded run of this bench, when its group ran before this one */
const embedded = (rows: BenchRow[], flow: string, key: string): number | undefined => {
  const row = rows.find((r) => r.flow === flow && r.data && typeof r.data[key] === 'number');
  return row?.data?.[key] as number | undefined;
};

/** `earlier`: the rows the other groups printed in this run (the PGlite figures to compare with). */
export async function postgresRows(earlier: BenchRow[]): Promise<BenchRow[]> {
  const url = benchPgUrl();
  if (!url) {
    return [
      {
        flow: 'on PostgreSQL',
        work: 'import, export and list on a PostgreSQL server: set BENCH_PG_URL (or DATABASE_URL) to measure them',
        figure: 'not measured',
        budget: 'info',
        pass: true,
      },
    ];
  }
  const out: BenchRow[] = [];
  const vs = (pg: number, lite: number | undefined, lowerIsBetter: boolean) =>
    lite === undefined ? 'PGlite: run its group too' : `${(lowerIsBetter ? pg / lite : lite / pg).toFixed(2)}× PGlite's time`;

  const imp = await importOnPostgres(url);
  const rate = imp.rows / (imp.insertMs / 1000);
  const liteInsert = embedded(earlier, 'excel import', 'insert');
  console.log(`postgres import: ${imp.rows} rows in ${secs(imp.insertMs)}, overwrite ${secs(imp.overwriteMs)}`);
  out.push({
    flow: 'excel import',
    work: `${imp.rows} rows × 15, upload → finished, on PostgreSQL (one run; overwrite ${secs(imp.overwriteMs)})`,
    figure: `${Math.round(rate)} rows/s (${secs(imp.insertMs)})`,
    floor: liteInsert === undefined ? undefined : `PGlite ${secs(liteInsert)}`,
    ratio: vs(imp.insertMs, liteInsert, true),
    budget: 'printed beside PGlite; none slower',
    pass: imp.correct && (liteInsert === undefined || imp.insertMs <= liteInsert * 1.1),
    data: imp,
  });

  const exp = await exportOnPostgres(url);
  const liteExport = embedded(earlier, 'export to xlsx', 'api');
  console.log(`postgres export: ${exp.rows} rows in ${secs(exp.ms)}`);
  out.push({
    flow: 'export to xlsx',
    work: `${exp.rows} students × 15 columns, start → poll → download, on PostgreSQL (one run)`,
    figure: `${Math.round(exp.rows / (exp.ms / 1000))} rows/s (${secs(exp.ms)})`,
    floor: liteExport === undefined ? undefined : `PGlite ${secs(liteExport)}`,
    ratio: vs(exp.ms, liteExport, true),
    budget: 'printed beside PGlite; none slower',
    pass: liteExport === undefined || exp.ms <= liteExport * 1.1,
    data: exp,
  });

  const list = await listOnPostgres(url);
  const liteList = embedded(earlier, 'paged list', 'p95');
  console.log(`postgres list: p95 ${list.p95.toFixed(1)} ms`);
  out.push({
    flow: 'paged list',
    work: 'the budget list (page of 100 among 100k, filters and advanced search), one client, 200 calls, on PostgreSQL',
    figure: `p95 ${list.p95.toFixed(1)} ms, ${list.errors} errors`,
    floor: liteList === undefined ? undefined : `PGlite p95 ${liteList.toFixed(1)} ms`,
    ratio: vs(list.p95, liteList, true),
    budget: 'p95 ≤ 30 ms; none slower than PGlite',
    pass: list.errors === 0 && list.p95 <= 30 && (liteList === undefined || list.p95 <= liteList * 1.1 + 1),
    data: list,
  });
  return out;
}

if (require.main === module) {
  postgresRows([]).then((rows) => {
    for (const r of rows) console.log(r.flow, '|', r.work, '|', r.figure, '|', r.ratio ?? '', '|', r.pass ? 'PASS' : 'FAIL');
  });
}
