// npm run bench — prints, in one run:
//  1. the JavaScript the home route loads at first (gzip kB, budget 120) and each lazy route chunk (budget 40),
//     measured by loading the built site in Chromium and gzipping every script it fetched, and Lighthouse
//     (mobile, median of LIGHTHOUSE_RUNS=5) performance and accessibility of the home page;
//  2. the content-list throughput on 100k seeded posts beside a bare Fastify hello-world (req/s, ratio, p99),
//     both driven by wrk on this machine (wrk.mjs) with a browser's Accept-Encoding (the list is also driven without
//     it), and the list's p99 at half its saturated rate (autocannon, which can hold a rate);
//  3. image ingest: 12-megapixel JPEGs uploaded one after another to POST /web/file/upload (images/s, and the
//     server's peak RSS read from /proc);
//  4. discovery: random pages across the WHOLE content list (offset paging, budget p99 ≤ 20 ms), the hot list (300
//     random pages one at a time after a warm-up pass over them, p99 ≤ 20 ms, and apart the first request after each
//     of a member's writes), a detail page, and the Chinese search GET /api/ee/search with 1-, 2- and 3-character
//     words (budget p99 ≤ 50 ms); then the list with its answer cache off (≥ 0.80× the floor of that path on this
//     stack, measured in the same run), and on PostgreSQL (≥ 0.5× SQLite), see list-variants.mjs and list-floor.mjs.
//  5. chat (tools/bench/chat.mjs): delivered-and-acknowledged messages per second and p99 beside a durable ws relay
//     (≥ 0.50×), a bare relay and a bare echo, RSS per idle authenticated socket, and two processes on PostgreSQL +
//     Redis. `BENCH_ONLY=chat` runs only this part.
//  6. the watch list (tools/bench/watchwords.mjs): a 20,000-word list checking a 10,000-character article (median,
//     p99, budget ≤ 2 ms) and a typical post's check (p99 ≤ 1 ms, what it adds to a create). `BENCH_ONLY=watchwords`
//     runs only this part (no build, no server).
//  7. patient privacy (tools/bench/faces.mjs): face detection per picture on the server (WebAssembly, ≤ 300 ms), of a
//     12 MP photo in Chromium with the CPU slowed 4× (≤ 400 ms), and the detector's chunk, model and WebAssembly
//     (gzip ≤ 1.5 MB, fetched by no page without an upload). `BENCH_ONLY=faces` runs only this part.
//  8. video and operations (tools/bench/video.mjs): a 60 s 1080p clip transcoded through the queue beside the same
//     ffmpeg commands by hand (≤ 1.15×), a 200 MB upload's answer after its last byte (≤ 1 s), the list's p99 while two
//     transcodes run (≤ 2× idle), and the metrics' cost on the list (METRICS=on vs off, ≤ 3 %). `BENCH_ONLY=video` and
//     `BENCH_ONLY=metrics` run one of them alone.
// BENCH_ONLY=api measures 2, 4 and 5 (no browser, no web build, no image ingest); BENCH_ONLY=list measures 2 and 4
// only.
// BENCH_ONLY=web measures 1 only, on a small database (BENCH_POSTS defaults to 200 there), with Lighthouse also on
// /hot and on one /hot/detail page (median of LIGHTHOUSE_PAGE_RUNS=3 each, budget 95).
// Every run saves its measures to tools/bench/results/<date>.json; `npm run bench -- --compare` also prints the change
// of each measure from the newest run saved before it.
import { spawn, fork, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { browserPathOrExit, CHROMIUM_ARGS } from '../browser/resolve.mjs';
import { runChatBench } from './chat.mjs';
import { browserDetection, detectorSizes, serverDetection } from './faces.mjs';
import { compareResults, formatComparison, latestResults, saveResults } from './results.mjs';
import { measureImageIngest } from './image-ingest.mjs';
import { measureWatchwords } from './watchwords.mjs';
import { lighthouseMedian } from './lighthouse.mjs';
import { measureListVariants, randomListPath } from './list-variants.mjs';
import { firstAfterWrite, sequential } from './sequential.mjs';
import { runMetricsBench, runVideoBench } from './video.mjs';
import { wrkDrive, wrkPathOrExit, wrkVersion } from './wrk.mjs';

const root = join(import.meta.dirname, '..', '..');
const webOnly = process.env.BENCH_ONLY === 'web';
const posts = Number(process.env.BENCH_POSTS || (webOnly ? 200 : 100000));
const duration = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const webDist = join(root, 'apps/web/dist');
// BENCH_SERVER_MAIN runs another build of the server (e.g. a copy of an earlier one, to compare before and after).
const serverMain = process.env.BENCH_SERVER_MAIN || join(root, 'apps/server/dist/main.js');

const compare = process.argv.includes('--compare');
/** @type {import('./results.mjs').Measure[]} */
const measures = [];
const measure = (name, value, unit, better, budget) =>
  measures.push({
    name,
    value: Number(Number(value).toFixed(3)),
    unit,
    better,
    ...(budget === undefined ? {} : { budget }),
  });

/** Saves this run's measures and, with --compare, prints their change from the newest earlier run. */
function saveAndCompare() {
  const before = latestResults();
  let commit;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    commit = undefined;
  }
  const file = saveResults(measures, {
    meta: { commit, only: process.env.BENCH_ONLY ?? 'all', posts, seconds: duration, connections },
  });
  console.log(`results saved to ${file}`);
  if (!compare) return;
  console.log('');
  if (!before) console.log('no earlier run saved: nothing to compare with');
  else console.log(formatComparison(compareResults(before, measures), before.file));
}

