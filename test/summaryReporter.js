// Prints one plain closing line after Jest's own summary, 'tests: N passed, N failed', so a
// reader (or a CI judge) sees the count without parsing Jest's table. Jest's summary is
// written after custom reporters run, so the line waits for the process to exit.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
    // written synchronously: at exit a stream would not flush
    process.once('exit', () => require('node:fs').writeSync(2, line));
  }
}
module.exports = SummaryReporter;
