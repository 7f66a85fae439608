// Prints one closing line summing every test runner's counts recorded in the tally file.
import { existsSync, readFileSync } from 'node:fs';

const file = process.env.YIYING_TEST_TALLY;
if (!file || !existsSync(file)) {
  console.log('tests: 0 passed, 0 failed');
  process.exit(1);
}
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const sum = (k) => rows.reduce((n, r) => n + (r[k] || 0), 0);
for (const r of rows)
  console.log(
    `  ${`${r.runner} ${r.project ?? ''}`.padEnd(28)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped`,
  );
// What failed, named again at the very end: a cut log keeps its tail.
for (const r of rows)
  for (const f of r.failures ?? []) {
    console.log(`  ✗ ${r.runner} ${r.project ?? ''}: ${f.name}`);
    if (f.why) console.log(f.why.replace(/^/gm, '      '));
  }
const failed = sum('failed');
console.log(`tests: ${sum('passed')} passed, ${failed} failed, ${sum('skipped')} skipped`);
process.exit(failed > 0 ? 1 : 0);
