import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { findWrk, PATHS_DRAWN, wrkDrive, wrkScript, wrkVersion } from './wrk.mjs';

const wrk = findWrk();
const noWrk = wrk ? false : 'skipped: wrk is not installed (Debian/Ubuntu: apt-get install wrk)';

test('the script sets the headers, prepares one request per drawn path and reports one JSON line', () => {
  const script = wrkScript({ headers: { 'accept-encoding': 'br' }, paths: ['/a?x=1', '/b'] });
  assert.match(script, /^wrk\.headers\["accept-encoding"\] = "br"$/m);
  assert.match(script, /^local paths = \{"\/a\?x=1","\/b"\}$/m);
  assert.match(script, /prepared\[i\] = wrk\.format\("GET", path\)/);
  assert.match(script, /^request = function\(\) return prepared\[math\.random\(#prepared\)\] end$/m);
  assert.match(script, /^done = function\(summary, latency, requests\)$/m);
  // A fixed path leaves the request to wrk itself.
  const fixed = wrkScript({});
  assert.doesNotMatch(fixed, /request = function/);
  assert.doesNotMatch(fixed, /wrk\.headers/);
});

test('a path that is not plain ASCII is refused (it would not be a valid request line)', () => {
  assert.throws(() => wrkScript({ paths: ['/search?title=医'] }), /must be ASCII/);
  assert.throws(() => wrkScript({ paths: ['/a\nb'] }), /must be ASCII/);
});

test(
  'a drive sends the headers, spreads requests over the drawn paths and counts error answers',
  { skip: noWrk },
  async () => {
    const seen = new Map();
    const encodings = new Set();
    const server = createServer((req, res) => {
      seen.set(req.url, (seen.get(req.url) ?? 0) + 1);
      encodings.add(req.headers['accept-encoding']);
      res.statusCode = req.url === '/missing' ? 404 : 200;
      res.end('ok');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${server.address().port}`;
    try {
      let drawn = 0;
      const result = await wrkDrive(wrk, `${base}/`, {
        seconds: 1,
        connections: 4,
        headers: { 'accept-encoding': 'gzip, br' },
        path: () => `/page/${(drawn++ % 5) + 1}`,
      });
      assert.equal(drawn, PATHS_DRAWN);
      assert.equal(result.errors, 0);
      assert.ok(result.rps > 100, `req/s ${result.rps}`);
      assert.ok(result.p99 >= 0);
      assert.deepEqual([...seen.keys()].sort(), ['/page/1', '/page/2', '/page/3', '/page/4', '/page/5']);
      assert.deepEqual([...encodings], ['gzip, br']);
      const served = [...seen.values()].reduce((a, b) => a + b, 0);
      // The rate is what wrk counted over its own duration; the server saw at least as many requests.
      assert.ok(served >= result.rps * 0.9, `served ${served}, ${result.rps} req/s`);

      const missing = await wrkDrive(wrk, `${base}/missing`, { seconds: 1, connections: 2, headers: {} });
      assert.ok(missing.errors > 0 && missing.errors >= missing.rps * 0.9, JSON.stringify(missing));
    } finally {
      server.close();
    }
    assert.match(wrkVersion(wrk), /^wrk \S+/);
  },
);
