import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { MIGRATIONS } from '../../db/migrations/index.js';
import { migrateToLatest } from '../../db/migrator.js';
import { isoAt } from '../../lib/clock.js';
import { dropSchema, freshSchemaName, tempDir, testPostgresUrl } from '../../testing/test-app.js';
import { BullJobQueue } from './job.bull-queue.js';
import { DbJobQueue } from './job.db-queue.js';
import { PermanentJobError, type JobEvent, type JobQueue, type JobRecord } from './job.types.js';

const log = { info: () => undefined, warn: () => undefined };
const testRedisUrl = process.env['TEST_REDIS_URL']?.trim() || undefined;

/** One engine under test: makes queues that share one store (two queues = two processes of one site). */
interface Engine {
  label: string;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  make(options?: { leaseMs?: number }): JobQueue;
  /** Leaves a job as a runner that died mid-attempt leaves it (database engine only). */
  abandon?(id: string): Promise<void>;
}

function databaseEngine(label: string, postgresUrl?: string): Engine {
  let handle: DatabaseHandle;
  let dir: string;
  let schema: string | undefined;
  return {
    label,
    async setUp() {
      dir = tempDir();
      schema = postgresUrl ? freshSchemaName() : undefined;
      handle = openDatabase({ dataDir: dir, databaseUrl: postgresUrl, databaseSchema: schema });
      if (schema) await handle.db.schema.createSchema(schema).ifNotExists().execute();
      await migrateToLatest(handle.db, MIGRATIONS, schema);
    },
    async tearDown() {
      await handle.db.destroy();
      if (postgresUrl && schema) await dropSchema(postgresUrl, schema);
      rmSync(dir, { recursive: true, force: true });
    },
    make: (options = {}) =>
      new DbJobQueue({
        db: handle.db,
        dialect: handle.dialect,
        clock: Date.now,
        log,
        pollMs: 50,
        leaseMs: options.leaseMs ?? 2_000,
      }),
    async abandon(id) {
      await handle.db
        .updateTable('job')
        .set({ state: 'running', lease_owner: 'dead-runner', lease_until: isoAt(Date.now() - 1000), attempts: 1 })
        .where('job_id', '=', id)
        .execute();
    },
  };
}

function bullEngine(url: string): Engine {
  const prefix = `yiying-test-${randomBytes(4).toString('hex')}:`;
  return {
    label: 'BullMQ',
    setUp: () => Promise.resolve(),
    async tearDown() {
      const redis = new Redis(url);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
    make: (options = {}) => new BullJobQueue({ redisUrl: url, prefix, log, leaseMs: options.leaseMs ?? 2_000 }),
  };
}

const engines: Engine[] = [databaseEngine('数据库（SQLite）')];
if (testPostgresUrl) engines.push(databaseEngine('数据库（PostgreSQL）', testPostgresUrl));
if (testRedisUrl) engines.push(bullEngine(testRedisUrl));

/** Resolves once `queue` reports `type` for the job `id` (or the predicate holds). */
function waitFor(queue: JobQueue, test: (event: JobEvent) => boolean, timeoutMs = 15_000): Promise<JobEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error('timed out waiting for a job event'));
    }, timeoutMs);
    const off = queue.on((event) => {
      if (!test(event)) return;
      clearTimeout(timer);
      off();
      resolve(event);
    });
  });
}

