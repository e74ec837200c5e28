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
  const rows: BenchRow[] = [];
  rows.push(...bundleRows());
  rows.push(...(await serverStartRows()));
  rows.push(...(await importRows()));
  rows.push(...(await (await import('./peopleList')).peopleListRows()));
  rows.push(...(await (await import('./members')).membersRows()));
  rows.push(...(await (await import('./export')).exportRows()));
  rows.push(...(await (await import('./photos')).photoRows()));
  rows.push(...(await (await import('./robotTry')).robotTryRows()));
  rows.push(...(await (await import('./documents')).documentRows()));
  rows.push(...(await (await import('./collections')).collectionRows()));
  console.log('');
  printReport(rows);
  removeScratch();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
