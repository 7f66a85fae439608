// Over 400 lines: one class, the database job queue, whose claim, lease, retry and stop steps read as one protocol.
import { sql, type ExpressionBuilder } from 'kysely';
import type { JobDatabase, JobDb } from './job.db.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { pageOf } from '../../lib/paging.js';
import { randomToken } from '../../lib/secrets.js';
import { runAttempt } from './job.attempt.js';
import type { JobRow } from './job.table.js';
import {
  backoffDelay,
  checkJobKey,
  DEFAULT_RUN_OPTIONS,
  errorText,
  JOB_STATES,
  PermanentJobError,
  type EnqueueOptions,
  type JobEvent,
  type JobHandler,
  type JobListQuery,
  type JobQueue,
  type JobRecord,
  type JobRunOptions,
  type JobState,
} from './job.types.js';

export interface DbJobQueueOptions {
  db: JobDb;
  dialect: 'sqlite' | 'postgres';
  clock: Clock;
  log: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
  /** How often an idle runner looks for due jobs (jobs enqueued by this process wake it at once). */
  pollMs?: number;
  /** How long a claim holds without renewal; a runner renews it every third of it while the job runs. */
  leaseMs?: number;
}

function toRecord(row: JobRow): JobRecord {
  return {
    id: row.job_id,
    name: row.name,
    key: row.job_key,
    data: JSON.parse(row.data) as unknown,
    state: row.state,
    progress: Number(row.progress),
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    error: row.error,
    createTime: row.create_time,
    updateTime: row.update_time,
    durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
  };
}

interface Registered {
  handler: JobHandler<unknown>;
  defaults: JobRunOptions;
}

/**
 * The job queue in the site's own database (SQLite or PostgreSQL, through Kysely): jobs survive a restart; a runner
 * takes a job with one atomic update that also sets its lease, so two processes never run one job at once, and a job
 * whose runner died is taken again once its lease expired.
 */
export class DbJobQueue implements JobQueue {
  readonly engine = 'database' as const;
  private readonly handlers = new Map<string, Registered>();
  private readonly listeners = new Set<(event: JobEvent) => void>();
  private readonly owner = randomToken(9);
  private readonly running = new Map<string, Promise<void>>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private concurrency = 0;
  private started = false;
  private stopController = new AbortController();
  private wakeTimer: NodeJS.Timeout | undefined;
  private pumping = false;
  private pumpAgain = false;

