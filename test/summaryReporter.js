// Prints one plain closing line after Jest's own summary, 'tests: N passed, N failed', so a
// reader (or a CI judge) sees the count without parsing Jest's table.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stderr.write(`tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
module.exports = SummaryReporter;
