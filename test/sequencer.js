// The order Jest hands files to its two workers. With timings from an earlier run in this
// checkout, Jest's own order (longest first) stands. Without them (a fresh clone, as CI), Jest
// would order by file size alone; here the browser files go first: each runs for a minute or
// more of wall time, mostly waiting on Chromium and its server, so started first they overlap the
// CPU-bound suites instead of trailing after them (the definitions' walk alone outlasted the
// rest of a run that started it late).
const Sequencer = require('@jest/test-sequencer').default;

const projectOf = (test) => {
  const name = test.context.config.displayName;
  return typeof name === 'string' ? name : name?.name;
};

class BrowserFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((t) => t.duration != null)) return sorted;
    const rank = (t) => (projectOf(t) === 'e2e' ? 0 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
module.exports = BrowserFirstSequencer;
