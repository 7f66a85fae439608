// Chat benchmarks against running servers (DESIGN §7): delivered-and-acknowledged private messages per second with
// the p99 send-to-receive latency, beside a durable relay (durable-relay.mjs: a bare `ws` relay that commits each
// message to SQLite the way the server does before answering), a bare relay and a bare echo, all driven the same way;
// the server's RSS per idle authenticated socket; and the same traffic across two processes (sender on one, receiver
// on the other).
import { once } from 'node:events';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { measureEcho, p99, startBareServer } from './bare-servers.mjs';
import { dropSchema } from './pg-schema.mjs';

/** CPU time (user + system) a process has used, in seconds, from /proc (Linux). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of a process in bytes, from /proc (Linux). */
export function rssBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : NaN;
}

let mobileSeq = 0;
/** A new member through the SMS code flow (the server runs with the development outbox). */
export async function newMember(base) {
  mobileSeq += 1;
  const mobile = `137${String(process.pid % 10000).padStart(4, '0')}${String(mobileSeq).padStart(4, '0')}`;
  const post = (path, body) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/web/user/sendSms', { mobile, scope: 'login' });
  if (!sent.ok) throw new Error(`sendSms ${sent.status}: ${await sent.text()}`);
  const outbox = await (await fetch(`${base}/dev/sms/outbox?mobile=${mobile}`)).json();
  const login = await post('/web/user/login', { mobile, code: outbox.data[0].code });
  if (!login.ok) throw new Error(`login ${login.status}: ${await login.text()}`);
  return (await login.json()).data;
}

/** An authenticated chat socket that acknowledges every private message and reports it. */
export function chatSocket(base, member, onPrivate) {
  const url = `${base.replace(/^http/, 'ws')}/websocket/${member.userId}/web?token=${encodeURIComponent(member.token)}`;
  const ws = new WebSocket(url);
  ws.on('message', (raw) => {
    const text = raw.toString();
    // Pushes start with their type; receipts and answers are left to other listeners unparsed.
    if (!text.startsWith('{"type":"private"')) return;
    const frame = JSON.parse(text);
    ws.send(JSON.stringify({ type: 'ensure', messageId: frame.messageId, status: 'received' }));
    onPrivate?.(frame);
  });
  return once(ws, 'open').then(() => ws);
}

/**
 * `pairs` members each send to their partner for `seconds`, `inFlight` sends at a time, on `sendBase`; the partners'
 * sockets (on `receiveBase`) acknowledge each push. `via: 'socket'` sends `private` frames on the sender's own chat
 * socket and waits for the server's `response`; `via: 'http'` sends `POST /web/imMsg/create`. Answers the messages
 * received and acknowledged per second and the p99 from the start of the send to the push arriving.
 */
