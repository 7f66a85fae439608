import { Queue, UnrecoverableError, Worker, type Job, type JobType } from 'bullmq';
import type { ConnectionOptions } from 'bullmq';
import { runAttempt } from './job.attempt.js';
import {
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

export interface BullJobQueueOptions {
  redisUrl: string;
  /** Key prefix of the site in Redis (`REDIS_PREFIX`). */
  prefix: string;
  log: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
  /** How long a worker's lock on a job holds without renewal (BullMQ renews it every half). */
  leaseMs?: number;
}

/** What a BullMQ job carries: the data and the timeout of each attempt (BullMQ has no timeout of its own). */
interface Envelope {
  data: unknown;
  timeoutMs: number;
}

const BULL_STATES: Record<JobState, JobType[]> = {
  queued: ['waiting', 'delayed', 'prioritized', 'waiting-children'],
  running: ['active'],
  done: ['completed'],
  failed: ['failed'],
};

function stateOf(bull: string): JobState {
  for (const state of JOB_STATES) if ((BULL_STATES[state] as string[]).includes(bull)) return state;
  return 'queued';
}

const QUEUE_NAME = 'jobs';

/** ioredis options of a `redis://` or `rediss://` address; BullMQ opens (and closes) its own connections with them. */
function redisOptions(url: string): ConnectionOptions {
  const parsed = new URL(url);
  const db = Number(parsed.pathname.replace(/^\//, '') || 0);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(Number.isInteger(db) && db > 0 ? { db } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}

/** The job queue on BullMQ (Redis, `REDIS_URL`): the engine of a site whose workers run on several machines. */
export class BullJobQueue implements JobQueue {
  readonly engine = 'bullmq' as const;
  private readonly handlers = new Map<string, { handler: JobHandler<unknown>; defaults: JobRunOptions }>();
  private readonly listeners = new Set<(event: JobEvent) => void>();
  private readonly connection: ConnectionOptions;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private stopController = new AbortController();

  constructor(private readonly options: BullJobQueueOptions) {
    this.connection = redisOptions(options.redisUrl);
    this.queue = new Queue(QUEUE_NAME, { connection: this.connection, prefix: this.prefix });
  }

  private get prefix(): string {
    return `${this.options.prefix}bull`;
  }

  handle<T>(name: string, handler: JobHandler<T>, defaults: Partial<JobRunOptions> = {}): void {
    this.handlers.set(name, {
      handler: handler as JobHandler<unknown>,
      defaults: { ...DEFAULT_RUN_OPTIONS, ...defaults },
    });
  }

  async enqueue<T>(name: string, data: T, options: EnqueueOptions = {}): Promise<JobRecord> {
    const defaults = this.handlers.get(name)?.defaults ?? DEFAULT_RUN_OPTIONS;
    const run: JobRunOptions = {
      attempts: options.attempts ?? defaults.attempts,
      backoffMs: options.backoffMs ?? defaults.backoffMs,
      timeoutMs: options.timeoutMs ?? defaults.timeoutMs,
    };
    if (options.key) checkJobKey(options.key);
    const envelope: Envelope = { data: data ?? null, timeoutMs: run.timeoutMs };
    // An existing id answers the job already there (BullMQ adds nothing).
    const job = await this.queue.add(name, envelope, {
      ...(options.key ? { jobId: options.key } : {}),
      attempts: Math.max(1, run.attempts),
      backoff: { type: 'exponential', delay: run.backoffMs },
      removeOnComplete: false,
      removeOnFail: false,
    });
    const record = job.id ? await this.get(job.id) : undefined;
    if (!record) throw new Error(`job ${options.key ?? name} vanished after its insert`);
    return record;
  }

  private async toRecord(job: Job, state?: string): Promise<JobRecord> {
    const envelope = job.data as Envelope;
    const progress = typeof job.progress === 'number' ? job.progress : 0;
    const bullState = state ?? (await job.getState());
    const jobState = stateOf(bullState);
    return {
      id: job.id ?? '',
      name: job.name,
      key: job.id ?? '',
      data: envelope?.data ?? null,
      state: jobState,
      progress: jobState === 'done' ? 100 : progress,
      attempts: job.attemptsStarted ?? job.attemptsMade,
      maxAttempts: job.opts.attempts ?? 1,
      error: job.failedReason || null,
      createTime: new Date(job.timestamp).toISOString(),
      updateTime: new Date(job.finishedOn ?? job.processedOn ?? job.timestamp).toISOString(),
      durationMs: job.finishedOn && job.processedOn ? job.finishedOn - job.processedOn : null,
    };
  }

  async get(id: string): Promise<JobRecord | undefined> {
    const job = await this.queue.getJob(id);
    return job ? this.toRecord(job) : undefined;
  }

  getByKey(key: string): Promise<JobRecord | undefined> {
    return this.get(key);
  }

  async list(query: JobListQuery): Promise<{ records: JobRecord[]; total: number }> {
    const states = query.state ? [query.state] : JOB_STATES;
    const types = states.flatMap((s) => BULL_STATES[s]);
    const start = (query.pageNum - 1) * query.pageSize;
    if (query.name) {
      const all = (await this.queue.getJobs(types, 0, -1, false)).filter((j) => j?.name === query.name);
      all.sort((a, b) => b.timestamp - a.timestamp);
      const page = all.slice(start, start + query.pageSize);
      return { records: await Promise.all(page.map((j) => this.toRecord(j))), total: all.length };
    }
    const [jobs, total] = await Promise.all([
      this.queue.getJobs(types, start, start + query.pageSize - 1, false),
      this.queue.getJobCountByTypes(...types),
    ]);
    const present = jobs.filter((j): j is Job => Boolean(j));
    return { records: await Promise.all(present.map((j) => this.toRecord(j))), total };
  }

  async counts(): Promise<Record<JobState, number>> {
    const counts = {} as Record<JobState, number>;
    for (const state of JOB_STATES) counts[state] = await this.queue.getJobCountByTypes(...BULL_STATES[state]);
    return counts;
  }

  async retry(id: string): Promise<boolean> {
    const job = await this.queue.getJob(id);
    if (!job || (await job.getState()) !== 'failed') return false;
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return true;
  }

  async remove(id: string): Promise<boolean> {
    const job = await this.queue.getJob(id);
    if (!job || (await job.getState()) === 'active') return false;
    try {
      await job.remove();
      return true;
    } catch {
      return false; // Taken by a worker between the two calls.
    }
  }

  on(listener: (event: JobEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
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

  start(concurrency: number): void {
    if (this.worker) return;
    this.stopController = new AbortController();
    this.worker = new Worker(QUEUE_NAME, (job) => this.process(job), {
      connection: this.connection,
      prefix: this.prefix,
      concurrency: Math.max(1, concurrency),
      lockDuration: this.options.leaseMs ?? 60_000,
      stalledInterval: Math.max(1000, Math.floor((this.options.leaseMs ?? 60_000) / 2)),
      // A job whose worker died during its last attempt goes to `failed` after one more stall.
      maxStalledCount: 1,
      autorun: false,
    });
    this.worker.on('completed', (job) => void this.report('done', job, '任务完成'));
    this.worker.on('failed', (job) => {
      if (job) void this.report('failed', job, '任务失败');
    });
    this.worker.on('error', (error) => this.options.log.warn({ err: error }, '任务队列连接出错'));
    void this.worker.run();
  }

  private async report(type: JobEvent['type'], job: Job, message: string): Promise<void> {
    const record = await this.toRecord(job, undefined).catch(() => undefined);
    if (!record) return;
    // A failed attempt with attempts left waits (delayed) for the next one.
    if (type === 'failed' && record.state !== 'failed') {
      type = 'retrying';
      message = '任务将重试';
    }
    const queued = await this.queue.getJobCountByTypes(...BULL_STATES.queued).catch(() => undefined);
    const log = { job: job.name, id: job.id, attempt: record.attempts, durationMs: record.durationMs, queued };
    if (type === 'done') this.options.log.info(log, message);
    else this.options.log.warn({ ...log, error: record.error }, message);
    this.emit(type, record);
  }

  private async process(job: Job): Promise<void> {
    const registered = this.handlers.get(job.name);
    if (!registered) throw new UnrecoverableError(`没有处理 ${job.name} 的程序`);
    const envelope = job.data as Envelope;
    let lastProgress = -1;
    try {
      await runAttempt(
        registered.handler,
        {
          id: job.id ?? '',
          name: job.name,
          key: job.id ?? '',
          data: envelope.data,
          attempt: job.attemptsMade + 1,
          maxAttempts: job.opts.attempts ?? 1,
          progress: async (percent) => {
            const value = Math.max(0, Math.min(100, Math.round(percent)));
            if (value === lastProgress) return;
            lastProgress = value;
            await job.updateProgress(value);
            this.emit('progress', { ...(await this.toRecord(job, 'active')), progress: value });
          },
        },
        envelope.timeoutMs,
        this.stopController.signal,
      );
    } catch (error) {
      if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
      throw new Error(errorText(error));
    }
  }

  async stop(graceMs = 30_000): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    const closing = worker.close();
    await Promise.race([closing, graceOver]);
    clearTimeout(timer);
    this.stopController.abort(new Error('服务器正在关闭'));
    await worker.close(true);
  }

  async close(): Promise<void> {
    await this.stop(0);
    await this.queue.close();
  }
}
