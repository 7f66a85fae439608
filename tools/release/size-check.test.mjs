import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { BUDGETS, failures, sideEffectProblems } from './size-check.mjs';

const KB = 1024;
const measured = (perExport, whole = 20 * KB) => ({ lib: 'widgets', perExport, whole });

test('a widget over 10 kB, a form over its own budget and a heavy whole entry fail', () => {
  assert.deepEqual(
    failures(
      measured([
        { name: 'PriceCard', gzip: 3 * KB, pullsForms: false },
        { name: 'Gallery', gzip: 11 * KB, pullsForms: false },
        { name: 'ContactForm', gzip: 18 * KB, pullsForms: true },
        { name: 'PutInDialog', gzip: 23 * KB, pullsForms: true },
      ]),
    ),
    [
      'widgets: importing Gallery costs 11.0 kB (budget 10 kB)',
      'widgets: importing PutInDialog costs 23.0 kB (budget 22 kB for a form)',
    ],
  );
  assert.deepEqual(failures(measured([], BUDGETS.widgets.whole + 1)), [
    'widgets: the whole entry costs 50.0 kB (budget 50 kB)',
  ]);
});

test('a banner that bundles the form rules fails however small it is', () => {
  assert.deepEqual(failures(measured([{ name: 'HeroBanner', gzip: 2 * KB, pullsForms: true }])), [
    'widgets: HeroBanner pulls in the form rules (yup / @yiying/validation): tree-shaking is broken',
  ]);
});

test('a module that writes a global or logs on load breaks the sideEffects: false claim', () => {
  const dir = mkdtempSync(join(tmpdir(), 'yiying-side-effects-'));
  try {
    writeFileSync(join(dir, 'pure.js'), 'export const a = 1;\n');
    assert.deepEqual(sideEffectProblems('pure', dir), []);
    writeFileSync(join(dir, 'dirty.js'), 'globalThis.leaked = 1; console.warn("loaded");\nexport const b = 2;\n');
    assert.deepEqual(sideEffectProblems('dirty', dir), [
      'dirty: loading it adds the global leaked, yet it claims sideEffects: false',
      'dirty: loading it calls warn: loaded, yet it claims sideEffects: false',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
