// Rewrites the screenshot baselines (apps/web-e2e/screenshots) on purpose, after a change to the pages or the demo
// data: builds web and server, runs only the screenshot spec with --update-snapshots=all on fresh servers, removes the
// baselines no test wrote any more (a route renamed or gone), and says where the files are.
// Use: npm run screenshots:update [-- --no-build] [-- <more playwright arguments, e.g. -g "member, 390">]
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
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
const files = baselines();
const written = files.filter((f) => f.mtime >= started - 1000);
// Only a full, passing run knows every current name: a filtered or failed one leaves the other files alone.
if (status === 0 && extra.length === 0) {
  for (const stale of files.filter((f) => !written.includes(f))) {
    rmSync(stale.path);
    console.log(`screenshots: removed ${stale.name} (no test writes it any more)`);
  }
}
const kept = baselines();
const bytes = kept.reduce((sum, f) => sum + statSync(f.path).size, 0);
console.log(
  `screenshots: ${written.length} written, ${kept.length} baselines in ${relative(root, folder)}/ ` +
    `(${(bytes / 1024 / 1024).toFixed(1)} MB). Review them with git diff / an image viewer, then commit the folder.`,
);
if (status !== 0) {
  console.error('screenshots: the run failed (see above); the files it wrote are in place, the others unchanged.');
  process.exit(status);
}
