// Finds source files over 400 lines that do not say why at their top. A file of one idea stays short; the few that
// are longer on purpose (a public entry that names every export, one state machine, one protocol) open with a line
// comment `// Over 400 lines: <the reason>` among their first five lines.
// Usage: node tools/file-size/check.mjs [dir …] (default: every app's and library's src). Specs, stories and test
// helpers are left out, as in the import-cycle check. Exit 1 when a long file gives no reason.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from '../import-cycles/check.mjs';

export const MAX_LINES = 400;
const REASON = /^\s*\/\/ Over 400 lines: \S/;

/** Lines of a text, a final newline not counting as one more. */
export function lineCount(text) {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The files of `files` over the limit whose first five lines give no reason, with their line counts. */
export function longFilesWithoutReason(files, read = (path) => readFileSync(path, 'utf8')) {
  const out = [];
  for (const file of files) {
    const text = read(file);
    const lines = lineCount(text);
    if (lines <= MAX_LINES) continue;
    if (
      text
        .split('\n')
        .slice(0, 5)
        .some((line) => REASON.test(line))
    )
      continue;
    out.push({ file, lines });
  }
  return out;
}

const DEFAULT_DIRS = [
  'apps/server/src',
  'apps/web/src',
  'libs/models/src',
  'libs/validation/src',
  'libs/api-client/src',
  'libs/chat/src',
  'libs/widgets/src',
  'libs/community-ui/src',
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_DIRS;
  const files = dirs.flatMap((dir) => sourceFiles(dir));
  const found = longFilesWithoutReason(files);
  for (const { file, lines } of found) {
    console.error(
      `${relative(process.cwd(), file)}: ${lines} lines, over ${MAX_LINES} without "// Over 400 lines: …" at its top`,
    );
  }
  console.log(`${files.length} source files, ${found.length} over ${MAX_LINES} lines without a reason`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
