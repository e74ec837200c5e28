// Prints how long each stage of the run took just before Jest's summary: the stages recorded by
// .ci/run and scripts/test.mjs (scripts/stageTimes.mjs: installs, checks, build, templates), then
// Jest itself and each project within it: its files, the wall time from its first file's start to
// its last file's end (projects share the workers, so these overlap), and the worker time its
// files took. Listed before 'default' in jest.config.js, so Jest's summary still ends the output.
const { existsSync, readFileSync } = require('node:fs');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

class StageTimesReporter {
  onRunStart() {
    this.started = Date.now();
  }

  onRunComplete(_contexts, results) {
    const rows = [];
    const file = process.env.STAGE_TIMES_FILE;
    if (file && existsSync(file)) {
      for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
        const [name, ms, outcome] = line.split('\t');
        rows.push([name, seconds(Number(ms)), outcome]);
      }
    }
    rows.push(['jest', seconds(Date.now() - this.started), `${results.numTotalTestSuites} files, ${results.numTotalTests} tests`]);
    const projects = new Map();
    for (const r of results.testResults) {
      const name = typeof r.displayName === 'string' ? r.displayName : (r.displayName?.name ?? 'default');
      const p = projects.get(name) ?? { files: 0, first: Infinity, last: 0, busy: 0 };
      p.files += 1;
      p.first = Math.min(p.first, r.perfStats.start);
      p.last = Math.max(p.last, r.perfStats.end);
      p.busy += r.perfStats.end - r.perfStats.start;
      projects.set(name, p);
    }
    for (const [name, p] of projects) {
      rows.push([`  ${name}`, seconds(p.last - p.first), `${p.files} files, ${seconds(p.busy)} of worker time`]);
    }
    const width = Math.max(...rows.map((r) => r[0].length));
    process.stderr.write(`\nstage times\n${rows.map(([n, t, o]) => `  ${n.padEnd(width)}  ${t.padStart(8)}  ${o}`).join('\n')}\n`);
  }
}
module.exports = StageTimesReporter;
