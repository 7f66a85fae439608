// Saved bench results: every run writes its measures to tools/bench/results/<date>.json, and `--compare` prints the
// change of each measure from the newest earlier file, so a regression shows in review.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const RESULTS_DIR = join(import.meta.dirname, 'results');

/**
 * One measure of a run. `better` says which way is an improvement: 'higher' (rates, scores) or 'lower' (latencies,
 * sizes).
 * @typedef {{ name: string, value: number, unit: string, better: 'higher' | 'lower', budget?: number }} Measure
 */

/** `2026-11-23` for a run started at that UTC date. */
export function resultFileName(date = new Date()) {
  return `${date.toISOString().slice(0, 10)}.json`;
}

/** The newest saved run in `dir` (by file name, which sorts by date), or undefined. */
export function latestResults(dir = RESULTS_DIR) {
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}-\d{2}-\d{2}.*\.json$/.test(f))
    .sort();
  const newest = files.at(-1);
  if (!newest) return undefined;
  return { file: newest, ...JSON.parse(readFileSync(join(dir, newest), 'utf8')) };
}

/**
 * Writes a run; a second run on the same day merges into that day's file (its measures replace those of the same
 * name, so a partial run such as BENCH_ONLY=chat keeps the others).
 */
export function saveResults(measures, { dir = RESULTS_DIR, date = new Date(), meta = {} } = {}) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, resultFileName(date));
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { measures: [] };
  const byName = new Map(previous.measures.map((m) => [m.name, m]));
  for (const m of measures) byName.set(m.name, m);
  const run = { date: date.toISOString(), ...meta, measures: [...byName.values()] };
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
  return file;
}

/**
 * The change of each measure present in both runs: `change` in percent of the earlier value, `worse` when it moved
 * the wrong way by more than `tolerance` percent.
 */
export function compareResults(before, now, tolerance = 5) {
  const earlier = new Map((before?.measures ?? []).map((m) => [m.name, m]));
  const rows = [];
  for (const m of now) {
    const was = earlier.get(m.name);
    if (!was || !Number.isFinite(was.value) || !Number.isFinite(m.value)) continue;
    const change =
      was.value === 0 ? (m.value === 0 ? 0 : Infinity) : ((m.value - was.value) / Math.abs(was.value)) * 100;
    const signed = m.better === 'higher' ? change : -change;
    rows.push({ name: m.name, unit: m.unit, before: was.value, now: m.value, change, worse: signed < -tolerance });
  }
  return rows;
}

/** The comparison as a Markdown table. */
export function formatComparison(rows, againstFile) {
  const f = (n) => (Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2));
  const lines = [
    `change from the run saved in ${againstFile}:`,
    '',
    '| measure | before | now | change |',
    '|---|---|---|---|',
  ];
  for (const r of rows) {
    const pct = Number.isFinite(r.change) ? `${r.change >= 0 ? '+' : ''}${r.change.toFixed(1)} %` : 'new';
    lines.push(`| ${r.name} | ${f(r.before)} ${r.unit} | ${f(r.now)} ${r.unit} | ${pct}${r.worse ? ' WORSE' : ''} |`);
  }
  if (rows.length === 0) lines.push('| (no measure in common) | | | |');
  return lines.join('\n');
}
