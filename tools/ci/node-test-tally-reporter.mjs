// node --test reporter: appends the run's counts to the tally file read by summary.mjs.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export default async function* tally(source) {
  const counts = { runner: 'node:test', project: 'tools', passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) counts.skipped++;
    else if (event.type === 'test:pass') counts.passed++;
    else counts.failed++;
  }
  const file = process.env.YIYING_TEST_TALLY;
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    appendFileSync(file, JSON.stringify(counts) + '\n');
  }
  yield '';
}
