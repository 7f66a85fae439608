// `npm install` runs this (package.json "prepare"): in a git checkout, commits go through .githooks/commit-msg.
import { execFileSync } from 'node:child_process';

try {
  execFileSync('git', ['rev-parse', '--git-dir'], { stdio: 'ignore' });
  execFileSync('git', ['config', 'core.hooksPath', '.githooks'], { stdio: 'ignore' });
} catch {
  // Not a git checkout (an unpacked tarball) or no git: nothing to install.
}
