import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lineCount, longFilesWithoutReason, MAX_LINES } from './check.mjs';

const lines = (n, first = []) =>
  [...first, ...Array.from({ length: n - first.length }, (_, i) => `const a${i} = ${i};`)].join('\n') + '\n';

test('counts lines as an editor does', () => {
  assert.equal(lineCount(''), 0);
  assert.equal(lineCount('a\n'), 1);
  assert.equal(lineCount('a\nb'), 2);
});

test('a long file without its reason is named; at the limit, or with the reason, it is not', () => {
  const files = {
    'long.ts': lines(MAX_LINES + 1),
    'limit.ts': lines(MAX_LINES),
    'reason.ts': lines(MAX_LINES + 50, ["import x from 'x';", '// Over 400 lines: one state machine.']),
    'late-reason.ts': lines(MAX_LINES + 50, ['a', 'b', 'c', 'd', 'e', '// Over 400 lines: too late to count.']),
    'empty-reason.ts': lines(MAX_LINES + 1, ['// Over 400 lines: ']),
  };
  const found = longFilesWithoutReason(Object.keys(files), (path) => files[path]);
  assert.deepEqual(found, [
    { file: 'long.ts', lines: MAX_LINES + 1 },
    { file: 'late-reason.ts', lines: MAX_LINES + 50 },
    { file: 'empty-reason.ts', lines: MAX_LINES + 1 },
  ]);
});