  constructor(private readonly options: DbJobQueueOptions) {
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  handle<T>(name: string, handler: JobHandler<T>, defaults: Partial<JobRunOptions> = {}): void {
    this.handlers.set(name, {
      handler: handler as JobHandler<unknown>,
      defaults: { ...DEFAULT_RUN_OPTIONS, ...defaults },
    });
  }

  async enqueue<T>(name: string, data: T, options: EnqueueOptions = {}): Promise<JobRecord> {
    const now = this.options.clock();
    const id = newId(now);
    const key = options.key ?? id;
    checkJobKey(key);
    const run = { ...(this.handlers.get(name)?.defaults ?? DEFAULT_RUN_OPTIONS), ...withoutKey(options) };
    await this.options.db
      .insertInto('job')
      .values({
        job_id: id,
        name,
        job_key: key,
        data: JSON.stringify(data ?? null),
        state: 'queued',
        progress: 0,
        attempts: 0,
        max_attempts: Math.max(1, run.attempts),
        backoff_ms: run.backoffMs,
        timeout_ms: run.timeoutMs,
        error: null,
        run_at: isoAt(now),
        lease_owner: null,
        lease_until: null,
        duration_ms: null,
        create_time: isoAt(now),
        update_time: isoAt(now),
      })
      .onConflict((oc) => oc.column('job_key').doNothing())
      .execute();
    const job = await this.getByKey(key);
    if (!job) throw new Error(`job ${key} vanished after its insert`);
    this.wake();
    return job;
  }

  async get(id: string): Promise<JobRecord | undefined> {
    const row = await this.options.db.selectFrom('job').selectAll().where('job_id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  async getByKey(key: string): Promise<JobRecord | undefined> {
    const row = await this.options.db.selectFrom('job').selectAll().where('job_key', '=', key).executeTakeFirst();
    return row && toRecord(row);
  }

  async list(query: JobListQuery): Promise<{ records: JobRecord[]; total: number }> {
    let base = this.options.db.selectFrom('job');
    if (query.state) base = base.where('state', '=', query.state);
    if (query.name) base = base.where('name', '=', query.name);
    const page = { pageNum: query.pageNum, pageSize: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
    const { records, total } = await pageOf(
      base,
      page,
      (q) => q.selectAll().orderBy('create_time', 'desc').orderBy('job_id', 'desc'),
      (rows) => rows.map(toRecord),
    );
    return { records, total };
  }

  async counts(): Promise<Record<JobState, number>> {
    const rows = await this.options.db
      .selectFrom('job')
      .select(['state', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('state')
      .execute();
    const counts = Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>;
    for (const row of rows) counts[row.state] = Number(row.n);
    return counts;
  }

  async retry(id: string): Promise<boolean> {
    const now = isoAt(this.options.clock());
    const result = await this.options.db
      .updateTable('job')
      .set({ state: 'queued', attempts: 0, progress: 0, error: null, run_at: now, update_time: now, duration_ms: null })
      .where('job_id', '=', id)
      .where('state', '=', 'failed')
      .executeTakeFirst();
    this.wake();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(id: string): Promise<boolean> {
    const result = await this.options.db
      .deleteFrom('job')
      .where('job_id', '=', id)
      .where('state', '!=', 'running')
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  on(listener: (event: JobEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(concurrency: number): void {
    this.concurrency = Math.max(1, concurrency);
    this.started = true;
    this.stopController = new AbortController();
    this.wake();
  }

  async stop(graceMs = 30_000): Promise<void> {
    this.started = false;
    clearTimeout(this.wakeTimer);
    const all = Promise.allSettled([...this.running.values()]);
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([all, graceOver]);
    clearTimeout(timer);
    this.stopController.abort(new Error('服务器正在关闭'));
    await all;
  }

  async close(): Promise<void> {
    await this.stop(0);
  }

  private emit(type: JobEvent['type'], job: JobRecord): void {
    for (const listener of this.listeners) {
      try {
        listener({ type, job });
      } catch (error) {
        this.options.log.warn({ err: error }, '任务事件处理失败');
      }
    }
  }

  /** Looks for work now (or at the next poll when busy or idle). */
  private wake(): void {
    if (!this.started) return;
    clearTimeout(this.wakeTimer);
    this.wakeTimer = setTimeout(() => void this.pump(), 0);
  }

  private async pump(): Promise<void> {
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.pumpAgain = false;
        while (this.started && this.running.size < this.concurrency) {
          const row = await this.claim();
          if (!row) break;
          const done = this.execute(row)
            .catch((error: unknown) => {
              // The job's row could not be written (the database went away, as at shutdown): its lease runs out and
              // the job runs again, so nothing is lost; never an unhandled rejection.
              this.options.log.warn(
                { err: error, job: row.name, id: row.job_id },
                '任务状态未能写入，租约到期后重新运行',
              );
            })
            .finally(() => {
              this.running.delete(row.job_id);
              this.wake();
            });
          this.running.set(row.job_id, done);
        }
      } while (this.pumpAgain && this.started);
    } catch (error) {
      this.options.log.warn({ err: error }, '领取任务失败');
    } finally {
      this.pumping = false;
      if (this.started) {
        clearTimeout(this.wakeTimer);
        this.wakeTimer = setTimeout(() => void this.pump(), this.pollMs);
        this.wakeTimer.unref();
      }
    }
  }

  /** Takes the oldest due job (or one whose runner's lease expired) with one update; undefined when none is due. */
  private async claim(): Promise<JobRow | undefined> {
    const nowMs = this.options.clock();
    const now = isoAt(nowMs);
    const names = [...this.handlers.keys()];
    if (names.length === 0) return undefined;
    const due = (eb: ExpressionBuilder<JobDatabase, 'job'>) =>
      eb.and([
        eb('job.name', 'in', names),
        eb.or([
          eb.and([eb('job.state', '=', 'queued'), eb('job.run_at', '<=', now)]),
          eb.and([eb('job.state', '=', 'running'), eb('job.lease_until', '<', now)]),
        ]),
      ]);
    let pick = this.options.db.selectFrom('job').select('job.job_id').where(due).orderBy('job.run_at').limit(1);
    // PostgreSQL: a second process skips the row the first is taking instead of waiting for it.
    if (this.options.dialect === 'postgres') pick = pick.forUpdate().skipLocked();
    const row = await this.options.db
      .updateTable('job')
      .set({
        state: 'running',
        lease_owner: this.owner,
        lease_until: isoAt(nowMs + this.leaseMs),
        attempts: sql<number>`attempts + 1`,
        update_time: now,
      })
      .where('job_id', '=', (eb) => eb.selectFrom(pick.as('p')).select('p.job_id'))
      .where(due)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    if (Number(row.attempts) > Number(row.max_attempts)) {
      // Its runner died during the last attempt: dead without one more.
      await this.finish(row, 'failed', row.error ?? '任务运行中断，已达最大尝试次数');
      return this.claim();
    }
    return row;
  }

  private async execute(row: JobRow): Promise<void> {
    const registered = this.handlers.get(row.name);
    if (!registered) return;
    const started = Date.now();
    let lost = false;
    const leaseLost = new AbortController();
    const stop = AbortSignal.any([this.stopController.signal, leaseLost.signal]);
    const renew = setInterval(
      () => {
        void this.renew(row.job_id).then((held) => {
          if (!held && !lost) {
            lost = true;
            leaseLost.abort(new Error('任务租约已失效'));
          }
        });
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    let lastProgress = Number(row.progress);
    try {
      await runAttempt(
        registered.handler,
        {
          id: row.job_id,
          name: row.name,
          key: row.job_key,
          data: JSON.parse(row.data) as unknown,
          attempt: Number(row.attempts),
          maxAttempts: Number(row.max_attempts),
          progress: async (percent) => {
            const value = Math.max(0, Math.min(100, Math.round(percent)));
            if (value === lastProgress) return;
            lastProgress = value;
            await this.options.db
              .updateTable('job')
              .set({ progress: value, update_time: isoAt(this.options.clock()) })
              .where('job_id', '=', row.job_id)
              .where('lease_owner', '=', this.owner)
              .execute();
            this.emit('progress', toRecord({ ...row, progress: value, state: 'running' }));
          },
        },
        Number(row.timeout_ms),
        stop,
      );
      clearInterval(renew);
      await this.finish(row, 'done', null, Date.now() - started);
    } catch (error) {
      clearInterval(renew);
      if (lost) return; // Another runner holds it now.
      if (this.stopController.signal.aborted) {
        await this.release(row);
        return;
      }
      const permanent = error instanceof PermanentJobError;
      const last = permanent || Number(row.attempts) >= Number(row.max_attempts);
      if (last) await this.finish(row, 'failed', errorText(error), Date.now() - started);
      else await this.again(row, errorText(error));
    }
  }

  private async renew(id: string): Promise<boolean> {
    const result = await this.options.db
      .updateTable('job')
      .set({ lease_until: isoAt(this.options.clock() + this.leaseMs) })
      .where('job_id', '=', id)
      .where('lease_owner', '=', this.owner)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private async finish(row: JobRow, state: 'done' | 'failed', error: string | null, durationMs?: number) {
    const now = isoAt(this.options.clock());
    const updated = await this.options.db
      .updateTable('job')
      .set({
        state,
        error,
        ...(state === 'done' ? { progress: 100 } : {}),
        lease_owner: null,
        lease_until: null,
        duration_ms: durationMs ?? null,
        update_time: now,
      })
      .where('job_id', '=', row.job_id)
      .where('lease_owner', '=', this.owner)
      .returningAll()
      .executeTakeFirst();
    if (!updated) return;
    const depth = (await this.counts()).queued;
    const log = { job: row.name, id: row.job_id, attempt: Number(row.attempts), durationMs, queued: depth };
    if (state === 'done') this.options.log.info(log, '任务完成');
    else this.options.log.warn({ ...log, error }, '任务失败');
    this.emit(state, toRecord(updated));
  }

  /** Back in the queue for its next attempt, after the backoff. */
  private async again(row: JobRow, error: string): Promise<void> {
    const nowMs = this.options.clock();
    const delay = backoffDelay(Number(row.backoff_ms), Number(row.attempts));
    const updated = await this.options.db
      .updateTable('job')
      .set({
        state: 'queued',
        error,
        run_at: isoAt(nowMs + delay),
        lease_owner: null,
        lease_until: null,
        update_time: isoAt(nowMs),
      })
      .where('job_id', '=', row.job_id)
      .where('lease_owner', '=', this.owner)
      .returningAll()
      .executeTakeFirst();
    if (!updated) return;
    this.options.log.warn({ job: row.name, id: row.job_id, attempt: Number(row.attempts), delay, error }, '任务将重试');
    this.emit('retrying', toRecord(updated));
  }

  /** Given back at shutdown: queued again at once, the interrupted attempt not counted. */
  private async release(row: JobRow): Promise<void> {
    const now = isoAt(this.options.clock());
    await this.options.db
      .updateTable('job')
      .set({
        state: 'queued',
        attempts: sql<number>`attempts - 1`,
        run_at: now,
        lease_owner: null,
        lease_until: null,
        update_time: now,
      })
      .where('job_id', '=', row.job_id)
      .where('lease_owner', '=', this.owner)
      .execute();
  }
}

function withoutKey(options: EnqueueOptions): Partial<JobRunOptions> {
  const out: Partial<JobRunOptions> = {};
  if (options.attempts !== undefined) out.attempts = options.attempts;
  if (options.backoffMs !== undefined) out.backoffMs = options.backoffMs;
  if (options.timeoutMs !== undefined) out.timeoutMs = options.timeoutMs;
  return out;
}
