// The load generator of the saturated req/s rows: wrk (C, one thread on one core), with a Lua script written for each
// drive. autocannon runs in Node.js on the core the server does not use, and on these rows it was the limit, not the
// server: per request it turns every response body into a string (a quarter of its time on compressed answers), and a
// request whose path changes is rebuilt from its options (another sixth). On random list pages it spent 70–95 µs of
// CPU per request against the server's 40–60 µs, so the row measured the client. wrk spends a few µs per request,
// and the same for the yardstick and for the site, so a ratio compares the servers.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { aptAccess, aptInstall, isExecutable } from '../browser/resolve.mjs';

/** How many paths a drive with changing paths draws beforehand; each request takes one of them at random. */
export const PATHS_DRAWN = 20_000;

const HELP = 'set WRK_PATH to a wrk binary, or install it: on Debian/Ubuntu `sudo apt-get install wrk`';

/** `WRK_PATH` when it is executable, else `wrk` on PATH; undefined when neither is there. */
export function findWrk(env = process.env) {
  if (env.WRK_PATH) return isExecutable(env.WRK_PATH) ? env.WRK_PATH : undefined;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, 'wrk'))) return join(dir, 'wrk');
  }
  return undefined;
}

/**
 * The wrk binary: `WRK_PATH`, else `wrk` on PATH, else installed with apt-get where that can run (Debian/Ubuntu, as
 * root or through `sudo -n`). Without one the run stops here with one line naming what to do.
 */
export function wrkPathOrExit() {
  const found = findWrk();
  if (found) return found;
  if (!process.env.WRK_PATH && aptAccess() && aptInstall(['wrk'], { why: 'the throughput rows are driven by wrk' })) {
    const installed = findWrk();
    if (installed) return installed;
  }
  console.error(`wrk not found: ${HELP}`);
  process.exit(1);
}

/** A Lua string literal of an ASCII path (JSON's escapes of `"` and `\` are Lua's too). */
function luaString(text) {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`a driven path must be ASCII (encode it): ${text}`);
  return JSON.stringify(text);
}

/**
 * The script of one drive: the headers, the requests prepared once per thread (one per drawn path, or wrk's own
 * request when the path is fixed), and a `done` that prints the figures as one JSON line.
 */
export function wrkScript({ headers = {}, paths }) {
  const lines = [];
  for (const [name, value] of Object.entries(headers))
    lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  if (paths) {
    lines.push(`local paths = {${paths.map(luaString).join(',')}}`);
    lines.push('local prepared = {}');
    lines.push('init = function(args)');
    lines.push('  math.randomseed(os.time() + math.floor(os.clock() * 1e6))');
    lines.push('  for i, path in ipairs(paths) do prepared[i] = wrk.format("GET", path) end');
    lines.push('end');
    lines.push('request = function() return prepared[math.random(#prepared)] end');
  }
  lines.push('done = function(summary, latency, requests)');
  lines.push('  local e = summary.errors');
  lines.push(
    '  io.write(string.format(\'{"requests":%d,"micros":%d,"p99":%d,"status":%d,"failed":%d}\\n\', summary.requests, ' +
      'summary.duration, latency:percentile(99), e.status, e.connect + e.read + e.write + e.timeout))',
  );
  lines.push('end');
  return `${lines.join('\n')}\n`;
}

/**
 * Drives `url` with wrk for `seconds` on `connections` connections (one thread) and answers req/s, p99 in ms and
 * the errors (answers of 4xx/5xx, and connect, read, write and timeout errors). `path()`, when given, is called
 * `PATHS_DRAWN` times beforehand and each request takes one of those paths at random.
 */
export async function wrkDrive(wrk, url, { seconds, connections, headers, path }) {
  const dir = mkdtempSync(join(tmpdir(), 'yiying-wrk-'));
  try {
    const script = join(dir, 'drive.lua');
    const paths = path ? Array.from({ length: PATHS_DRAWN }, () => path()) : undefined;
    writeFileSync(script, wrkScript({ headers, paths }));
    const child = spawn(wrk, ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', script, url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const [code] = await once(child, 'exit');
    const line = out.split('\n').find((l) => l.startsWith('{"requests"'));
    if (code !== 0 || !line) throw new Error(`wrk exited (${code}) on ${url}: ${out.trim()}`);
    const r = JSON.parse(line);
    return { rps: r.requests / (r.micros / 1e6), p99: Math.round(r.p99 / 100) / 10, errors: r.status + r.failed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** wrk's name and version (e.g. `wrk 4.1.0`), for the table's footnote. */
export function wrkVersion(wrk) {
  let text;
  try {
    text = execFileSync(wrk, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    // wrk --version prints its version and usage, then exits 1.
    text = String(e.stdout ?? '');
  }
  return /^wrk \S+/.exec(text)?.[0] ?? 'wrk';
}