async function until<T>(read: () => Promise<T>, test: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (test(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met, last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(engines)('job queue: $label', (engine) => {
  const queues: JobQueue[] = [];
  const make = (options?: { leaseMs?: number }) => {
    const queue = engine.make(options);
    queues.push(queue);
    return queue;
  };
  let n = 0;
  const key = (what: string) => `${what}-${++n}-${randomBytes(3).toString('hex')}`;

  beforeAll(() => engine.setUp(), 60_000);
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.close()));
  });
  afterAll(() => engine.tearDown());

  it('adds one job per key, runs it with its data and progress, and records it done', async () => {
    const queue = make();
    const seen: unknown[] = [];
    const progress: number[] = [];
    queue.handle<{ n: number }>('echo', async (job) => {
      seen.push(job.data);
      await job.progress(42);
      await job.progress(42.2);
    });
    queue.on((e) => {
      if (e.type === 'progress') progress.push(e.job.progress);
    });
    const k = key('echo');
    const first = await queue.enqueue('echo', { n: 1 }, { key: k });
    const again = await queue.enqueue('echo', { n: 2 }, { key: k });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ state: 'queued', progress: 0, key: k, data: { n: 1 } });
    const done = waitFor(queue, (e) => e.type === 'done' && e.job.id === first.id);
    queue.start(1);
    expect((await done).job).toMatchObject({ state: 'done', progress: 100 });
    expect(seen).toEqual([{ n: 1 }]);
    expect(progress).toEqual([42]);
    const stored = await queue.get(first.id);
    expect(stored).toMatchObject({ state: 'done', progress: 100, attempts: 1, error: null });
    expect(stored?.durationMs).toEqual(expect.any(Number));
    expect(await queue.getByKey(k)).toMatchObject({ id: first.id });
  });

  it('retries with exponential backoff and succeeds on a later attempt', async () => {
    const queue = make();
    const times: number[] = [];
    queue.handle('flaky', async () => {
      times.push(Date.now());
      if (times.length < 3) throw new Error(`第${times.length}次失败`);
    });
    const events: string[] = [];
    queue.on((e) => events.push(e.type));
    const job = await queue.enqueue('flaky', null, { key: key('flaky'), attempts: 3, backoffMs: 150 });
    const done = waitFor(queue, (e) => e.type === 'done' && e.job.id === job.id);
    queue.start(1);
    await done;
    expect(times).toHaveLength(3);
    expect(events.filter((e) => e === 'retrying')).toHaveLength(2);
    // 150 ms before the second attempt, 300 ms before the third.
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(140);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(290);
    expect(await queue.get(job.id)).toMatchObject({ state: 'done', attempts: 3 });
  });

  it('moves a job to failed after its last attempt, keeps the error, and runs it again on retry', async () => {
    const queue = make();
    let fail = true;
    let runs = 0;
    queue.handle('dead', async () => {
      runs += 1;
      if (fail) throw new Error('视频无法解码，请换一种格式');
    });
    const job = await queue.enqueue('dead', null, { key: key('dead'), attempts: 2, backoffMs: 20 });
    const failed = waitFor(queue, (e) => e.type === 'failed' && e.job.id === job.id);
    queue.start(1);
    expect((await failed).job).toMatchObject({ state: 'failed', error: '视频无法解码，请换一种格式' });
    expect(runs).toBe(2);
    expect(await queue.counts()).toMatchObject({ failed: 1 });
    expect((await queue.list({ state: 'failed', pageNum: 1, pageSize: 10 })).records.map((r) => r.id)).toEqual([
      job.id,
    ]);
    fail = false;
    const done = waitFor(queue, (e) => e.type === 'done' && e.job.id === job.id);
    expect(await queue.retry(job.id)).toBe(true);
    await done;
    expect(runs).toBe(3);
    expect(await queue.retry(job.id)).toBe(false);
    expect(await queue.remove(job.id)).toBe(true);
    expect(await queue.get(job.id)).toBeUndefined();
  });

  it('fails at once on a permanent error, and stops an attempt at its timeout', async () => {
    const queue = make();
    let permanentRuns = 0;
    queue.handle('permanent', async () => {
      permanentRuns += 1;
      throw new PermanentJobError('视频无法解码，请换一种格式');
    });
    let aborted = false;
    queue.handle('slow', async (job) => {
      await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
      aborted = true;
    });
    const p = await queue.enqueue('permanent', null, { key: key('permanent'), attempts: 3, backoffMs: 10 });
    const s = await queue.enqueue('slow', null, { key: key('slow'), attempts: 1, timeoutMs: 300 });
    const failures = Promise.all([
      waitFor(queue, (e) => e.type === 'failed' && e.job.id === p.id),
      waitFor(queue, (e) => e.type === 'failed' && e.job.id === s.id),
    ]);
    const started = Date.now();
    queue.start(2);
    const [permanent, slow] = await failures;
    expect(permanentRuns).toBe(1);
    expect(permanent.job.error).toBe('视频无法解码，请换一种格式');
    expect(slow.job.error).toMatch(/任务超时/);
    expect(aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('runs at most `concurrency` jobs at once per process, and each job once across two processes', async () => {
    const a = make();
    const b = make();
    const runs = new Map<string, number>();
    let active = 0;
    let most = 0;
    const handler = async (job: { key: string }) => {
      active += 1;
      most = Math.max(most, active);
      runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
      await sleep(60);
      active -= 1;
    };
    a.handle('work', handler);
    b.handle('work', handler);
    const keys = Array.from({ length: 12 }, () => key('work'));
    const jobs: JobRecord[] = [];
    for (const k of keys) jobs.push(await a.enqueue('work', null, { key: k }));
    a.start(2);
    b.start(2);
    await until(
      () => a.counts(),
      (c) => c.done >= keys.length,
    );
    expect(most).toBeLessThanOrEqual(4);
    expect(most).toBeGreaterThanOrEqual(2);
    for (const k of keys) expect(runs.get(k)).toBe(1);
  });

  it('keeps queued jobs across a restart', async () => {
    const before = make();
    before.handle('durable', async () => undefined);
    const job = await before.enqueue('durable', { a: 1 }, { key: key('durable') });
    await before.close();
    const after = make();
    after.handle('durable', async () => undefined);
    const done = waitFor(after, (e) => e.type === 'done' && e.job.id === job.id);
    after.start(1);
    await done;
  });

  if (engine.abandon) {
    it('takes again a job whose runner died once its lease expired', async () => {
      const queue = make({ leaseMs: 500 });
      let runs = 0;
      queue.handle('orphan', async () => {
        runs += 1;
      });
      const job = await queue.enqueue('orphan', null, { key: key('orphan'), attempts: 2 });
      await engine.abandon?.(job.id);
      const done = waitFor(queue, (e) => e.type === 'done' && e.job.id === job.id);
      queue.start(1);
      await done;
      expect(runs).toBe(1);
      expect(await queue.get(job.id)).toMatchObject({ state: 'done', attempts: 2 });
    });
  }
});

if (!testRedisUrl) {
  describe.skip('job queue: BullMQ（未设置 TEST_REDIS_URL，已跳过）', () => {
    it('runs on BullMQ', () => undefined);
  });
}
