import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { MediaRecord } from '@yiying/models';
import { authed, loginByCode } from '../../testing/identity';
import { uploadFile } from '../../testing/upload';
import { aviClip, testFfmpeg } from '../../testing/ffmpeg';
import { SQLITE_TARGET, useTestApp } from '../../testing/test-app';

/**
 * A worker (`npm run worker`, run here from its sources) killed with SIGKILL in the middle of a transcode: another
 * worker runs the job again once the dead one's claim lapsed, and meanwhile nothing half-written is ever served, no
 * row is made twice, and the upload ends `ready`. On the queue in the database always, on BullMQ with TEST_REDIS_URL.
 */

const WORKER = path.join(__dirname, '..', '..', 'worker.ts');
const SERVER_ROOT = path.join(__dirname, '..', '..', '..');
const testRedisUrl = process.env['TEST_REDIS_URL']?.trim() || undefined;
const work = mkdtempSync(path.join(tmpdir(), 'yiying-worker-crash-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** An AVI (MPEG-4 Part 2 + MP3) long and large enough that its transcode lasts a few seconds on one thread. */
function clip(): Buffer {
  return aviClip(path.join(work, 'ward.avi'), {
    seconds: 8,
    size: '854x480',
    source: 'testsrc2',
    frequency: 330,
    quality: 4,
  });
}

interface Worker {
  child: ChildProcess;
  log: () => string;
  exited: Promise<void>;
}

/** Starts a worker on the test app's data folder (and Redis prefix), waits until it says it runs jobs. */
async function startWorker(env: Record<string, string>): Promise<Worker> {
  const child = spawn(process.execPath, ['--conditions=@yiying/source', '--import', 'tsx', WORKER], {
    cwd: SERVER_ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + 90_000;
  while (!log.includes('医影任务进程已启动')) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`the worker did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, log: () => log, exited };
}

/** `ffmpeg` decodes the whole file without an error (a truncated or half-written file does not). */
function decodesWhole(file: string): boolean {
  try {
    const errors = execFileSync(testFfmpeg().ffmpeg, ['-v', 'error', '-xerror', '-i', file, '-f', 'null', '-'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return errors.length === 0;
  } catch {
    return false;
  }
}

const backends: { label: string; env: Record<string, string> }[] = [{ label: '数据库队列（SQLite）', env: {} }];
if (testRedisUrl) backends.push({ label: 'BullMQ', env: { REDIS_URL: testRedisUrl } });

for (const backend of backends) {
  describe(`a worker killed with SIGKILL mid-transcode — ${backend.label}`, () => {
    // The web process of this test only enqueues; the workers run the jobs. The claim of a dead worker lapses in 3 s.
    const shared = { JOB_RUNNER: 'worker', JOB_LEASE_SECONDS: '3', FFMPEG_THREADS: '1', VIDEO_HLS_MIN_SECONDS: '1' };
    const t = useTestApp(SQLITE_TARGET, { env: { ...shared, ...backend.env } });
    const workers: Worker[] = [];

    afterAll(async () => {
      for (const w of workers) {
        if (w.child.exitCode === null && w.child.signalCode === null) {
          w.child.kill('SIGKILL');
          await w.exited;
        }
      }
      if (backend.env['REDIS_URL']) {
        const redis = new Redis(backend.env['REDIS_URL']);
        const keys = await redis.keys(`${t.config.redisPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
      }
    });

    // Early: ffmpeg writes the MP4 in the worker's scratch folder. Late: the ladder is stored and the MP4 and the
    // frames (each a row) are being put in place, so the next worker meets some of them already there.
    const killPoints = [
      { when: 'while ffmpeg makes the MP4', progress: 8 },
      { when: 'while the MP4 and the frames are stored', progress: 92 },
    ];
    it.each(killPoints)(
      'killed $when: run again by a new worker, nothing half-written served, no row twice, ready',
      async ({ progress: killProgress }) => {
        // The workers of an earlier case stop first: the job of this one must go to the worker killed here.
        for (const w of workers.splice(0)) {
          if (w.child.exitCode === null && w.child.signalCode === null) {
            w.child.kill('SIGTERM');
            await w.exited;
          }
        }
        const member = await loginByCode(t.app);
        const workerEnv = { ...shared, ...backend.env, DATA_DIR: t.dataDir, REDIS_PREFIX: t.config.redisPrefix };
        const first = await startWorker(workerEnv);
        workers.push(first);

        const res = await uploadFile(t.app, member, '查房.avi', clip());
        expect(res.statusCode).toBe(200);
        const accepted: MediaRecord = res.json().data;
        expect(accepted).toMatchObject({ kind: 'video', status: 'processing' });
        const stem = /\/files\/v\/([a-z0-9]+)\.mp4$/.exec(accepted.url)?.[1] as string;
        expect(stem).toBeTruthy();
        const db = t.app.yiying.context.db;
        const jobs = t.app.yiying.context.jobs;
        const status = async () =>
          (
            await t.app.inject({ method: 'GET', url: `/web/file/status/${accepted.mediaId}`, headers: authed(member) })
          ).json().data as MediaRecord;

        // Everything the site serves of this video while the workers run, kept by its bytes' hash.
        const seen = new Map<string, { url: string; bytes: Buffer }>();
        let watching = true;
        let watchError: unknown;
        const watcher = (async () => {
          const urls = [accepted.url, `/files/v/${stem}/master.m3u8`];
          while (watching) {
            for (const url of [...urls]) {
              const got = await t.app.inject({ method: 'GET', url });
              if (got.statusCode !== 200) continue;
              const bytes = got.rawPayload;
              seen.set(createHash('sha256').update(bytes).digest('hex'), { url, bytes });
              if (url.endsWith('.m3u8')) {
                const dir = url.slice(0, url.lastIndexOf('/') + 1);
                for (const line of bytes.toString('utf8').split('\n')) {
                  const name = line.trim().startsWith('#') ? /URI="([^"]+)"/.exec(line)?.[1] : line.trim();
                  if (name && !urls.includes(dir + name)) urls.push(dir + name);
                }
              }
            }
            await new Promise((r) => setTimeout(r, 40));
          }
        })().catch((error: unknown) => {
          watchError = error;
        });

        let media: MediaRecord;
        let job: Awaited<ReturnType<typeof jobs.getByKey>>;
        try {
          // Kill the worker once the row's progress reached the kill point.
          const killAt = Date.now() + 120_000;
          for (;;) {
            const row = await db
              .selectFrom('media')
              .select(['progress', 'status'])
              .where('media_id', '=', accepted.mediaId)
              .executeTakeFirstOrThrow();
            if (row.status !== 'processing') throw new Error(`the job ended before the kill:\n${first.log()}`);
            if (Number(row.progress) >= killProgress) break;
            if (first.child.exitCode !== null)
              throw new Error(`the worker exited (${first.child.exitCode}):\n${first.log()}`);
            if (Date.now() > killAt) throw new Error(`the transcode never started:\n${first.log()}`);
            await new Promise((r) => setTimeout(r, 25));
          }
          first.child.kill('SIGKILL');
          await first.exited;
          expect(first.child.signalCode).toBe('SIGKILL');
          expect((await status()).status).toBe('processing');
          job = await jobs.getByKey(`transcode-${accepted.mediaId}`);
          expect(job?.state).toBe('running');

          // A new worker takes the job once the dead one's claim lapsed and finishes it.
          const second = await startWorker(workerEnv);
          workers.push(second);
          const end = Date.now() + 150_000;
          media = await status();
          while (media.status === 'processing') {
            if (second.child.exitCode !== null)
              throw new Error(`the worker exited (${second.child.exitCode}):\n${second.log()}`);
            if (Date.now() > end) throw new Error(`still processing:\n${second.log()}`);
            await new Promise((r) => setTimeout(r, 200));
            media = await status();
          }
          // The watcher sees the finished files a few more times, then stops.
          await new Promise((r) => setTimeout(r, 500));
        } finally {
          watching = false;
          await watcher;
        }
        expect(watchError).toBeUndefined();

        expect(media).toMatchObject({ status: 'ready', type: 'video/mp4', width: 854, height: 480 });
        expect(media.hls).toBe(`/files/v/${stem}/master.m3u8`);
        const done = await jobs.get(job?.id as string);
        expect(done).toMatchObject({ state: 'done' });
        if (backend.label.startsWith('数据库')) expect(done?.attempts).toBe(2);

        // No duplicate rows: one video row, four frame rows (one per frame name), one job for the upload.
        const rows = await db
          .selectFrom('media')
          .select(['media_id', 'url'])
          .where('owner_id', '=', member.userId)
          .execute();
        expect(rows.filter((r) => r.url === accepted.url)).toHaveLength(1);
        const frames = rows.filter((r) => r.url.startsWith(`/files/m/${stem}-f`));
        expect(frames).toHaveLength(4);
        expect(new Set(frames.map((r) => r.url)).size).toBe(4);
        expect(media.frames).toEqual(frames.map((r) => r.url).sort());
        const jobRows = (await jobs.list({ pageNum: 1, pageSize: 100 })).records.filter(
          (j) => (j.data as { mediaId?: string }).mediaId === accepted.mediaId,
        );
        expect(jobRows).toHaveLength(1);

        // Whatever was served was whole: each MP4 decodes to its end, each playlist names only files that are there.
        expect(seen.size).toBeGreaterThan(0);
        let mp4s = 0;
        for (const [hash, { url, bytes }] of seen) {
          if (url.endsWith('.mp4') && !url.endsWith('_init.mp4')) {
            mp4s += 1;
            const file = path.join(work, `${hash}.mp4`);
            writeFileSync(file, bytes);
            expect({ url, whole: decodesWhole(file) }).toEqual({ url, whole: true });
            expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
          }
          if (url.endsWith('.m3u8')) {
            const dir = url.slice(0, url.lastIndexOf('/') + 1);
            for (const line of bytes.toString('utf8').split('\n')) {
              const name = line.trim().startsWith('#') ? /URI="([^"]+)"/.exec(line)?.[1] : line.trim();
              if (!name) continue;
              const named = await t.app.inject({ method: 'GET', url: dir + name });
              expect({ url: dir + name, status: named.statusCode }).toEqual({ url: dir + name, status: 200 });
            }
          }
        }
        expect(mp4s).toBeGreaterThan(0);
        const final = await t.app.inject({ method: 'GET', url: accepted.url });
        const finalFile = path.join(work, 'final.mp4');
        writeFileSync(finalFile, final.rawPayload);
        expect(decodesWhole(finalFile)).toBe(true);

        // The killed worker's partial files keep a dot name (never served) or stay in its scratch folder.
        const videoDir = path.join(t.dataDir, 'uploads', 'v');
        const names = readdirSync(videoDir, { recursive: true }).map(String);
        for (const name of names.filter((n) => path.basename(n).startsWith('.'))) {
          const got = await t.app.inject({ method: 'GET', url: `/files/v/${name}` });
          expect(got.statusCode).not.toBe(200);
        }
      },
      400_000,
    );
  });
}

if (!testRedisUrl) {
  describe.skip('a worker killed with SIGKILL mid-transcode — BullMQ（未设置 TEST_REDIS_URL，已跳过）', () => {
    it('runs on BullMQ', () => undefined);
  });
}
