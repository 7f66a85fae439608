import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authed, loginByCode } from '../testing/identity';
import { parsePrometheusText } from '../testing/prometheus-text';
import { describeEachDatabase, SQLITE_TARGET, useTestApp } from '../testing/test-app';

const TOKEN = 'metrics-token-0123456789';

describeEachDatabase('GET /metrics', (target) => {
  const t = useTestApp(target, { env: { DEMO_DATA: 'false', METRICS_TOKEN: TOKEN } });

  const scrape = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('answers a local scraper in the Prometheus text format with requests, queries, chat and runtime metrics', async () => {
    const member = await loginByCode(t.app);
    await t.app.inject({ method: 'GET', url: '/api/content/list' });
    await t.app.inject({ method: 'GET', url: '/api/content/list?pageNum=2' });
    await t.app.inject({ method: 'GET', url: '/api/content/detail/nope' });
    const receiver = await loginByCode(t.app);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/web/imMsg/create',
      headers: authed(member),
      payload: { senderId: member.userId, receiverId: receiver.userId, content: '你好', contentType: 'text' },
    });
    expect(sent.statusCode).toBe(200);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusText(res.body);
    const samples = (family: string, sample: string) =>
      (families.get(family)?.samples ?? []).filter((s) => s.name === sample);

    expect(families.get('http_request_duration_seconds')?.type).toBe('histogram');
    const counts = samples('http_request_duration_seconds', 'http_request_duration_seconds_count');
    const list = counts.find((s) => s.labels['route'] === '/api/content/list' && s.labels['status_code'] === '200');
    expect(list?.value).toBe(2);
    // Route patterns, never raw URLs: the label set stays bounded.
    expect(counts.some((s) => s.labels['route'] === '/api/content/detail/:id')).toBe(true);
    expect(counts.some((s) => s.labels['route']?.includes('nope'))).toBe(false);

    const db = samples('db_query_duration_seconds', 'db_query_duration_seconds_count');
    expect(db.some((s) => s.labels['kind'] === 'select' && s.value > 0)).toBe(true);
    expect(db.some((s) => s.labels['kind'] === 'insert' && s.value > 0)).toBe(true);

    expect(samples('chat_messages_sent_total', 'chat_messages_sent_total')).toEqual([
      { name: 'chat_messages_sent_total', labels: { via: 'http' }, value: 1 },
    ]);
    expect(samples('chat_sockets_open', 'chat_sockets_open')[0]?.value).toBe(0);
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
    ]) {
      expect(families.has(name)).toBe(true);
    }
  });

  it('serves every metric the Grafana dashboard in the repository reads', async () => {
    const dashboard = JSON.parse(readFileSync(path.join(__dirname, '../../grafana/yiying-dashboard.json'), 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const exposed = new Set<string>();
    // A family is served even before its first sample (a job that never ran yet): count its declared names.
    for (const family of parsePrometheusText((await scrape()).body).values()) {
      exposed.add(family.name);
      if (family.type === 'histogram') for (const s of ['_bucket', '_sum', '_count']) exposed.add(family.name + s);
    }
    // Metric names have an underscore; so do a function and a label of the expressions, which are not metrics.
    const notMetrics = new Set(['histogram_quantile', 'status_code']);
    const read = dashboard.panels.flatMap((p) =>
      p.targets.flatMap((t) => t.expr.match(/\b[a-z][a-z0-9]*_[a-z0-9_]+/g) ?? []),
    );
    const metricsRead = [...new Set(read.filter((name) => !notMetrics.has(name)))];
    expect(metricsRead.length).toBeGreaterThanOrEqual(12);
    expect(metricsRead.filter((name) => !exposed.has(name))).toEqual([]);
  });

  it('answers 404 off this machine unless the METRICS_TOKEN is given', async () => {
    expect((await scrape({}, '203.0.113.9')).statusCode).toBe(404);
    expect((await scrape({ authorization: 'Bearer wrong-token-0123456789' }, '203.0.113.9')).statusCode).toBe(404);
    const allowed = await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('serves the job queue depth as the queue counts it', async () => {
    const counts = await t.app.yiying.context.jobs.counts();
    const families = parsePrometheusText((await scrape()).body);
    for (const state of ['queued', 'running', 'failed'] as const) {
      const family = families.get(`job_queue_${state}`);
      expect(family?.type).toBe('gauge');
      expect(family?.samples[0]?.value).toBe(counts[state]);
    }
  });
});

describe('METRICS=off', () => {
  const t = useTestApp(SQLITE_TARGET, { env: { DEMO_DATA: 'false', METRICS: 'off' } });

  it('records nothing and answers /metrics with 404, the site unchanged', async () => {
    expect(t.app.yiying.context.metrics.enabled).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/list' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    const text = await t.app.yiying.context.metrics.registry.metrics();
    expect(text).not.toContain('http_request_duration_seconds_count{');
    expect(text).not.toContain('process_cpu_seconds_total');
  });
});
