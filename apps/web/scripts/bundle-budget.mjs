// Checks the built web app against DESIGN §7 budgets: initial JS of the home route ≤ 120 kB gzip,
// each lazy route ≤ 40 kB gzip on top of what the entry already loaded. Exits 1 when one is exceeded.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = join(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const KB = 1000;
const INITIAL_BUDGET = 120 * KB;
const ROUTE_BUDGET = 40 * KB;
/**
 * Lazy parts that are not routes, with their own budget: the article editor (Tiptap + ProseMirror) loads only
 * when 发布文章 opens, after its route chunk, so it does not count against any route.
 */
const PART_BUDGETS = {
  'src/features/publish/article-editor.tsx': 160 * KB,
  // The admin console is for admins only (DESIGN §7 excepts it from the route budget): its shell (the side navigation),
  'src/features/admin/admin-console.tsx': 150 * KB,
  // its tables with their forms and the contracts they check, loaded when a screen other than 概览 opens,
  'src/features/admin/console-screens.tsx': 150 * KB,
  // and 概览, its first screen: ECharts core with the line and bar charts, the grid, tooltip and plain legend and the
  // canvas renderer (about 175 kB).
  'src/features/admin/screens/overview-screen.tsx': 250 * KB,
  // hls.js (its light build) loads only when an HLS video plays in a browser without native HLS.
  '../../node_modules/hls.js/dist/hls.light.mjs': 150 * KB,
};

/** The home route's page; its own lazy parts (loaded with their data) are measured as parts with the route budget. */
const HOME_PAGE = 'src/features/home/home-page.tsx';

const gz = new Map();
function gzipSize(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
}

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const total = (keys) =>
  [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((s, k) => s + gzipSize(manifest[k].file), 0);
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
/**
 * The app itself: the entry imports it on every page once the first screen's picture is shown (src/main.tsx), as its
 * one dynamic import (the start's chunk group of vite.config.mts, keyed by its file name).
 */
const starts = manifest[entryKey].dynamicImports ?? [];
if (starts.length !== 1) throw new Error(`The entry should import the app's start alone, not ${starts.join(', ')}`);
const entry = closure(starts[0], closure(entryKey));
const routeKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);

let failed = false;
const rows = [];
// Nothing of the admin console may reach a member's first script.
const adminInEntry = [...entry].filter((k) => k.includes('features/admin/'));
if (adminInEntry.length > 0) {
  console.error('The admin console is in the initial JS:', adminInEntry.join(', '));
  failed = true;
}
/**
 * What is loaded before the chunk `key` runs: the entry, and for a lazy part that imports the chunk which loads it
 * (the rules of a page's forms, which find the modules they share with the page in the page's chunk), that chunk and
 * what it imports: the part cannot be reached without them, so they are the page's weight, not the part's.
 */
function loadedBefore(key) {
  const own = closure(key);
  const loaders = Object.keys(manifest).filter((k) => manifest[k].dynamicImports?.includes(key));
  if (loaders.length === 0 || !loaders.every((k) => own.has(k))) return entry;
  const before = new Set(entry);
  for (const loader of loaders) closure(loader, before);
  return before;
}

for (const key of routeKeys) {
  const before = loadedBefore(key);
  const own = new Set([...closure(key)].filter((k) => !before.has(k)));
  const routeBytes = total(own);
  const budget = PART_BUDGETS[key] ?? ROUTE_BUDGET;
  rows.push({ route: key, 'route kB': (routeBytes / KB).toFixed(1), budget: budget / KB });
  if (routeBytes > budget) failed = true;
  if (key === HOME_PAGE) {
    const initial = total(entry) + routeBytes;
    rows.push({ route: 'initial JS of /', 'route kB': (initial / KB).toFixed(1), budget: INITIAL_BUDGET / KB });
    if (initial > INITIAL_BUDGET) failed = true;
    // Not a budget: everything the home loads once its lists are in (its lazy parts, without the api groups).
    const withParts = new Set([...entry, ...closure(key)]);
    for (const part of manifest[key].dynamicImports ?? []) for (const k of closure(part)) withParts.add(k);
    rows.push({ route: '/ with its lazy parts (info)', 'route kB': (total(withParts) / KB).toFixed(1), budget: '-' });
  }
}
if (!routeKeys.includes(HOME_PAGE)) {
  console.error(`${HOME_PAGE} is not a lazy route chunk: the home route cannot be measured.`);
  failed = true;
}
console.table(rows);
if (failed) {
  console.error('Bundle budget exceeded.');
  process.exit(1);
}
