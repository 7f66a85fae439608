// Requests one after another against a running site (no queueing behind other connections): the latency rows of
// run.mjs, and the first request after each of a member's writes.
//
// Each request goes over one kept-alive node:http connection with a browser's Accept-Encoding, and its body is read
// as bytes (not decompressed), so a row times the server and the wire. Node's fetch was the client before: on a list
// page it added about 1 ms at the median and 5–15 ms at the p99 of its own (decompressing, its streams, its
// collector), more than the server's whole answer on most requests.
import http from 'node:http';

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** GET `base + path` on the kept-alive connection: the status once the whole body has arrived. */
export function timedGet(base, path) {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, agent, headers: BROWSER_HEADERS },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** Latency of single requests one after another (no queueing behind other connections): p50 / p99 / max in ms. */
export async function sequential(base, paths, count) {
  const times = [];
  let errors = 0;
  for (let i = 0; i < count; i++) {
    const path = paths(i);
    const started = performance.now();
    const status = await timedGet(base, path);
    times.push(performance.now() - started);
    if (status < 200 || status >= 300) errors++;
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p99: at(0.99), max: times[times.length - 1], errors, count };
}

/**
 * The first request after a write, `rounds` times: the demo member likes one of the hottest posts or cancels that like
 * (each drops the list answers the site keeps), then `paths(i)` is requested once and timed. p50 / max in ms.
 */
export async function firstAfterWrite(base, paths, rounds) {
  const post = (path, body, token) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const login = await post('/web/user/login', { type: 'password', mobile: '13800000001', password: 'Yiying@2026' });
  if (login.code !== 200) throw new Error(`demo member login: ${login.msg}`);
  const { token } = login.data;
  const hottest = (await (await fetch(`${base}/api/content/hotList?pageSize=1`)).json()).data.records[0].contentId;
  const times = [];
  let errors = 0;
  let likesId = null;
  for (let i = 0; i < rounds; i++) {
    const wrote = likesId
      ? await post(`/web/user/behaviour/cancel/like/${likesId}`, {}, token)
      : await post(`/web/user/behaviour/like/${hottest}`, {}, token);
    if (wrote.code !== 200) errors++;
    likesId = wrote.code === 200 && wrote.data.liked ? wrote.data.likesId : null;
    const started = performance.now();
    const status = await timedGet(base, paths(i));
    times.push(performance.now() - started);
    if (status < 200 || status >= 300) errors++;
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], max: times[times.length - 1], errors, count: rounds };
}
