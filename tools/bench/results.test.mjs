import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { compareResults, formatComparison, latestResults, resultFileName, saveResults } from './results.mjs';

const rate = (value) => ({ name: 'list req/s', value, unit: 'req/s', better: 'higher' });
const p99 = (value) => ({ name: 'list p99', value, unit: 'ms', better: 'lower' });

test('saves a run under its date and merges a partial run of the same day', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
  try {
    const day = new Date('2026-11-23T10:00:00Z');
    const file = saveResults([rate(1000), p99(5)], { dir, date: day, meta: { commit: 'abc' } });
    assert.equal(file, join(dir, '2026-11-23.json'));
    saveResults([p99(4)], { dir, date: new Date('2026-11-23T11:00:00Z') });
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    assert.deepEqual(saved.measures, [rate(1000), p99(4)]);
    saveResults([rate(900)], { dir, date: new Date('2026-11-24T09:00:00Z') });
    assert.equal(latestResults(dir).file, '2026-11-24.json');
    assert.equal(resultFileName(day), '2026-11-23.json');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('compares each measure with the way it should move', () => {
  const rows = compareResults({ measures: [rate(1000), p99(10)] }, [rate(800), p99(5), { ...rate(1), name: 'new' }]);
  assert.equal(rows.length, 2);
  assert.deepEqual(
    rows.map((r) => [r.name, Math.round(r.change), r.worse]),
    [
      ['list req/s', -20, true],
      ['list p99', -50, false],
    ],
  );
  const table = formatComparison(rows, '2026-11-23.json');
  assert.match(table, /\| list req\/s \| 1000 req\/s \| 800 req\/s \| -20\.0 % WORSE \|/);
  assert.match(table, /\| list p99 \| 10\.0 ms \| 5\.00 ms \| -50\.0 % \|/);
  assert.equal(latestResults(join(tmpdir(), 'no-such-bench-dir')), undefined);
});