// Resolved before the build and the seeding, so a missing browser costs seconds, not minutes.
const listOnly = process.env.BENCH_ONLY === 'list';
const opsOnly = process.env.BENCH_ONLY === 'video' || process.env.BENCH_ONLY === 'metrics';
const apiOnly = process.env.BENCH_ONLY === 'api' || listOnly || opsOnly;
const watchwordsOnly = process.env.BENCH_ONLY === 'watchwords';
const chromePath = apiOnly || watchwordsOnly ? undefined : browserPathOrExit();
// The load generator of the throughput rows; the web, chat, watch-list and face parts alone do not use it.
const wrk =
  webOnly || watchwordsOnly || process.env.BENCH_ONLY === 'chat' || process.env.BENCH_ONLY === 'faces'
    ? undefined
    : wrkPathOrExit();

function build() {
  if (process.env.BENCH_SKIP_BUILD && existsSync(serverMain) && (apiOnly || existsSync(webDist))) return;
  console.log('building web and server …');
  execFileSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', ...(apiOnly ? ['server'] : ['web', 'server']), '--outputStyle=static'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
    },
  );
}

/** A benchmark is one client address sending as fast as it can: the per-address limits would measure themselves. */
const BENCH_LIMITS = {
  RATE_LIMIT_GLOBAL_IP: '100000000/60',
  RATE_LIMIT_LOGIN_IP: '1000000/300',
  RATE_LIMIT_UPLOAD: '1000000/60',
  RATE_LIMIT_COMMENT: '1000000/60',
  MAX_CONNECTIONS_PER_IP: '0',
};

function startServer(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverMain], {
      cwd: root,
      env: { ...process.env, ...BENCH_LIMITS, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const onData = (d) => {
      log += d;
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${log.slice(-2000)}`)));
    const url = `http://127.0.0.1:${env.PORT}/api/banner/list`;
    const started = Date.now();
    const poll = async () => {
      try {
        const r = await fetch(url);
        if (r.ok) return resolve({ child, seconds: (Date.now() - started) / 1000 });
      } catch {
        /* not up yet */
      }
      if (Date.now() - started > 600_000) return reject(new Error('server did not start in 10 minutes'));
      setTimeout(poll, 250);
    };
    poll();
  });
}

/** CPU seconds used so far by a process and every process below it (ffmpeg runs as a child of the server). */
function treeCpuSeconds(pid) {
  const ticks = 100;
  const read = (id) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime: fields 14–17 of the line, 12–15 after the command name.
      return fields.slice(11, 15).reduce((sum, n) => sum + Number(n), 0) / ticks;
    } catch {
      return 0;
    }
  };
  const children = (id) => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').split(' ').filter(Boolean);
    } catch {
      return [];
    }
  };
  let total = 0;
  const queue = [String(pid)];
  while (queue.length > 0) {
    const id = queue.pop();
    total += read(id);
    queue.push(...children(id));
  }
  return total;
}

/**
 * Waits until a started site finished its start-up work (the demo's photographs and banners through the upload
 * pipeline, its clips made and transcoded): its processes use under a tenth of a core for three seconds running, and
 * its job queue is empty. The rows then measure the site as its visitors meet it, not beside its first minutes of
 * background work. Gives up after `limitMs` and says so.
 */
