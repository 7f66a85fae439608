// Playwright reporter that adds the e2e counts to the shared tally file (see tools/ci/summary.mjs).
const fs = require('node:fs');
const path = require('node:path');

class PlaywrightTallyReporter {
  constructor() {
    this.passed = 0;
    this.failed = 0;
    this.skipped = 0;
    this.failures = [];
  }
  onTestEnd(test, result) {
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed++;
    else if (result.status === 'skipped') this.skipped++;
    else {
      this.failed++;
      const why = (result.error?.message || '')
        // eslint-disable-next-line no-control-regex
        .replace(/\u001b\[[0-9;]*m/g, '')
        .split('\n')
        .filter((l) => l.trim())
        .slice(0, 6)
        .join('\n')
        .slice(0, 900);
      if (this.failures.length < 20) this.failures.push({ name: test.titlePath().filter(Boolean).join(' › '), why });
    }
  }
  onEnd(result) {
    const file = process.env.YIYING_TEST_TALLY;
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const failed = this.failed + (result.status === 'failed' && this.failed === 0 ? 1 : 0);
    fs.appendFileSync(
      file,
      JSON.stringify({
        runner: 'playwright',
        project: 'web-e2e',
        passed: this.passed,
        failed,
        skipped: this.skipped,
        failures: this.failures,
      }) + '\n',
    );
  }
}

module.exports = PlaywrightTallyReporter;
