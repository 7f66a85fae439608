// The bare yardsticks of the chat benchmark, each run as a process of its own: starting them, and the echo drive
// (chat.mjs drives the relays with its own client code).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

/** The 99th percentile of `samples` (ms); NaN when there are none. */
export function p99(samples) {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
}

/**
 * Starts a bare server of this folder (`echo-server.mjs` in `mode`, or `durable-relay.mjs`) as a process of its own;
 * answers its base URL and a stop function.
 */
export async function startBareServer(mode, script = 'echo-server.mjs', env = {}) {
  const child = spawn(process.execPath, [fileURLToPath(new URL(`./${script}`, import.meta.url)), mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const [line] = await Promise.race([
    once(child.stdout, 'data'),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`${script} exited (${code}) before listening`))),
  ]);
  return {
    base: `http://127.0.0.1:${Number(String(line).trim())}`,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * The same drive against a bare `ws` server echoing each frame back: the floor of what one socket hop costs. The echo
 * server runs in a process of its own, as the chat server does, so it does not share the driving process's CPU.
 */
export async function measureEcho({ pairs = 20, seconds = 10, inFlight = 4 }) {
  const echo = await startBareServer('echo');
  const url = echo.base.replace(/^http/, 'ws');
  const latencies = [];
  let received = 0;
  let measuring = false;
  let stopAt = 0;
  const clients = [];
  // One socket per loop, so each measures its own round trips (as many loops as the chat drive has senders).
  for (let i = 0; i < pairs * inFlight; i += 1) {
    const ws = new WebSocket(url);
    await once(ws, 'open');
    clients.push(ws);
  }
  const loop = (ws) =>
    new Promise((resolve) => {
      let t0 = 0;
      const next = () => {
        if (performance.now() >= stopAt) {
          ws.off('message', onMessage);
          resolve();
          return;
        }
        t0 = performance.now();
        ws.send(JSON.stringify({ type: 'private', content: 'x' }));
      };
      const onMessage = () => {
        if (measuring) {
          received += 1;
          latencies.push(performance.now() - t0);
        }
        next();
      };
      ws.on('message', onMessage);
      next();
    });
  const run = async (ms) => {
    stopAt = performance.now() + ms;
    await Promise.all(clients.map((ws) => loop(ws)));
  };
  await run(1000);
  measuring = true;
  const t = performance.now();
  await run(seconds * 1000);
  const elapsed = (performance.now() - t) / 1000;
  for (const ws of clients) ws.close();
  await echo.stop();
  return { perSecond: received / elapsed, p99: p99(latencies) };
}