async function settle(child, base, limitMs = 600_000) {
  if (!existsSync('/proc/self/stat')) return;
  const started = Date.now();
  let quiet = 0;
  let last = treeCpuSeconds(child.pid);
  while (Date.now() - started < limitMs) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = treeCpuSeconds(child.pid);
    const busy = now - last > 0.1;
    last = now;
    let queued = 0;
    try {
      const metrics = await (await fetch(`${base}/metrics`)).text();
      for (const m of metrics.matchAll(/^job_queue_(?:queued|running) (\d+)/gm)) queued += Number(m[1]);
    } catch {
      /* metrics off: the CPU alone decides */
    }
    quiet = busy || queued > 0 ? 0 : quiet + 1;
    if (quiet >= 3) {
      console.log(`site settled after its start-up work (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      return;
    }
  }
  console.log(`site still busy after ${limitMs / 1000} s; measuring anyway`);
}

function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function measureHomeJs(base) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
  });
  const scriptsFor = async (path) => {
    const page = await browser.newPage();
    const seen = new Set();
    page.on('response', (res) => {
      const u = new URL(res.url());
      if (res.request().resourceType() === 'script' && u.origin === base) seen.add(u.pathname);
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.close();
    return seen;
  };
  // kB of 1,000 bytes at gzip's best level, as the build's own budget check counts them (apps/web/scripts/bundle-budget.mjs).
  const gz = (p) => gzipSync(readFileSync(join(webDist, p)), { level: 9 }).length / 1000;
  const home = await scriptsFor('/');
  const homeKb = [...home].reduce((n, p) => n + gz(p), 0);
  const lazy = [];
  for (const path of ['/hot', '/activity', '/my/login', '/nope']) {
    const extra = [...(await scriptsFor(path))].filter((p) => !home.has(p));
    lazy.push({ path, kb: extra.reduce((n, p) => n + gz(p), 0) });
  }
  await browser.close();
  return { files: home.size, homeKb, lazy };
}

/**
 * What a browser sends with every request and the server can act on: the site compresses answers it keeps as bytes
 * (the anonymous lists), so a bench without this header would measure traffic no visitor makes.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Drives `url` at saturation with wrk (see wrk.mjs), or with autocannon at `options.overallRate` req/s over all
 * connections (below saturation: latency without queueing; wrk has no fixed rate). `path()`, when given, makes each
 * request's path. Answers req/s, p99 in ms and the errors, after a 2 s warm-up drive (`options.warmUp: false` leaves
 * it out); a wrk drive lasts the run's duration unless `options.seconds` says otherwise.
 */
async function cannon(url, path, options = {}) {
  const c = options.connections ?? connections;
  const headers = options.headers ?? BROWSER_HEADERS;
  if (!options.overallRate) {
    if (options.warmUp !== false) await wrkDrive(wrk, url, { seconds: 2, connections: c, headers, path });
    return wrkDrive(wrk, url, { seconds: options.seconds ?? duration, connections: c, headers, path });
  }
  const requests = path ? [{ setupRequest: (req) => ({ ...req, path: path() }) }] : undefined;
  const rate = { overallRate: options.overallRate };
  await autocannon({ url, connections: c, duration: 2, requests, headers, ...rate }); // warm-up
  const r = await autocannon({ url, connections: c, duration, requests, headers, ...rate });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** Words of the demo titles: 1, 2 and 3 characters (common and rare), and a latin word. */
const SEARCH_WORDS = [
  '医',
  '灯',
  '光',
  '手术',
  '查房',
  '花园',
  '显微',
  '无影灯',
  '住院部',
  '急救中心',
  '细胞',
  '夜班',
  '的',
];

const f = (n, d = 1) => n.toFixed(d);

/** The rows of part 1: JS of the home and lazy routes, Lighthouse of home, /hot and a detail page. */
function printWeb(js, lh, lhPages) {
  if (!js) return;
  if (webOnly) {
    console.log('');
    console.log('| measure | value | budget |');
    console.log('|---|---|---|');
  }
  console.log(
    `| home route initial JS (gzip, ${js.files} files) | ${f(js.homeKb)} kB | ≤ 120 kB ${js.homeKb <= 120 ? 'ok' : 'OVER'} |`,
  );
  for (const l of js.lazy)
    console.log(`| lazy JS added by ${l.path} (gzip) | ${f(l.kb)} kB | ≤ 40 kB ${l.kb <= 40 ? 'ok' : 'OVER'} |`);
  const vitals = (r) => `${f(r.lcp / 1000, 2)} s / ${f(r.tbt, 0)} ms / ${f(r.cls, 3)}`;
  if (lh) {
    console.log(
      `| Lighthouse mobile performance, / (median of ${lh.runs.length}: ${lh.runs.map((r) => r.performance).join(', ')}) | ${lh.performance} | ≥ 98 ${lh.performance >= 98 ? 'ok' : 'UNDER'} |`,
    );
    console.log(
      `| Lighthouse mobile accessibility, / (median) | ${lh.accessibility} | ≥ 95 ${lh.accessibility >= 95 ? 'ok' : 'UNDER'} |`,
    );
    console.log(`| /: median LCP / TBT / CLS (simulated mobile) | ${vitals(lh)} | ≤ 1.8 s / 100 ms / 0.02 |`);
    console.log(
      `| Lighthouse's CPU benchmark index of this machine (median; higher is faster) | ${lh.benchmarkIndex} | |`,
    );
  }
  for (const p of lhPages) {
    console.log(
      `| Lighthouse mobile performance, ${p.path} (median of ${p.runs.length}: ${p.runs.map((r) => r.performance).join(', ')}) | ${p.performance} | ≥ 95 ${p.performance >= 95 ? 'ok' : 'UNDER'} |`,
    );
    console.log(`| ${p.path}: median LCP / TBT / CLS (simulated mobile) | ${vitals(p)} | |`);
  }
}

