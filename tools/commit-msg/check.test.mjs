import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, copyFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { problemsOf } from './check.mjs';

test('accepts conventional subjects with and without a scope, breaking marks and bodies', () => {
  for (const message of [
    'feat(web): share post addresses',
    'fix: keep the count when a like fails',
    'feat(widgets,community-ui)!: drop the old gallery\n\nBREAKING CHANGE: GalleryGrid is gone',
    'chore(release): publish\n',
    'Merge branch wip/video',
  ]) {
    assert.deepEqual(problemsOf(message), [], message);
  }
});

test('refuses free-form subjects, unknown types, long subjects and a body without a blank line', () => {
  assert.equal(problemsOf('web: share post addresses').length, 1);
  assert.equal(problemsOf('feature(web): share').length, 1);
  assert.equal(problemsOf('feat(Web): share').length, 1);
  assert.match(problemsOf(`feat(web): ${'很'.repeat(70)}`)[0], /at most 72/);
  assert.match(problemsOf('fix(server): a\nbody right away')[0], /blank line/);
});

test('the hook refuses a bad message in a real repository and CI checks the history since the rule', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'yiying-commit-msg-'));
  const here = path.dirname(new URL(import.meta.url).pathname);
  const git = (...args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
  try {
    git('init', '-q');
    git('config', 'user.email', 'dev@example.com');
    git('config', 'user.name', 'dev');
    writeFileSync(path.join(dir, 'a.txt'), 'a');
    git('add', '.');
    git('commit', '-q', '-m', 'an old free-form commit before the rule');
    mkdirSync(path.join(dir, 'tools/commit-msg'), { recursive: true });
    mkdirSync(path.join(dir, '.githooks'));
    copyFileSync(path.join(here, 'check.mjs'), path.join(dir, 'tools/commit-msg/check.mjs'));
    copyFileSync(path.join(here, '../../.githooks/commit-msg'), path.join(dir, '.githooks/commit-msg'));
    git('config', 'core.hooksPath', '.githooks');
    git('add', '.');
    git('commit', '-q', '-m', 'ci: check commit messages');
    writeFileSync(path.join(dir, 'b.txt'), 'b');
    git('add', '.');
    assert.throws(() => git('commit', '-q', '-m', 'added b'), /commit message refused/);
    git('commit', '-q', '-m', 'feat(web): add b');
    const history = () =>
      execFileSync(process.execPath, ['tools/commit-msg/check.mjs', '--history'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    assert.match(history(), /2 of 2 follow/);
    writeFileSync(path.join(dir, 'c.txt'), 'c');
    git('add', '.');
    git('commit', '-q', '--no-verify', '-m', 'added c');
    assert.throws(history, /1 of 3|added c|Command failed/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
