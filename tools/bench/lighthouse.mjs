// Lighthouse (mobile preset, the default) against a running site: median of N runs of performance and accessibility.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { browserPathOrExit, CHROMIUM_ARGS } from '../browser/resolve.mjs';

/** Runs Lighthouse `runs` times on `url` and returns the median scores (0–100) and the per-run figures. */
export async function lighthouseMedian(url, runs, chromePath) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    // A fresh browser per run so no run profits from the previous one's cache.
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const r = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const c = r.lhr.categories;
      const a = r.lhr.audits;
      results.push({
        performance: Math.round(c.performance.score * 100),
        accessibility: Math.round(c.accessibility.score * 100),
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        // Lighthouse's measure of this machine's CPU (higher is faster): the simulated mobile CPU is this machine's
        // slowed four times, so TBT and the score follow it; runs on different machines compare only with it beside.
        benchmarkIndex: r.lhr.environment?.benchmarkIndex ?? null,
      });
    } finally {
      await chrome.kill();
    }
  }
  const median = (k) => {
    const v = results.map((r) => r[k]).sort((x, y) => x - y);
    return v[Math.floor(v.length / 2)];
  };
  return {
    runs: results,
    performance: median('performance'),
    accessibility: median('accessibility'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    cls: median('cls'),
    benchmarkIndex: median('benchmarkIndex'),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] || 'http://127.0.0.1:3000/';
  const r = await lighthouseMedian(url, Number(process.env.LIGHTHOUSE_RUNS || 5), browserPathOrExit());
  console.log(JSON.stringify(r, null, 2));
}
