#!/usr/bin/env node
// What one import of a UI library costs another site: each public export of the widget kit and the community UI is
// bundled alone from the built `dist` (minified, production, React + emotion left out as the site already has them) and
// its gzip size compared with the budget. Also fails when tree-shaking breaks: a banner that pulls in the form rules.
// Usage: node tools/release/size-check.mjs [--json file]   (libraries must be built first)
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '../..');
const KB = 1024;

/**
 * Budgets in gzip bytes over React + emotion: one export ≤ 10 kB, the whole entry ≤ 36 kB. A form (an export that needs
 * the form rules) has its own budget: yup alone is about 12 kB gzip, so no form can fit in 10 kB. The widget kit's whole
 * entry may reach 50 kB since it also holds the design system (tokens and 18 controls, about 11 kB together): a site
 * pays only for the controls it imports, which the per-export budget keeps small. The community kit's whole entry may reach
 * 38 kB since GalleryGrid also lays out justified rows (the row model and its `sizes` bounds, about 1.5 kB); a site that
 * imports only the grid still pays under 10 kB for it.
 */
export const BUDGETS = {
  widgets: { perExport: 10 * KB, form: 22 * KB, whole: 50 * KB },
  'community-ui': { perExport: 10 * KB, form: 22 * KB, whole: 38 * KB },
};

/** Exports that must stay free of the form stack (yup and the validation rules): presentational widgets. */
const FORM_FREE = ['HeroBanner', 'HeroCarousel', 'PriceCard', 'Divider', 'VoteCard', 'SummaryBanner', 'DarkFooter'];
const FORM_MODULES = [/node_modules\/yup\//, /libs\/validation\//];

const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', '@emotion/react', '@emotion/styled', '@emotion/react/*'];

async function bundle(entry, code) {
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    metafile: true,
    external: EXTERNAL,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const text = result.outputFiles[0].contents;
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output.inputs)
    .filter(([, info]) => info.bytesInOutput > 0)
    .map(([file]) => file);
  return { gzip: gzipSync(text, { level: 9 }).length, inputs, entry };
}

/** Every export of a library's built entry, each bundled alone, and the whole entry. */
export async function measure(lib) {
  const dist = join(root, 'libs', lib, 'dist', 'index.js');
  if (!existsSync(dist)) throw new Error(`${lib} is not built: ${dist} is missing (run nx build ${lib})`);
  const names = Object.keys(await import(pathToFileURL(dist).href)).sort();
  const perExport = [];
  for (const name of names) {
    const { gzip, inputs } = await bundle(
      dist,
      `import { ${name} } from ${JSON.stringify(dist)}; export const x = ${name};`,
    );
    perExport.push({ name, gzip, pullsForms: inputs.some((i) => FORM_MODULES.some((re) => re.test(i))) });
  }
  const whole = await bundle(dist, `export * from ${JSON.stringify(dist)};`);
  return { lib, perExport, whole: whole.gzip };
}

/** Libraries that claim `sideEffects: false`, with their entries. */
const SIDE_EFFECT_FREE = ['models', 'validation', 'api-client', 'chat', 'widgets', 'community-ui'];

/**
 * Checks the `sideEffects: false` claim of a built library: loading every file of its `dist` in a fresh Node.js
 * process adds no global, writes nothing to the console and touches no timer. Answers the problems found.
 */
export function sideEffectProblems(lib, dist = join(root, 'libs', lib, 'dist')) {
  const files = readdirSync(dist, { recursive: true })
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dist, f));
  const script = `
    const before = new Set(Reflect.ownKeys(globalThis));
    const calls = [];
    for (const name of ['log', 'info', 'warn', 'error', 'debug']) console[name] = (...a) => calls.push(name + ': ' + a.join(' '));
    for (const name of ['setTimeout', 'setInterval', 'queueMicrotask']) {
      const original = globalThis[name];
      globalThis[name] = (...a) => { calls.push(name); return original(...a); };
    }
    for (const file of ${JSON.stringify(files)}) await import(file);
    // Node.js sets up its own fetch (undici) the first time a Request is built, e.g. by ky's feature probes.
    const added = Reflect.ownKeys(globalThis).filter((k) => !before.has(k)).map(String).filter((k) => !k.startsWith('Symbol(undici.'));
    process.stdout.write(JSON.stringify({ added, calls }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root }).toString();
  const { added, calls } = JSON.parse(out);
  return [
    ...added.map((k) => `${lib}: loading it adds the global ${k}, yet it claims sideEffects: false`),
    ...calls.map((c) => `${lib}: loading it calls ${c}, yet it claims sideEffects: false`),
  ];
}

/** Budget failures of a measurement, as sentences. */
export function failures(result, budget = BUDGETS[result.lib]) {
  const out = [];
  for (const e of result.perExport) {
    const limit = e.pullsForms ? budget.form : budget.perExport;
    if (e.gzip > limit)
      out.push(
        `${result.lib}: importing ${e.name} costs ${(e.gzip / KB).toFixed(1)} kB ` +
          `(budget ${limit / KB} kB${e.pullsForms ? ' for a form' : ''})`,
      );
    if (result.lib === 'widgets' && FORM_FREE.includes(e.name) && e.pullsForms)
      out.push(`${result.lib}: ${e.name} pulls in the form rules (yup / @yiying/validation): tree-shaking is broken`);
  }
  if (result.whole > budget.whole)
    out.push(
      `${result.lib}: the whole entry costs ${(result.whole / KB).toFixed(1)} kB (budget ${budget.whole / KB} kB)`,
    );
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = [];
  const problems = [];
  for (const lib of Object.keys(BUDGETS)) {
    const result = await measure(lib);
    results.push(result);
    problems.push(...failures(result));
    const largest = [...result.perExport].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
    console.log(
      `${lib}: ${result.perExport.length} exports, whole ${(result.whole / KB).toFixed(1)} kB gzip ` +
        `(budget ${BUDGETS[lib].whole / KB}); largest single imports: ` +
        largest.map((e) => `${e.name} ${(e.gzip / KB).toFixed(1)} kB`).join(', ') +
        ` (budget ${BUDGETS[lib].perExport / KB}, forms ${BUDGETS[lib].form / KB})`,
    );
  }
  for (const lib of SIDE_EFFECT_FREE) problems.push(...sideEffectProblems(lib));
  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify(results, null, 2));
  if (problems.length) {
    for (const p of problems) console.error('UNDER budget: ' + p);
    process.exit(1);
  }
  console.log(`size per import: every budget holds; ${SIDE_EFFECT_FREE.length} libraries load without side effects`);
}
