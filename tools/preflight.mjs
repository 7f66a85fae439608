// Checks what the README's scripts need before they start long work, and answers a missing piece with one clear
// line and exit 1 instead of a stack trace. Written for any Node.js still in use, so that it can say "too old".
// It checks the Node.js version (package.json engines) and the installed dependencies; the scripts that drive a browser
// resolve it themselves before their long work (tools/browser/resolve.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function fail(line) {
  console.error(line);
  process.exit(1);
}

/** The lowest Node.js the project runs on, from package.json `engines.node` (">=22.12"). */
export function minimumNode() {
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
  const [major, minor = 0] = range
    .replace(/^>=\s*/, '')
    .split('.')
    .map(Number);
  return { major, minor, text: `${major}.${minor}` };
}

/** True when `version` ("24.21.0") is at least the minimum. */
export function nodeSupported(version, min = minimumNode()) {
  const [major, minor] = version.split('.').map(Number);
  return major > min.major || (major === min.major && minor >= min.minor);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const min = minimumNode();
  if (!nodeSupported(process.versions.node, min)) {
    fail(
      `医影 needs Node.js ${min.text} or newer (24 LTS recommended); this is Node.js ${process.versions.node}. ` +
        'Install Node.js 24 or 22, or run `source tools/node/use.sh` to fetch Node.js 24 into .tools/ for this shell.',
    );
  }
  if (!existsSync(join(root, 'node_modules', 'nx', 'package.json'))) {
    fail('The dependencies are not installed: run `npm install` first.');
  }
}
