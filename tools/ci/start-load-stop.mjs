#!/usr/bin/env node
// Starts the built server on a fresh data folder, signs in with a demo account it printed, browses for a few seconds,
// leaves it idle (V8 collects garbage on its own when a process goes quiet), forces a full collection, checks it still
// answers, stops it with SIGTERM, and fails on a crash, an abort or a non-zero exit. Both kinds of collection free
// native objects (database statements): a driver that frees them wrongly aborts the process here.
// Usage: node tools/ci/start-load-stop.mjs [--rounds 3] [--seconds 5] [--idle 3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rounds = arg('rounds', 3);
const seconds = arg('seconds', 5);
const idleSeconds = arg('idle', 3);

function fail(message, log) {
  console.error(`start-load-stop: ${message}`);
  if (log) console.error(log.split('\n').slice(-40).join('\n'));
  process.exit(1);
}

async function request(base, path, init) {
  const res = await fetch(base + path, init);
  await res.arrayBuffer();
  return res;
}

async function round(n) {
  const dataDir = mkdtempSync(join(tmpdir(), 'yiying-start-'));
  const port = 4500 + Math.floor(Math.random() * 400);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--require', join(root, 'tools/ci/gc-on-signal.cjs'), join(root, 'apps/server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        // A demo site on purpose: demo accounts and no SMS gateway.
        DEMO_DATA: 'true',
        SMS_PROVIDER: 'console',
        // One client address loading as fast as it can: the per-address ceiling is not what this measures.
        RATE_LIMIT_GLOBAL_IP: '100000000/60',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const alive = () => child.exitCode === null && child.signalCode === null;
  try {
    // Up: the server prints its address once the demo data is loaded.
    while (!log.includes('医影已启动')) {
      if (!alive()) fail(`round ${n}: the server exited while starting (${child.exitCode ?? child.signalCode})`, log);
      if (Date.now() - started > 120_000) fail(`round ${n}: the server did not start in 2 minutes`, log);
      await new Promise((r) => setTimeout(r, 100));
    }
    const startSeconds = (Date.now() - started) / 1000;

    // Sign in as a demo member, with the account and password the server printed.
    const account = /\s(1\d{10})\s+(\S+)\s/.exec(log);
    if (!account) fail(`round ${n}: no demo account in the start-up output`, log);
    const loginRes = await fetch(`${base}/web/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'password', mobile: account[1], password: account[2] }),
    });
    const login = await loginRes.json();
    if (login.code !== 200 || !login.data?.token) fail(`round ${n}: demo login failed: ${JSON.stringify(login)}`, log);
    const auth = { headers: { authorization: login.data.token } };

    // Browse: pages, lists with varied filters (new statements), the member's own data.
    const types = ['', 'image', 'video', 'article', 'pound'];
    const paths = (i) => [
      '/',
      '/hot',
      '/api/banner/list',
      `/api/content/list?pageNum=${1 + (i % 7)}&pageSize=${[9, 12, 20][i % 3]}${types[i % 5] ? `&type=${types[i % 5]}` : ''}`,
      '/web/user/current',
    ];
    let requests = 0;
    const until = Date.now() + seconds * 1000;
    const worker = async (w) => {
      for (let i = w; Date.now() < until; i += 4) {
        for (const p of paths(i)) {
          const res = await request(base, p, p.startsWith('/web/') ? auth : undefined);
          if (res.status >= 500) fail(`round ${n}: ${p} answered ${res.status}`, log);
          requests++;
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(worker));
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    if (!alive())
      fail(`round ${n}: the server died while idle after the load (${child.exitCode ?? child.signalCode})`, log);
    child.kill('SIGUSR2');
    await new Promise((r) => setTimeout(r, 500));
    if (!alive()) fail(`round ${n}: the server died on a forced GC (${child.exitCode ?? child.signalCode})`, log);
    const after = await request(base, '/web/user/current', auth);
    if (after.status !== 200) fail(`round ${n}: /web/user/current answered ${after.status} after the load`, log);

    child.kill('SIGTERM');
    const { code, signal } = await exited;
    if (code !== 0 || signal)
      fail(`round ${n}: the server ended with ${signal ?? `exit code ${code}`} on SIGTERM`, log);
    console.log(
      `round ${n}: started in ${startSeconds.toFixed(1)} s, demo login ok, ${requests} requests in ${seconds} s, ` +
        `alive after ${idleSeconds} s idle and a forced GC, still answering, clean exit on SIGTERM`,
    );
  } catch (e) {
    fail(`round ${n}: ${e.cause?.code ?? e.message}`, log);
  } finally {
    if (alive()) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Node.js ${process.version}: ${rounds} start–load–stop rounds of the built server`);
for (let n = 1; n <= rounds; n++) await round(n);
