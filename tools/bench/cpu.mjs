// node tools/bench/cpu.mjs <pid> <url> [fixed|random|deep<lastPage>]
// CPU time a server process spends per request while autocannon drives `url` (10 connections, 8 s after a 2 s
// warm-up): utime + stime from /proc/<pid>/stat before and after, divided by the requests served. Steadier than req/s
// on a shared machine, where other work takes the cores but not this process's CPU time. Requests send a browser's
// Accept-Encoding, as in run.mjs; PLAIN=1 leaves it out.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [pid, url, mode = 'fixed'] = process.argv.slice(2);
if (!pid || !url) {
  console.error('usage: node tools/bench/cpu.mjs <pid> <url> [fixed|random|deep<lastPage>]');
  process.exit(2);
}
const TICKS_PER_SECOND = 100;
const cpu = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
};
const types = ['', 'image', 'video', 'article', 'activity', 'pound'];
const pick = (n) => 1 + Math.floor(Math.random() * n);
let requests;
if (mode === 'random') {
  requests = [
    {
      setupRequest: (req) => {
        const type = types[Math.floor(Math.random() * types.length)];
        return { ...req, path: `/api/content/list?pageNum=${pick(50)}${type ? `&type=${type}` : ''}` };
      },
    },
  ];
} else if (mode.startsWith('deep')) {
  const last = Number(mode.slice(4)) || 11_000;
  requests = [{ setupRequest: (req) => ({ ...req, path: `/api/content/list?pageNum=${pick(last)}` }) }];
}
const headers = process.env.PLAIN ? {} : { 'accept-encoding': 'gzip, deflate, br, zstd' };
await autocannon({ url, connections: 10, duration: 2, requests, headers });
const before = cpu();
const result = await autocannon({ url, connections: 10, duration: 8, requests, headers });
const after = cpu();
const n = result.requests.total;
const us = (seconds) => ((seconds * 1e6) / n).toFixed(1);
console.log(
  `${url} (${mode}): ${n} requests, ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ` +
    `${result.non2xx + result.errors} errors; CPU ${us(after.user + after.system - before.user - before.system)} µs/request ` +
    `(user ${us(after.user - before.user)}, system ${us(after.system - before.system)})`,
);
