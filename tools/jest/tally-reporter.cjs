// Appends each jest run's counts to a tally file so one closing line can sum every project.
const fs = require('node:fs');
const path = require('node:path');

// Names what failed, with the first lines of why, so the closing summary says it even when the log is cut.
function failures(results) {
  const out = [];
  const clip = (text) =>
    String(text || '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, 6)
      .join('\n')
      .slice(0, 900);
  for (const suite of results.testResults || []) {
    const file = path.relative(process.cwd(), suite.testFilePath);
    if (suite.testExecError || (suite.failureMessage && suite.numFailingTests === 0))
      out.push({ name: file, why: clip(suite.testExecError?.message || suite.failureMessage) });
    for (const t of suite.testResults || [])
      if (t.status === 'failed')
        out.push({ name: `${file} › ${t.fullName}`, why: clip((t.failureMessages || []).join('\n')) });
  }
  return out.slice(0, 20);
}

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
      failures: failures(results),
    };
    fs.appendFileSync(file, JSON.stringify(row) + '\n');
  }
}

module.exports = TallyReporter;
