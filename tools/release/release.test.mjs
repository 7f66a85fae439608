// `nx release` versions each library on its own from conventional commits: in a scratch clone with every library
// tagged at its current version, one `feat(widgets)` commit bumps the widget kit (and the community UI that depends on
// it) and writes a changelog entry, while the other libraries stay where they are.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..', '..');
/** Colour escape sequences (ESC [ … m). */
const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const LIBS = ['models', 'validation', 'api-client', 'chat', 'widgets', 'community-ui'];

test('one feat(widgets) commit releases the widget kit and its dependents only', { timeout: 180_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'yiying-release-'));
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=Release Test', '-c', 'user.email=release@example.org', ...args], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString();
  try {
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, dir], { stdio: 'ignore' });
    copyFileSync(join(root, 'nx.json'), join(dir, 'nx.json'));
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    git('commit', '--quiet', '--allow-empty', '-am', 'chore: release configuration of the working tree');
    for (const lib of LIBS) {
      const { version } = JSON.parse(readFileSync(join(dir, 'libs', lib, 'package.json'), 'utf8'));
      git('tag', `${lib}@${version}`);
    }
    appendFileSync(join(dir, 'libs/widgets/src/index.ts'), '\n// a new widget\n');
    git('commit', '--quiet', '-am', 'feat(widgets): a new widget');
    const out = execFileSync('npx', ['nx', 'release', '--dry-run', '--skip-publish'], {
      cwd: dir,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: 'true', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
      .toString()
      // CI terminals get colours whatever FORCE_COLOR says: read the text without its escape sequences.
      .replace(ANSI_COLOURS, '');
    const bumped = [...out.matchAll(/^(\S+) ✍️ +New version (\S+) written/gm)].map((m) => m[1]);
    assert.deepEqual([...new Set(bumped)].sort(), ['community-ui', 'widgets']);
    for (const lib of ['models', 'validation', 'api-client', 'chat'])
      assert.match(out, new RegExp(`^${lib} 🚫 No changes were detected`, 'm'));
    assert.match(out, /libs\/widgets\/CHANGELOG\.md[\s\S]*🚀 Features[\s\S]*\*\*widgets:\*\* a new widget/);
    assert.match(out, /libs\/community-ui\/CHANGELOG\.md[\s\S]*Updated widgets to/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
