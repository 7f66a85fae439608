// Appends each jest run's counts to a tally file so one closing line can sum every project.
const fs = require('node:fs');
const path = require('node:path');

class TallyReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.YIYING_TEST_TALLY;
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const row = {
      runner: 'jest',
      project:
        path.basename(process.cwd()) + (process.env.YIYING_TALLY_TAG ? ` (${process.env.YIYING_TALLY_TAG})` : ''),
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.appendFileSync(file, JSON.stringify(row) + '\n');
  }
}

module.exports = TallyReporter;