export async function measureChat({
  sendBase,
  receiveBase = sendBase,
  pairs = 20,
  seconds = 10,
  inFlight = 4,
  via = 'socket',
  member = newMember,
  pids = [],
}) {
  const members = [];
  for (let i = 0; i < pairs * 2; i += 1) members.push(await member(sendBase, i));
  const started = new Map();
  const latencies = [];
  let received = 0;
  let measuring = false;
  const sockets = [];
  for (let i = 0; i < pairs; i += 1) {
    sockets.push(
      await chatSocket(receiveBase, members[2 * i + 1], (frame) => {
        const t0 = started.get(frame.content);
        if (t0 === undefined) return;
        started.delete(frame.content);
        if (!measuring) return;
        received += 1;
        latencies.push(performance.now() - t0);
      }),
    );
  }
  // The senders' own sockets, answering each `private` frame with a `response` of the same clientId.
  const answers = new Map();
  const senderSockets = new Map();
  if (via === 'socket') {
    for (let i = 0; i < pairs; i += 1) {
      const ws = await chatSocket(sendBase, members[2 * i]);
      ws.on('message', (raw) => {
        const text = raw.toString();
        if (!text.startsWith('{"type":"response"')) return;
        const frame = JSON.parse(text);
        answers.get(frame.clientId)?.(frame.ok);
        answers.delete(frame.clientId);
      });
      senderSockets.set(members[2 * i].userId, ws);
      sockets.push(ws);
    }
  }
  let seq = 0;
  let failures = 0;
  let stopAt = 0;
  const sendHttp = async (from, to, content) => {
    const r = await fetch(`${sendBase}/web/imMsg/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: from.token },
      body: JSON.stringify({ content, senderId: from.userId, receiverId: to.userId }),
    });
    await r.arrayBuffer();
    return r.ok;
  };
  const sendSocket = (from, to, content) =>
    new Promise((resolve) => {
      answers.set(content, resolve);
      senderSockets
        .get(from.userId)
        .send(JSON.stringify({ type: 'private', clientId: content, receiverId: to.userId, content }));
    });
  const send = via === 'socket' ? sendSocket : sendHttp;
  const sender = async (from, to) => {
    while (performance.now() < stopAt) {
      const content = `m${(seq += 1)}`;
      started.set(content, performance.now());
      if (!(await send(from, to, content))) failures += 1;
    }
  };
  const run = async (ms) => {
    stopAt = performance.now() + ms;
    const loops = [];
    for (let i = 0; i < pairs; i += 1)
      for (let k = 0; k < inFlight; k += 1) loops.push(sender(members[2 * i], members[2 * i + 1]));
    await Promise.all(loops);
    await new Promise((r) => setTimeout(r, 300));
  };
  await run(2000); // warm-up
  measuring = true;
  const t = performance.now();
  const cpuBefore = pids.map(cpuSeconds);
  const clientBefore = process.cpuUsage();
  await run(seconds * 1000);
  const elapsed = (performance.now() - t) / 1000;
  const serverCpu = pids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - cpuBefore[i], 0);
  const client = process.cpuUsage(clientBefore);
  for (const ws of sockets) ws.close();
  // CPU per message is steadier than messages per second on a shared machine: others take the cores, not this CPU time.
  const perMessageMs = (cpu) => (received > 0 ? (cpu * 1000) / received : NaN);
  return {
    perSecond: received / elapsed,
    p99: p99(latencies),
    received,
    failures,
    serverCpuMs: pids.length > 0 ? perMessageMs(serverCpu) : NaN,
    clientCpuMs: perMessageMs((client.user + client.system) / 1e6),
  };
}

/**
 * `measureChat` itself (the same client, sockets and frames) against the bare relay of `echo-server.mjs`: the chat
 * drive on a server that only parses and forwards; with `durable` ({ file, schemaFrom }), against the durable relay
 * (durable-relay.mjs), which also commits each message to a SQLite file before answering. Its members need no sign-in.
 */
export async function measureRelay({ pairs = 20, seconds = 10, inFlight = 4, durable }) {
  const relay = durable
    ? await startBareServer('durable', 'durable-relay.mjs', { DB_FILE: durable.file, SCHEMA_FROM: durable.schemaFrom })
    : await startBareServer('relay');
  try {
    return await measureChat({
      sendBase: relay.base,
      pairs,
      seconds,
      inFlight,
      via: 'socket',
      member: async (_base, i) => ({ userId: `u${i}`, token: 'bench' }),
    });
  } finally {
    await relay.stop();
  }
}

/** Opens `count` idle authenticated sockets (spread over a few members) and answers the server's RSS per socket. */
export async function measureIdleSockets({ base, pid, count = 10000, members = 50 }) {
  const people = [];
  for (let i = 0; i < members; i += 1) people.push(await newMember(base));
  global.gc?.();
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssBytes(pid);
  const sockets = [];
  const batch = 200;
  for (let i = 0; i < count; i += batch) {
    const opening = [];
    for (let k = i; k < Math.min(count, i + batch); k += 1) opening.push(chatSocket(base, people[k % members]));
    sockets.push(...(await Promise.all(opening)));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const after = rssBytes(pid);
  for (const ws of sockets) ws.terminate();
  return { count: sockets.length, perSocketKb: (after - before) / sockets.length / 1024, rssMb: after / 1048576 };
}

/**
 * Every chat measure in one go, on servers started with `startServer(env)` (and stopped with `stop`); answers the
 * table rows. The two-process run needs PostgreSQL and Redis (`BENCH_DATABASE_URL` / `BENCH_REDIS_URL`, else the
 * `TEST_*` ones) and is reported as skipped without them.
 */
export async function runChatBench({ startServer, stop, port, dataDir, seconds = 10, measures = [] }) {
  const pairs = Number(process.env.BENCH_CHAT_PAIRS || 20);
  const sockets = Number(process.env.BENCH_IDLE_SOCKETS || 10000);
  // How the budget rows send: on the chat socket, or `http` (also for a build from before socket sends existed).
  const via = process.env.BENCH_CHAT_VIA === 'http' ? 'http' : 'socket';
  const env = (extra) => ({
    HOST: '127.0.0.1',
    NODE_ENV: 'development', // the SMS outbox signs the bench members in
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    IM_SEND_PER_MINUTE: '1000000',
    SMS_DAILY_MAX_PER_IP: '100000',
    ...extra,
  });
  const rows = [];
  const measure = (name, value, unit, better, budget) =>
    Number.isFinite(value) &&
    measures.push({ name, value: Number(value.toFixed(3)), unit, better, ...(budget === undefined ? {} : { budget }) });
  const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');

  console.log(`chat: ${pairs} pairs, one process (SQLite) …`);
  const one = await startServer(env({ PORT: String(port), DATA_DIR: `${dataDir}/chat-one` }));
  const base = `http://127.0.0.1:${port}`;
  let single;
  let http;
  let idle;
  try {
    const pids = [one.child.pid];
    single = await measureChat({ sendBase: base, pairs, seconds, via, pids });
    if (via !== 'http') http = await measureChat({ sendBase: base, pairs, seconds, via: 'http', pids });
    console.log(`chat: ${sockets} idle sockets …`);
    idle = await measureIdleSockets({ base, pid: one.child.pid, count: sockets });
  } finally {
    await stop(one.child);
  }
  // The durable relay stores into a fresh file with the chat server's own im_msg table and indexes.
  mkdirSync(`${dataDir}/chat-durable`, { recursive: true });
  const durable = await measureRelay({
    pairs,
    seconds,
    durable: { file: join(dataDir, 'chat-durable', 'relay.db'), schemaFrom: join(dataDir, 'chat-one', 'yiying.db') },
  });
  const relay = await measureRelay({ pairs, seconds });
  const echo = await measureEcho({ pairs, seconds });
  const durableRatio = single.perSecond / durable.perSecond;
  const ratio = single.perSecond / relay.perSecond;
  const echoRatio = single.perSecond / echo.perSecond;
  measure('chat, one process: delivered + acknowledged', single.perSecond, 'msg/s', 'higher', 5000);
  measure('chat, one process: p99 send → push', single.p99, 'ms', 'lower', 30);
  measure('chat, one process: server CPU per message', single.serverCpuMs, 'ms', 'lower');
  if (http) {
    measure('chat, one process, HTTP send: delivered + acknowledged', http.perSecond, 'msg/s', 'higher');
    measure('chat, one process, HTTP send: p99 send → push', http.p99, 'ms', 'lower');
  }
  measure('durable ws relay (SQLite group commit), same drive', durable.perSecond, 'msg/s', 'higher');
  measure('bare ws relay, same drive', relay.perSecond, 'msg/s', 'higher');
  measure('bare ws echo', echo.perSecond, 'msg/s', 'higher');
  measure('ratio chat / durable ws relay', durableRatio, '×', 'higher', 0.5);
  measure('ratio chat / bare ws relay', ratio, '×', 'higher');
  measure('ratio chat / bare ws echo', echoRatio, '×', 'higher');
  if (idle) measure('idle authenticated socket: server RSS', idle.perSocketKb, 'KB', 'lower', 40);
  rows.push(
    `| chat, one process: delivered + acknowledged (${pairs} pairs, ${via} send → push → ensure) | ${f(single.perSecond, 0)} msg/s, p99 ${f(single.p99)} ms, ${single.failures} failed sends, server CPU ${f(single.serverCpuMs, 3)} ms/msg, client CPU ${f(single.clientCpuMs, 3)} ms/msg | ≥ 5000 msg/s ${single.perSecond >= 5000 ? 'ok' : 'UNDER'}, p99 ≤ 30 ms ${single.p99 <= 30 ? 'ok' : 'OVER'} |`,
    ...(http
      ? [
          `| chat, one process, HTTP send (\`POST /web/imMsg/create\` → push → ensure) | ${f(http.perSecond, 0)} msg/s, p99 ${f(http.p99)} ms, ${http.failures} failed sends, server CPU ${f(http.serverCpuMs, 3)} ms/msg, client CPU ${f(http.clientCpuMs, 3)} ms/msg | |`,
        ]
      : []),
    `| durable ws relay, own process (the same drive and frames; each message committed to SQLite in WAL with one prepared insert, group commit, fsync before answering; no checks) | ${f(durable.perSecond, 0)} msg/s, p99 ${f(durable.p99)} ms | |`,
    `| bare ws relay, own process (the same drive and frames, no checks or storage) | ${f(relay.perSecond, 0)} msg/s, p99 ${f(relay.p99)} ms | |`,
    `| bare ws echo, own process (one frame each way per message) | ${f(echo.perSecond, 0)} msg/s, p99 ${f(echo.p99)} ms | |`,
    `| ratio chat / durable ws relay | ${f(durableRatio, 2)} | ≥ 0.50 ${durableRatio >= 0.5 ? 'ok' : 'UNDER'} |`,
    `| ratio chat / bare ws relay, chat / bare ws echo | ${f(ratio, 2)} / ${f(echoRatio, 2)} | |`,
    `| ${idle.count} idle authenticated sockets: server RSS per socket | ${f(idle.perSocketKb)} KB (RSS ${f(idle.rssMb, 0)} MB) | ≤ 40 KB ${idle.perSocketKb <= 40 ? 'ok' : 'OVER'} |`,
  );

  const pg = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const redis = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL;
  if (!pg || !redis) {
    rows.push(
      '| chat across two processes (PostgreSQL + Redis) | skipped: set BENCH_DATABASE_URL and BENCH_REDIS_URL | |',
    );
    return rows;
  }
  console.log('chat: two processes on PostgreSQL + Redis …');
  const schema = `yy_bench_${Date.now().toString(36)}`;
  const shared = { DATABASE_URL: pg, DATABASE_SCHEMA: schema, REDIS_URL: redis };
  const a = await startServer(env({ ...shared, PORT: String(port + 1), DATA_DIR: `${dataDir}/chat-a` }));
  const b = await startServer(env({ ...shared, PORT: String(port + 2), DATA_DIR: `${dataDir}/chat-b` }));
  try {
    const two = await measureChat({
      sendBase: `http://127.0.0.1:${port + 1}`,
      receiveBase: `http://127.0.0.1:${port + 2}`,
      pairs,
      seconds,
      via,
      pids: [a.child.pid, b.child.pid],
    });
    const times = two.p99 / single.p99;
    measure('chat, two processes (PostgreSQL + Redis): delivered + acknowledged', two.perSecond, 'msg/s', 'higher');
    measure('chat, two processes: p99 / one-process p99', times, '×', 'lower', 2);
    rows.push(
      `| chat, two processes (${via} send on A, receiver on B, PostgreSQL + Redis) | ${f(two.perSecond, 0)} msg/s, p99 ${f(two.p99)} ms, ${two.failures} failed sends, servers CPU ${f(two.serverCpuMs, 3)} ms/msg, client CPU ${f(two.clientCpuMs, 3)} ms/msg | p99 ≤ 2× one process ${times <= 2 ? 'ok' : 'OVER'} (${f(times, 2)}×) |`,
    );
  } finally {
    await stop(a.child);
    await stop(b.child);
    await dropSchema(pg, schema);
  }
  return rows;
}
