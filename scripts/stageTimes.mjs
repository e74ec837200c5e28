// How long each stage of a test run took, kept as lines of a file (name, milliseconds, outcome)
// so every process of the run can add its own: .ci/run its installs, scripts/test.mjs its checks.
// test/stageTimesReporter.js prints them with each Jest project's time before Jest's summary;
// printStageTimes() prints them when the checks fail and Jest does not run. The file is
// STAGE_TIMES_FILE when set (.ci/run sets it), else a fresh one under test-output/.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function stageTimesFile() {
  if (!process.env.STAGE_TIMES_FILE) {
    const file = path.resolve('test-output/stage-times.tsv');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '');
    process.env.STAGE_TIMES_FILE = file;
  }
  return process.env.STAGE_TIMES_FILE;
}

export function recordStage(name, ms, outcome = 'ok') {
  appendFileSync(stageTimesFile(), `${name}\t${Math.round(ms)}\t${outcome}\n`);
}

export function readStages(file = stageTimesFile()) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, ms, outcome] = line.split('\t');
      return { name, ms: Number(ms), outcome };
    });
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function printStageTimes() {
  const stages = readStages();
  if (!stages.length) return;
  const width = Math.max(...stages.map((s) => s.name.length));
  process.stdout.write(`\nstage times\n${stages.map((s) => `  ${s.name.padEnd(width)}  ${seconds(s.ms).padStart(8)}  ${s.outcome}`).join('\n')}\n`);
}
