// Prints the import cycles under a folder (default src/client) and exits 1 when there is one:
// `npx tsx scripts/cycles.ts [folder] [--runtime]`. Type-only imports count (as madge counts
// them) unless --runtime.
import path from 'node:path';
import { importCycles } from './importGraph';

const args = process.argv.slice(2);
const runtimeOnly = args.includes('--runtime');
const folder = args.find((a) => !a.startsWith('--')) ?? 'src/client';
const cycles = importCycles(folder, { types: !runtimeOnly });
console.log(`${folder}: ${cycles.length} import cycle(s)${runtimeOnly ? ' at run time' : ' (type imports included)'}`);
for (const cycle of cycles) {
  console.log(`\ncycle of ${cycle.length} files:`);
  for (const f of cycle) console.log(`  ${path.relative(process.cwd(), f)}`);
}
process.exit(cycles.length ? 1 : 0);
