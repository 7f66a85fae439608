#!/usr/bin/env node
// Durability under kill -9: starts the server (from its sources) on one SQLite data folder, has several members write
// comments as fast as they can, kills the process with SIGKILL at a random moment, checks the database file with
// PRAGMA integrity_check, starts it again and checks that every write the server had acknowledged (answered 200) is
// there. Repeats for --rounds rounds on the same folder. Exits 1 on a lost acknowledged write, a failed integrity
// check or a server that does not come back.
// Usage: node tools/ci/crash.mjs [--rounds 6] [--writers 8] [--min-ms 500] [--max-ms 2500]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rounds = arg('rounds', 6);
const writers = arg('writers', 8);
const minMs = arg('min-ms', 500);
const maxMs = arg('max-ms', 2500);
const MEMBERS = ['13800000001', '13800000002', '13800000003', '13800000004', '13800000005', '13800000006'];

function fail(message, log) {
  console.error(`crash: ${message}`);
  if (log) console.error(log.split('\n').slice(-30).join('\n'));
  process.exit(1);
}

async function start(dataDir, port) {
  const child = spawn(
    process.execPath,
    ['--conditions=@yiying/source', '--import', 'tsx', join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_ROOT: join(dataDir, 'web'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_COMMENT: '1000000/60',
        RATE_LIMIT_GLOBAL_IP: '1000000/60',
        RATE_LIMIT_LOGIN_IP: '1000000/300',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const until = Date.now() + 120_000;
  while (!log.includes('医影已启动')) {
    if (child.exitCode !== null) fail(`the server exited while starting (${child.exitCode})`, log);
    if (Date.now() > until) fail('the server did not start in 2 minutes', log);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, log: () => log };
}

async function json(base, path, init) {
  const res = await fetch(base + path, init);
  return { status: res.status, body: await res.json().catch(() => null) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'yiying-crash-'));
const port = 4800 + Math.floor(Math.random() * 150);
const base = `http://127.0.0.1:${port}`;
const acknowledged = [];
try {
  for (let round = 1; round <= rounds; round++) {
    const server = await start(dataDir, port);
    // Every write acknowledged in earlier rounds survived the kill.
    const lost = [];
    for (const id of acknowledged) {
      const { status } = await json(base, `/api/comment/detail/${id}`);
      if (status !== 200) lost.push(`${id} (${status})`);
    }
    if (lost.length > 0)
      fail(`round ${round}: ${lost.length} acknowledged writes lost: ${lost.slice(0, 5).join(', ')}`);

    const post = (await json(base, '/api/content/list?pageSize=1')).body?.data?.records?.[0];
    if (!post) fail(`round ${round}: no post to comment on`, server.log());
    const tokens = [];
    for (let i = 0; i < writers; i++) {
      const login = await json(base, '/web/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'password', mobile: MEMBERS[i % MEMBERS.length], password: 'Yiying@2026' }),
      });
      if (login.status !== 200) fail(`round ${round}: login failed ${JSON.stringify(login.body)}`, server.log());
      tokens.push(login.body.data.token);
    }

    let killed = false;
    let sent = 0;
    const before = acknowledged.length;
    const writer = async (token, w) => {
      for (let n = 0; !killed; n++) {
        try {
          sent++;
          const res = await json(base, '/web/comment/create', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: token },
            body: JSON.stringify({ contentId: post.contentId, content: `第 ${round} 轮 写者 ${w} 第 ${n} 条` }),
          });
          if (res.status === 200 && res.body?.data?.commentId) acknowledged.push(res.body.data.commentId);
          else if (!killed)
            fail(`round ${round}: a write failed before the kill: ${res.status} ${JSON.stringify(res.body)}`);
        } catch {
          return; // the connection died with the process: not acknowledged, not counted
        }
      }
    };
    const load = tokens.map((token, w) => writer(token, w));
    await new Promise((r) => setTimeout(r, minMs + Math.random() * (maxMs - minMs)));
    killed = true;
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    await Promise.all(load);

    const db = new Database(join(dataDir, 'yiying.db'));
    const integrity = db.pragma('integrity_check', { simple: true });
    db.close();
    if (integrity !== 'ok') fail(`round ${round}: integrity_check answered ${integrity}`);
    console.log(
      `crash: round ${round}: ${acknowledged.length - before} writes acknowledged of ${sent} sent, killed, integrity_check ok`,
    );
  }
  const server = await start(dataDir, port);
  const lost = [];
  for (const id of acknowledged) if ((await json(base, `/api/comment/detail/${id}`)).status !== 200) lost.push(id);
  server.child.kill('SIGKILL');
  if (lost.length > 0) fail(`${lost.length} of ${acknowledged.length} acknowledged writes lost`);
  console.log(`crash: ${rounds} kill -9 rounds, ${acknowledged.length} acknowledged writes, none lost`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
