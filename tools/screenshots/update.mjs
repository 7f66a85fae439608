// Rewrites the screenshot baselines (apps/web-e2e/screenshots) on purpose, after a change to the pages or the demo
// data: builds web and server, runs only the screenshot spec with --update-snapshots=all on fresh servers, and says
// where the files are and how many changed.
// Use: npm run screenshots:update [-- --no-build] [-- <more playwright arguments, e.g. -g "member, 390">]
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserPathOrExit } from '../browser/resolve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const folder = join(root, 'apps/web-e2e/screenshots');
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const extra = args.filter((a) => a !== '--no-build');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', CHROME_PATH: browserPathOrExit() };

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
  return result.status ?? 1;
}

/** The baseline PNGs with their modification times. */
function baselines() {
  let names = [];
  try {
    names = readdirSync(folder).filter((n) => n.endsWith('.png'));
  } catch {
    // No baselines yet.
  }
  return names.map((name) => ({ name, path: join(folder, name), mtime: statSync(join(folder, name)).mtimeMs }));
}

if (build && run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'server', 'web', '--outputStyle=static']) !== 0) {
  console.error('screenshots: the build failed; the baselines are unchanged.');
  process.exit(1);
}

const started = Date.now();
const status = run('npx', [
  'playwright',
  'test',
  '-c',
  'apps/web-e2e/playwright.config.mts',
  '--project=screenshots',
  '--update-snapshots=all',
  ...extra,
]);
// Playwright rewrites only the pictures that changed; a route renamed or gone leaves its old files behind, to be
// removed by hand.
const written = baselines().filter((f) => f.mtime >= started - 1000);
const kept = baselines();
const bytes = kept.reduce((sum, f) => sum + statSync(f.path).size, 0);
console.log(
  `screenshots: ${written.length} rewritten, ${kept.length} baselines in ${relative(root, folder)}/ ` +
    `(${(bytes / 1024 / 1024).toFixed(1)} MB). Review them with git diff / an image viewer, then commit the folder.`,
);
if (status !== 0) {
  console.error('screenshots: the run failed (see above); the files it wrote are in place, the others unchanged.');
  process.exit(status);
}
