#!/usr/bin/env node
/**
 * Finds every quoted Chinese text of spec §5 in @yiying/validation: once in its sources
 * (or, for labels owned by the shared model such as 全部, in @yiying/models, which validation
 * re-uses) and once in a validation spec file. Exits 1 listing the misses.
 *
 * Templates of the spec are matched as patterns: '先将…上传到服务器' (… is a file name) and
 * '长度在 min 到 max 个字符' (min and max are numbers in tests, expressions in sources).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SPEC_NAME = '000_e61fcdb2ffb7a327.txt';
const specCandidates = [
  process.env.SPEC_FILE,
  path.join('/work/shared/seed', SPEC_NAME),
  path.resolve(repo, '../shared/seed', SPEC_NAME),
].filter(Boolean);
const specFile = specCandidates.find((file) => existsSync(file));
if (!specFile) {
  console.error(`spec not found; looked at:\n  ${specCandidates.join('\n  ')}`);
  process.exit(2);
}

const spec = readFileSync(specFile, 'utf8');
const start = spec.search(/^## 5\./m);
if (start < 0) {
  console.error(`no "## 5." section in ${specFile}`);
  process.exit(2);
}
const rest = spec.slice(start + 1);
const next = rest.search(/^## /m);
const section = next < 0 ? rest : rest.slice(0, next);

const messages = [...new Set([...section.matchAll(/'([^'\n]+)'/g)].map((m) => m[1]))].filter((text) =>
  /[\u3400-\u9fff]/.test(text),
);

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Spec text → pattern; placeholders match anything non-empty. */
function toPattern(text) {
  const parts = text.split(/(…|\bmin\b|\bmax\b)/);
  return new RegExp(parts.map((part, i) => (i % 2 === 1 ? '.+?' : escape(part))).join(''));
}

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const isTest = (file) => /\.(spec|test)\.[cm]?[jt]sx?$/.test(file);
const isCode = (file) => /\.[cm]?[jt]sx?$/.test(file);
const read = (files) => files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));
// A message only counts in a source when code holds it, not a comment.
const stripComments = (entries) =>
  entries.map(({ file, text }) => ({
    file,
    text: text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, ''),
  }));

const validationFiles = walk(path.join(repo, 'libs/validation/src')).filter(isCode);
const sources = stripComments(read(validationFiles.filter((f) => !isTest(f))));
const tests = read(validationFiles.filter(isTest));
const modelSources = stripComments(
  read(walk(path.join(repo, 'libs/models/src')).filter((f) => isCode(f) && !isTest(f))),
);

const rel = (file) => path.relative(repo, file);
const find = (files, pattern) => files.find(({ text }) => pattern.test(text));

const misses = [];
for (const message of messages) {
  const pattern = toPattern(message);
  const source = find(sources, pattern) ?? find(modelSources, pattern);
  const test = find(tests, pattern);
  if (!source) misses.push(`${message}  — not in libs/validation/src (nor libs/models/src)`);
  if (!test) misses.push(`${message}  — not in a libs/validation spec file`);
  if (source && test) console.log(`ok  ${message}  (${rel(source.file)}, ${rel(test.file)})`);
}

console.log(`\n${messages.length} messages of spec §5 (${rel(specFile)}), ${misses.length} misses`);
if (misses.length) {
  console.error(`\nmissing:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
