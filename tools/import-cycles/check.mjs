// Finds import cycles in a source tree, type-only imports and lazy `import()` included: ESLint's `import/no-cycle`
// skips type imports, yet a cycle of types still ties every file in it into one unit for the compiler and the reader.
// Usage: node tools/import-cycles/check.mjs [dir …] (default: apps/server/src apps/web/src). Specs and test helpers
// are left out; relative imports are followed (`./x.js` → x.ts / x.tsx / x/index.ts). Exit 1 when a cycle is found.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts)$/;
const LEFT_OUT = /\.(spec|test|stories)\.(ts|tsx)$|\.d\.ts$/;
const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every source file under `dir`, specs, stories, declarations and `testing/` folders left out. */
export function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'testing' && name !== '__fixtures__') out.push(...sourceFiles(path));
    } else if (SOURCE.test(name) && !LEFT_OUT.test(name)) out.push(path);
  }
  return out;
}

/** The file a relative specifier names, among `known`, or undefined (packages and unknown files are not edges). */
function resolveImport(from, specifier, known) {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), specifier)).replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mts`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (known.has(candidate)) return candidate;
  return undefined;
}

/** The import graph of `files`: each file and the files it imports (types and lazy imports included). */
export function importGraph(files) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    const edges = new Set();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2], known);
      if (target && target !== file) edges.add(target);
    }
    graph.set(file, [...edges]);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan's algorithm, iterative). */
export function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, at] = frame;
      const edges = graph.get(node) ?? [];
      if (at < edges.length) {
        frame[1]++;
        const to = edges[at];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) found.push(component.sort());
      }
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(import.meta.dirname, '..', '..');
  const dirs = process.argv.slice(2);
  let failed = false;
  for (const dir of dirs.length ? dirs : ['apps/server/src', 'apps/web/src']) {
    const files = sourceFiles(join(root, dir));
    const found = cycles(importGraph(files));
    console.log(
      `${dir}: ${files.length} files, ${found.length} import cycle${found.length === 1 ? '' : 's'} (type imports included)`,
    );
    for (const component of found) {
      failed = true;
      console.log(`  cycle of ${component.length} files:`);
      for (const file of component.slice(0, 20)) console.log(`    ${relative(root, file)}`);
      if (component.length > 20) console.log(`    … and ${component.length - 20} more`);
    }
  }
  process.exit(failed ? 1 : 0);
}
