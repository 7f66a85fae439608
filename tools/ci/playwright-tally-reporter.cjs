// Playwright reporter that adds the e2e counts to the shared tally file (see tools/ci/summary.mjs).
const fs = require('node:fs');
const path = require('node:path');

class PlaywrightTallyReporter {
  constructor() {
    this.passed = 0;
    this.failed = 0;
    this.skipped = 0;
  }
  onTestEnd(test, result) {
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed++;
    else if (result.status === 'skipped') this.skipped++;
    else this.failed++;
  }
  onEnd(result) {
    const file = process.env.YIYING_TEST_TALLY;
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const failed = this.failed + (result.status === 'failed' && this.failed === 0 ? 1 : 0);
    fs.appendFileSync(
      file,
      JSON.stringify({ runner: 'playwright', project: 'web-e2e', passed: this.passed, failed, skipped: this.skipped }) +
        '\n',
    );
  }
}

module.exports = PlaywrightTallyReporter;
