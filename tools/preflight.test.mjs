import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { minimumNode, nodeSupported } from './preflight.mjs';

test('the minimum Node.js comes from package.json engines', () => {
  assert.deepEqual(minimumNode(), { major: 22, minor: 12, text: '22.12' });
});

test('Node.js 20 and 22 before 22.12 are refused; 22.12+, 24 and newer pass', () => {
  for (const v of ['18.20.4', '20.20.2', '22.11.0']) assert.equal(nodeSupported(v), false, v);
  for (const v of ['22.12.0', '22.23.3', '24.21.0', '26.1.0']) assert.equal(nodeSupported(v), true, v);
});

test('missing dependencies: one line telling to run npm install, exit 1', () => {
  // A copy of the project's root files without node_modules, as after a fresh clone.
  const dir = mkdtempSync(join(tmpdir(), 'yiying-preflight-'));
  try {
    cpSync(join(import.meta.dirname, '..', 'package.json'), join(dir, 'package.json'));
    cpSync(join(import.meta.dirname, 'preflight.mjs'), join(dir, 'tools', 'preflight.mjs'), { recursive: true });
    const r = spawnSync(process.execPath, [join(dir, 'tools', 'preflight.mjs')], { encoding: 'utf8' });
    assert.equal(r.status, 1);
    assert.equal(r.stderr, 'The dependencies are not installed: run `npm install` first.\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