/** Adds part 1's figures to the measures saved with the run. */
function saveWeb(js, lh, lhPages) {
  if (js) {
    measure('home route initial JS (gzip)', js.homeKb, 'kB', 'lower', 120);
    for (const l of js.lazy) measure(`lazy JS added by ${l.path} (gzip)`, l.kb, 'kB', 'lower', 40);
  }
  if (lh) {
    measure('Lighthouse mobile performance, home (median)', lh.performance, 'score', 'higher', 98);
    measure('Lighthouse mobile accessibility, home (median)', lh.accessibility, 'score', 'higher', 95);
    measure('home LCP (median, simulated mobile)', lh.lcp, 'ms', 'lower', 1800);
    measure('home TBT (median, simulated mobile)', lh.tbt, 'ms', 'lower', 100);
    if (lh.benchmarkIndex) measure('Lighthouse CPU benchmark index (median)', lh.benchmarkIndex, 'score', 'higher');
    measure('home CLS (median, simulated mobile)', lh.cls, '', 'lower', 0.02);
  }
  for (const p of lhPages) {
    // The detail page's id changes with the seed: saved under the route's path.
    const name = p.path.split('?')[0];
    measure(`Lighthouse mobile performance, ${name} (median)`, p.performance, 'score', 'higher', 95);
    measure(`${name} LCP (median, simulated mobile)`, p.lcp, 'ms', 'lower');
    measure(`${name} TBT (median, simulated mobile)`, p.tbt, 'ms', 'lower');
  }
}

if (watchwordsOnly || !process.env.BENCH_ONLY) {
  const rows = await measureWatchwords({ measure });
  console.log('');
  console.log('| measure | value | budget |');
  console.log('|---|---|---|');
  for (const row of rows) console.log(row);
  console.log('');
  if (watchwordsOnly) {
    saveAndCompare();
    process.exit(0);
  }
}

