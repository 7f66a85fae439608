#!/usr/bin/env node
// Conventional Commits for this repository: `type(scope)!: subject`, subject line ≤ 72 characters, a blank line
// before the body. `nx release` reads them to version each library (RELEASING.md).
//   node tools/commit-msg/check.mjs <file>      the commit-msg hook (.githooks/commit-msg)
//   node tools/commit-msg/check.mjs --history   every non-merge commit since this rule was added (CI)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const TYPES = ['feat', 'fix', 'perf', 'refactor', 'test', 'docs', 'build', 'ci', 'chore', 'style', 'revert'];
const SUBJECT = new RegExp(`^(${TYPES.join('|')})(\\([a-z0-9][a-z0-9-]*(,[a-z0-9][a-z0-9-]*)*\\))?!?: \\S`);
export const MAX_SUBJECT = 72;

/** The problems of one commit message (empty when it follows the rule). Comment lines (`#`) are ignored. */
export function problemsOf(message) {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  const subject = lines[0] ?? '';
  const problems = [];
  if (/^(Merge|Revert) /.test(subject) || /^(fixup|squash|amend)! /.test(subject)) return problems;
  if (!SUBJECT.test(subject)) {
    problems.push(`subject must read "type(scope): subject" with type one of ${TYPES.join(', ')}: "${subject}"`);
  }
  if ([...subject].length > MAX_SUBJECT)
    problems.push(`subject is ${[...subject].length} characters (at most ${MAX_SUBJECT})`);
  if (lines.length > 1 && lines[1].trim() !== '')
    problems.push('the body must be separated from the subject by a blank line');
  return problems;
}

function git(args, cwd) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** Commits (hash and message) since the one that added this checker, merges left out. */
export function historySinceRule(cwd) {
  const self = path.relative(git(['rev-parse', '--show-toplevel'], cwd), fileURLToPath(import.meta.url));
  const added = git(['log', '--diff-filter=A', '--format=%H', '--', self], cwd).split('\n').filter(Boolean).pop();
  if (!added) return [];
  const hashes = git(['rev-list', '--no-merges', `${added}^..HEAD`], cwd)
    .split('\n')
    .filter(Boolean);
  return hashes.map((hash) => ({ hash, message: git(['log', '-1', '--format=%B', hash], cwd) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = process.argv[2];
  if (arg === '--history') {
    let commits;
    try {
      commits = historySinceRule(process.cwd());
    } catch {
      console.log('commit messages: not a git checkout, nothing to check');
      process.exit(0);
    }
    const bad = commits.map((c) => ({ ...c, problems: problemsOf(c.message) })).filter((c) => c.problems.length);
    for (const c of bad) console.error(`${c.hash.slice(0, 9)} ${c.problems.join('; ')}`);
    console.log(`commit messages: ${commits.length - bad.length} of ${commits.length} follow Conventional Commits`);
    process.exit(bad.length ? 1 : 0);
  } else if (arg) {
    const problems = problemsOf(readFileSync(arg, 'utf8'));
    if (problems.length) {
      console.error(`commit message refused (Conventional Commits, see RELEASING.md):\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
  } else {
    console.error('usage: check.mjs <commit-msg file> | --history');
    process.exit(2);
  }
}
