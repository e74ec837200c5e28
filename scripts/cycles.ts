// Prints the import cycles under a folder (default src/client) and exits 1 when there is one:
// `npx tsx scripts/cycles.ts [folder] [--runtime]`. Type-only imports count (as madge counts
// them) unless --runtime. Then the cycles among the features of src/client/features (a feature
// reaching a feature that reaches it back, through any files, type imports included), which fail
// the same way.
import path from 'node:path';
import { ALLOWED_FEATURE_EDGES, featureCycles, featureEdges, importCycles } from './importGraph';

const args = process.argv.slice(2);
const runtimeOnly = args.includes('--runtime');
const folder = args.find((a) => !a.startsWith('--')) ?? 'src/client';
const cycles = importCycles(folder, { types: !runtimeOnly });
console.log(`${folder}: ${cycles.length} import cycle(s)${runtimeOnly ? ' at run time' : ' (type imports included)'}`);
for (const cycle of cycles) {
  console.log(`\ncycle of ${cycle.length} files:`);
  for (const f of cycle) console.log(`  ${path.relative(process.cwd(), f)}`);
}

const FEATURES = 'src/client/features';
const tangles = featureCycles(FEATURES, ALLOWED_FEATURE_EDGES);
console.log(`${FEATURES}: ${tangles.length} feature cycle(s) (allowed: ${ALLOWED_FEATURE_EDGES.join(', ') || 'none'})`);
const edges = featureEdges(FEATURES);
for (const tangle of tangles) {
  console.log(`\ncycle of ${tangle.length} features: ${tangle.join(', ')}`);
  for (const a of tangle)
    for (const [b, files] of edges.get(a) ?? [])
      if (tangle.includes(b) && !ALLOWED_FEATURE_EDGES.includes(`${a} -> ${b}`)) console.log(`  ${a} -> ${b}: ${files.join('; ')}`);
}
process.exit(cycles.length || tangles.length ? 1 : 0);
