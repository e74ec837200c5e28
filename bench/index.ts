// `npm run bench`: prints the figures of BUDGETS.md measured on this machine. A benchmark
// prints; it never fails a build (tests assert behaviour, benchmarks report).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { bundleRows } from './bundle';
import { importRows } from './import';
import { serverStartRows } from './serverStart';
import { BenchRow, printReport } from './report';
import { removeScratch } from './scratch';

async function main() {
  if (!existsSync('dist/index.html') || process.argv.includes('--build')) {
    spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  }
  // `npm run bench -- --only documents,collections` measures only the named groups
  const onlyArg = process.argv.find((a) => a.startsWith('--only'));
  const only = onlyArg ? (onlyArg.includes('=') ? onlyArg.split('=')[1] : (process.argv[process.argv.indexOf(onlyArg) + 1] ?? '')).split(',') : null;
  const rows: BenchRow[] = [];
  const groups: Array<[string, () => Promise<BenchRow[]> | BenchRow[]]> = [
    ['bundle', () => bundleRows()],
    ['serverStart', () => serverStartRows()],
    ['transfer', async () => (await import('./transfer')).transferRows()],
    ['import', () => importRows()],
    ['peopleList', async () => (await import('./peopleList')).peopleListRows()],
    ['members', async () => (await import('./members')).membersRows()],
    ['export', async () => (await import('./export')).exportRows()],
    ['photos', async () => (await import('./photos')).photoRows()],
    ['robotTry', async () => (await import('./robotTry')).robotTryRows()],
    ['documents', async () => (await import('./documents')).documentRows()],
    ['collections', async () => (await import('./collections')).collectionRows()],
    ['visits', async () => (await import('./visits')).visitRows()],
    ['serviceStats', async () => (await import('./serviceStats')).serviceStatsRows()],
    ['wordCheck', async () => (await import('./wordCheck')).wordCheckRows()],
    ['alumniPosts', async () => (await import('./alumniPosts')).alumniPostRows()],
    ['rights', async () => (await import('./rights')).rightsRows()],
    ['metrics', async () => (await import('./metrics')).metricsRows()],
    // last: beside the embedded figures the groups above printed
    ['postgres', async () => (await import('./onPostgres')).postgresRows(rows)],
  ];
  for (const [name, measure] of groups) if (!only || only.includes(name)) rows.push(...(await measure()));
  console.log('');
  printReport(rows);
  removeScratch();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