build();
const dataDir = mkdtempSync(join(tmpdir(), 'yiying-bench-'));
// BENCH_PORT fixes the first port (the chat part uses it and the next ones), else a random one in 3900–3989.
const port = Number(process.env.BENCH_PORT) || 3900 + Math.floor(Math.random() * 90);
let server;
/** The bare hello-world yardstick's process while the list rows run. */
let hello;
/** Part 6: the face detector's costs (its own small site for the browser row); answers the table rows. */
async function runFacesBench(facesPort) {
  const rows = [];
  console.log('face detection on the server (WebAssembly) …');
  const server = await serverDetection();
  measure('faces: server detection per picture (median)', server.medianMs, 'ms', 'lower', 300);
  measure('faces: server detection, max', server.maxMs, 'ms', 'lower', 300);
  rows.push(
    `| faces: server detection per picture, median / max (7 pictures × 5) | ${server.medianMs.toFixed(0)} / ${server.maxMs.toFixed(0)} ms (12 MP: ${server.bigMs.toFixed(0)} ms) | ≤ 300 ms |`,
  );
  const sizes = detectorSizes(webDist);
  const totalKb = sizes.workerKb + sizes.modelKb + sizes.wasmKb;
  measure('faces: detector chunk + model + wasm (gzip)', totalKb, 'kB', 'lower', 1536);
  rows.push(
    `| faces: detector chunk + model + wasm, gzip | ${totalKb.toFixed(0)} kB (chunk ${sizes.workerKb.toFixed(0)}, model ${sizes.modelKb.toFixed(0)}, wasm ${sizes.wasmKb.toFixed(0)}) | ≤ 1536 kB |`,
  );
  rows.push(
    `| faces: other scripts carrying the detector | ${sizes.leaked.length ? sizes.leaked.join(', ') : 'none'} | none |`,
  );
  const dataDirFaces = mkdtempSync(join(tmpdir(), 'yiying-bench-faces-'));
  const { child } = await startServer({
    HOST: '127.0.0.1',
    PORT: String(facesPort),
    DATA_DIR: dataDirFaces,
    WEB_ROOT: webDist,
    DEMO_DATA: 'true',
    SMS_PROVIDER: 'console',
    DEMO_BULK_POSTS: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    console.log('face detection in Chromium, CPU 4× slower …');
    const web = await browserDetection(browser, `http://127.0.0.1:${facesPort}`);
    measure('faces: 12 MP detection in Chromium, CPU 4× (median)', web.medianMs, 'ms', 'lower', 400);
    rows.push(
      `| faces: 12 MP detection in Chromium, CPU 4×, median / max (5 runs) | ${web.medianMs.toFixed(0)} / ${web.maxMs.toFixed(0)} ms (worker ${web.workerMedianMs.toFixed(0)} ms) | ≤ 400 ms |`,
    );
    rows.push(
      `| faces: detector requests before a picture is chosen (/, /hot, /my, /my/upload) | ${web.leakedRequests.length} | 0 |`,
    );
  } finally {
    await browser.close();
    await stop(child);
    rmSync(dataDirFaces, { recursive: true, force: true });
  }
  return rows;
}

if (process.env.BENCH_ONLY === 'faces') {
  build();
  const rows = await runFacesBench(port);
  console.log('');
  console.log('| measure | value | budget |');
  console.log('|---|---|---|');
  for (const row of rows) console.log(row);
  saveAndCompare();
  process.exit(0);
}
const siteEnv = {
  HOST: '127.0.0.1',
  DEMO_BULK_POSTS: String(posts),
  NODE_ENV: 'production',
  DEMO_DATA: 'true',
  SMS_PROVIDER: 'console',
  LOG_LEVEL: 'warn',
  // The image ingest step uploads more than a member's default daily quota.
  UPLOAD_DAILY_QUOTA_MB: '100000',
};
/** The video rows and the metrics cost (video.mjs), alone with BENCH_ONLY=video / BENCH_ONLY=metrics. */
async function videoAndMetricsRows(only) {
  const rows = [];
  const parts = { measure, startServer, stop, cannon, port, env: siteEnv };
  if (only !== 'metrics') rows.push(...(await runVideoBench({ ...parts, env: { ...siteEnv, DEMO_BULK_POSTS: '0' } })));
  if (only !== 'video') {
    if (only === 'metrics') console.log(`seeding ${posts} posts into a fresh SQLite database …`);
    rows.push(...(await runMetricsBench({ ...parts, dataDir })));
  }
  return rows;
}
if (process.env.BENCH_ONLY === 'video' || process.env.BENCH_ONLY === 'metrics') {
  try {
    const rows = await videoAndMetricsRows(process.env.BENCH_ONLY);
    console.log('');
    console.log('| measure | value | budget |');
    console.log('|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(
      `(${wrkVersion(wrk)}: ${connections} connections, ${duration} s per drive after 2 s of warm-up; the fixed-rate rows: autocannon; 2 cores)`,
    );
    saveAndCompare();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'chat') {
  try {
    const rows = await runChatBench({ startServer, stop, port, dataDir, seconds: duration, measures });
    console.log('');
    console.log('| measure | value | budget |');
    console.log('|---|---|---|');
    for (const row of rows) console.log(row);
    saveAndCompare();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}
try {
  console.log(`seeding ${posts} posts into a fresh SQLite database …`);
  const started = await startServer({ ...siteEnv, PORT: String(port), DATA_DIR: dataDir });
  server = started.child;
  const base = `http://127.0.0.1:${port}`;
  await settle(server, base);
  const total = (await (await fetch(`${base}/api/content/list?pageSize=1`)).json()).data.total;

  const js = apiOnly ? undefined : await measureHomeJs(base);
  const lhRuns = Number(process.env.LIGHTHOUSE_RUNS || 5);
  if (!apiOnly) console.log(`lighthouse: ${lhRuns} runs on / (mobile) …`);
  const lh = apiOnly ? undefined : await lighthouseMedian(`${base}/`, lhRuns, chromePath);
  const pageRuns = Number(process.env.LIGHTHOUSE_PAGE_RUNS || 3);
  const lhPages = [];
  if (!apiOnly) {
    const first = (await (await fetch(`${base}/api/content/hotList?pageSize=1`)).json()).data.records[0];
    for (const path of ['/hot', `/hot/detail?contentId=${first.contentId}`]) {
      console.log(`lighthouse: ${pageRuns} runs on ${path} (mobile) …`);
      lhPages.push({ path, ...(await lighthouseMedian(`${base}${path}`, pageRuns, chromePath)) });
    }
  }
  if (webOnly) {
    await stop(server);
    server = undefined;
    printWeb(js, lh, lhPages);
    saveWeb(js, lh, lhPages);
    saveAndCompare();
    process.exit(0);
  }
  // The yardstick runs beside the site from here on and is measured right before and right after the list rows (and
  // again next to each list variant): a machine whose speed drifts during the run then moves both sides of a ratio.
  hello = fork(join(import.meta.dirname, 'hello.mjs'), { env: { ...process.env, PORT: '0' } });
  const [{ port: helloPort }] = await once(hello, 'message');
  const measureBare = () => cannon(`http://127.0.0.1:${helloPort}/`);
  const bareBefore = await measureBare();
  const content = await cannon(`${base}/api/content/list`);
  // The same without Accept-Encoding (a client that takes only plain bytes).
  const contentPlain = await cannon(`${base}/api/content/list`, undefined, { headers: {} });
  const halfRate = Math.max(1, Math.round(content.rps / 2));
  const contentHalf = await cannon(`${base}/api/content/list`, undefined, { overallRate: halfRate });
  // Many distinct pages and filters, so the short-lived list cache rarely helps and the database path shows.
  const pages = 50;
  const randomPages = await cannon(`${base}/api/content/list`, () => randomListPath(pages));
  const bareAfter = await measureBare();
  const bare = { rps: (bareBefore.rps + bareAfter.rps) / 2, p99: Math.max(bareBefore.p99, bareAfter.p99) };
  // Discovery: every page of the whole range is as likely (the last ones were the slow ones with OFFSET).
  const lastPage = Math.max(1, Math.ceil(total / 9));
  const randomPage = () => 1 + Math.floor(Math.random() * lastPage);
  console.log(`deep pages: random pageNum in 1…${lastPage} …`);
  const deepSeq = await sequential(base, () => `/api/content/list?pageNum=${randomPage()}`, 400);
  const deepLoad = await cannon(`${base}/api/content/list`, () => `/api/content/list?pageNum=${randomPage()}`);
  // The hot list: 300 random pages over the whole range, one warm-up pass over them, then the same pages measured.
  const lastHotPage = Math.max(1, Math.ceil(total / 10));
  const hotPages = Array.from({ length: 300 }, () => 1 + Math.floor(Math.random() * lastHotPage));
  const hotPath = (i) => `/api/content/hotList?pageNum=${hotPages[i % hotPages.length]}`;
  await sequential(base, hotPath, hotPages.length);
  const hotSeq = await sequential(base, hotPath, hotPages.length);
  console.log("hot list: the first request after each of a member's writes …");
  const hotAfterWrite = await firstAfterWrite(base, hotPath, Number(process.env.BENCH_WRITES || 40));
  // A detail page: any of the newest posts, as a visitor opening them from Home and Hot.
  const detailIds = (await (await fetch(`${base}/api/content/list?pageSize=50`)).json()).data.records.map(
    (r) => r.contentId,
  );
  const detailPath = () => `/api/content/detail/${detailIds[Math.floor(Math.random() * detailIds.length)]}`;
  const detailSeq = await sequential(base, detailPath, 300);
  const detailLoad = await cannon(`${base}/api/content/list`, detailPath);
  console.log('search: 1-, 2- and 3-character words …');
  const searchPath = () =>
    `/api/ee/search?title=${encodeURIComponent(SEARCH_WORDS[Math.floor(Math.random() * SEARCH_WORDS.length)])}&pageNum=${1 + Math.floor(Math.random() * 3)}`;
  const searchSeq = await sequential(base, searchPath, 400);
  const searchLoad = await cannon(`${base}/api/ee/search`, searchPath);
  const searchHits = {};
  for (const word of ['医', '手术', '无影灯']) {
    searchHits[word] = (
      await (await fetch(`${base}/api/ee/search?title=${encodeURIComponent(word)}`)).json()
    ).data.total;
  }
  const imageCount = Number(process.env.BENCH_IMAGES || 10);
  const images = apiOnly
    ? undefined
    : (console.log(`image ingest: ${imageCount} × 12 MP JPEG …`),
      await measureImageIngest(base, server.pid, { count: imageCount }));
  await stop(server);
  server = undefined;

  const variants = await measureListVariants({
    startServer,
    stop,
    cannon,
    seconds: duration,
    port,
    dataDir,
    posts,
    env: siteEnv,
    sqlite: { first: content.rps, random: randomPages.rps },
    measureBare,
  });
  hello.kill('SIGTERM');
  hello = undefined;

  const chatRows = listOnly
    ? []
    : await runChatBench({ startServer, stop, port, dataDir, seconds: duration, measures });
  const opsRows = listOnly ? [] : await videoAndMetricsRows('all');

  const ratio = content.rps / bare.rps;
  console.log('');
  console.log('| measure | value | budget |');
  console.log('|---|---|---|');
  printWeb(js, lh, lhPages);
  console.log(`| posts in the database | ${total} | |`);
  console.log(`| server start incl. seeding | ${f(started.seconds)} s | |`);
  console.log(
    `| GET /api/content/list (9 per page, creator joined) | ${f(content.rps, 0)} req/s, p99 ${content.p99} ms, ${content.errors} errors | |`,
  );
  console.log(
    `| GET /api/content/list without Accept-Encoding (plain JSON) | ${f(contentPlain.rps, 0)} req/s, p99 ${contentPlain.p99} ms, ${contentPlain.errors} errors (${f(contentPlain.rps / bare.rps, 2)}× hello-world) | |`,
  );
  console.log(
    `| GET /api/content/list at half its saturated rate (${halfRate} req/s) | p99 ${contentHalf.p99} ms, ${contentHalf.errors} errors | p99 ≤ 15 ms ${contentHalf.p99 <= 15 ? 'ok' : 'OVER'} |`,
  );
  console.log(
    `| GET /api/content/list?pageNum=<1…${pages}>&type=<any> (random) | ${f(randomPages.rps, 0)} req/s, p99 ${randomPages.p99} ms, ${randomPages.errors} errors | |`,
  );
  console.log(
    `| bare Fastify hello-world, mean of before / after the list rows (${f(bareBefore.rps, 0)} / ${f(bareAfter.rps, 0)}) | ${f(bare.rps, 0)} req/s, p99 ${bare.p99} ms | |`,
  );
  for (const row of variants.rows) console.log(row);
  console.log(`| ratio content list / hello-world | ${f(ratio, 2)} | ≥ 0.50 ${ratio >= 0.5 ? 'ok' : 'UNDER'} |`);
  const deep = randomPages.rps / bare.rps;
  console.log(`| ratio random pages / hello-world | ${f(deep, 2)} | ≥ 0.50 ${deep >= 0.5 ? 'ok' : 'UNDER'} |`);
  const ms = (n) => `${f(n, 1)} ms`;
  console.log(
    `| deep pages, one at a time: GET /api/content/list?pageNum=<1…${lastPage}> (400 random) | p50 ${ms(deepSeq.p50)}, p99 ${ms(deepSeq.p99)}, max ${ms(deepSeq.max)}, ${deepSeq.errors} errors | p99 ≤ 20 ms ${deepSeq.p99 <= 20 ? 'ok' : 'OVER'} |`,
  );
  console.log(
    `| deep pages under load (${connections} connections) | ${f(deepLoad.rps, 0)} req/s, p99 ${deepLoad.p99} ms, ${deepLoad.errors} errors | |`,
  );
  console.log(
    `| hot list, one at a time: 300 random pageNum over the whole range, after one warm-up pass over them | p50 ${ms(hotSeq.p50)}, p99 ${ms(hotSeq.p99)}, ${hotSeq.errors} errors | p99 ≤ 20 ms ${hotSeq.p99 <= 20 ? 'ok' : 'OVER'} |`,
  );
  console.log(
    `| hot list, the first request after a write (a member's like or its cancel, ${hotAfterWrite.count} writes; one of the warm pages) | p50 ${ms(hotAfterWrite.p50)}, max ${ms(hotAfterWrite.max)}, ${hotAfterWrite.errors} errors | (reported) |`,
  );
  console.log(
    `| detail page, one at a time: GET /api/content/detail/<one of the newest 50> (300) | p50 ${ms(detailSeq.p50)}, p99 ${ms(detailSeq.p99)}, ${detailSeq.errors} errors | p99 ≤ 20 ms ${detailSeq.p99 <= 20 ? 'ok' : 'OVER'} |`,
  );
  console.log(
    `| detail page under load (${connections} connections) | ${f(detailLoad.rps, 0)} req/s, p99 ${detailLoad.p99} ms, ${detailLoad.errors} errors | |`,
  );
  console.log(
    `| search, one at a time: GET /api/ee/search, words of 1–3 characters, pages 1–3 (400 random) | p50 ${ms(searchSeq.p50)}, p99 ${ms(searchSeq.p99)}, max ${ms(searchSeq.max)}, ${searchSeq.errors} errors | p99 ≤ 50 ms ${searchSeq.p99 <= 50 ? 'ok' : 'OVER'} |`,
  );
  console.log(
    `| search under load (${connections} connections) | ${f(searchLoad.rps, 0)} req/s, p99 ${searchLoad.p99} ms, ${searchLoad.errors} errors | |`,
  );
  console.log(
    `| search matches (total, capped at 10000): 医 / 手术 / 无影灯 | ${searchHits['医']} / ${searchHits['手术']} / ${searchHits['无影灯']} | |`,
  );
  if (images)
    console.log(
      `| image ingest, 12 MP JPEG (${f(images.mb)} MB) → JPEG + 4 WebP + ThumbHash, ${images.count} in a row | ${f(images.perSecond, 2)} images/s (${f(images.msEach, 0)} ms each) | |`,
    );
  if (images)
    console.log(
      `| server peak RSS (whole run, after image ingest) | ${images.peakRssMb === undefined ? 'n/a' : `${f(images.peakRssMb, 0)} MB`} | |`,
    );
  for (const row of chatRows) console.log(row);
  // Part 6 on a small site of its own beside the seeded one (the ports after the chat part's).
  if (!apiOnly) for (const row of await runFacesBench(port + 60)) console.log(row);
  for (const row of opsRows) console.log(row);
  console.log(
    `(${wrkVersion(wrk)}: 1 thread, ${connections} connections, ${duration} s per target after 2 s of warm-up, 2 cores; the half-rate row: autocannon at a fixed rate; requests send a browser's Accept-Encoding unless a row says otherwise)`,
  );

  saveWeb(js, lh, lhPages);
  measure('content list req/s', content.rps, 'req/s', 'higher');
  measure('content list p99', content.p99, 'ms', 'lower');
  measure('content list without Accept-Encoding req/s', contentPlain.rps, 'req/s', 'higher');
  measure('content list p99 at half its saturated rate', contentHalf.p99, 'ms', 'lower', 15);
  measure('content list random pages req/s', randomPages.rps, 'req/s', 'higher');
  measure('bare Fastify hello-world req/s', bare.rps, 'req/s', 'higher');
  measure('ratio content list / hello-world', ratio, '×', 'higher', 0.5);
  measure('ratio random pages / hello-world', deep, '×', 'higher', 0.5);
  measure('deep pages one at a time p99', deepSeq.p99, 'ms', 'lower', 20);
  measure('deep pages under load req/s', deepLoad.rps, 'req/s', 'higher');
  measure('hot list one at a time p99', hotSeq.p99, 'ms', 'lower', 20);
  measure('hot list first request after a write, p50', hotAfterWrite.p50, 'ms', 'lower');
  measure('hot list first request after a write, max', hotAfterWrite.max, 'ms', 'lower');
  measure('detail page one at a time p99', detailSeq.p99, 'ms', 'lower', 20);
  measure('detail page under load req/s', detailLoad.rps, 'req/s', 'higher');
  for (const m of variants.measures) measure(...m);
  measure('search one at a time p99', searchSeq.p99, 'ms', 'lower', 50);
  measure('search under load req/s', searchLoad.rps, 'req/s', 'higher');
  if (images) measure('image ingest, 12 MP JPEG', images.perSecond, 'images/s', 'higher');
  saveAndCompare();
} finally {
  if (server) await stop(server);
  hello?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
