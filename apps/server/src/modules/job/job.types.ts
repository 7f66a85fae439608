/** Where a job is: waiting (or waiting for its next attempt), being run, finished, or dead after its last attempt. */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

export const JOB_STATES: readonly JobState[] = ['queued', 'running', 'done', 'failed'];

/** How one job is run; the handler's defaults apply to what is left out. */
export interface JobRunOptions {
  /** Attempts in all, the first included (≥ 1). */
  attempts: number;
  /** Wait before the second attempt; doubled for each attempt after it. */
  backoffMs: number;
  /** An attempt still running after this long is stopped (its signal aborts) and counts as failed. */
  timeoutMs: number;
}

export interface EnqueueOptions extends Partial<JobRunOptions> {
  /**
   * The job's identity: enqueueing a key that is already queued, running, done or failed answers that job and adds
   * nothing (a failed one is run again only through `retry`). Letters, digits, `-`, `_` and `.` only.
   */
  key?: string;
}

/** One job as the queue knows it. */
export interface JobRecord {
  id: string;
  name: string;
  key: string;
  data: unknown;
  state: JobState;
  /** 0–100, as the handler last reported it. */
  progress: number;
  /** Attempts started so far. */
  attempts: number;
  maxAttempts: number;
  /** The last attempt's error (kept while the job waits for its next attempt and once it failed for good). */
  error: string | null;
  createTime: string;
  updateTime: string;
  /** Milliseconds the last attempt took, once the job finished or failed. */
  durationMs: number | null;
}

/** What a handler gets: its job, a signal that aborts at the timeout or at shutdown, and a way to report progress. */
export interface JobContext<T = unknown> {
  id: string;
  name: string;
  key: string;
  data: T;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  signal: AbortSignal;
  progress(percent: number): Promise<void>;
}

export type JobHandler<T = unknown> = (job: JobContext<T>) => Promise<void>;

/** Thrown by a handler when running the job again cannot help (a file that cannot be decoded): no more attempts. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** An attempt ran past its job's `timeoutMs`. */
export class JobTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`任务超时（${Math.round(timeoutMs / 1000)} 秒）`);
    this.name = 'JobTimeoutError';
  }
}

export interface JobListQuery {
  state?: JobState;
  name?: string;
  pageNum: number;
  pageSize: number;
}

/** Something that happened to a job on this process (a handler's progress, an attempt's end). */
export interface JobEvent {
  type: 'progress' | 'done' | 'retrying' | 'failed';
  job: JobRecord;
}

/**
 * The site's background work: durable jobs with an idempotency key, handlers by job name, retries with exponential
 * backoff, a timeout per attempt, `failed` after the last attempt, progress, and a number of jobs run at once. Two
 * engines pass the same suite: a queue in the site's own database (the default) and BullMQ on Redis (`REDIS_URL`).
 */
export interface JobQueue {
  /** `database` or `bullmq`. */
  readonly engine: 'database' | 'bullmq';
  /** Sets the handler of the jobs named `name` (before `start`), with the run options its jobs default to. */
  handle<T>(name: string, handler: JobHandler<T>, defaults?: Partial<JobRunOptions>): void;
  /** Adds a job (or answers the existing one with the same key). */
  enqueue<T>(name: string, data: T, options?: EnqueueOptions): Promise<JobRecord>;
  get(id: string): Promise<JobRecord | undefined>;
  getByKey(key: string): Promise<JobRecord | undefined>;
  /** Jobs newest first. */
  list(query: JobListQuery): Promise<{ records: JobRecord[]; total: number }>;
  /** How many jobs are in each state. */
  counts(): Promise<Record<JobState, number>>;
  /** Puts a failed job back in the queue with all its attempts; false when it is not failed. */
  retry(id: string): Promise<boolean>;
  /** Deletes a job that is not running; false when it is running or does not exist. */
  remove(id: string): Promise<boolean>;
  /** Starts running jobs in this process, `concurrency` at once. */
  start(concurrency: number): void;
  /** Stops taking jobs and waits up to `graceMs` for the running ones (then aborts them; they are run again). */
  stop(graceMs?: number): Promise<void>;
  /** Listens to what happens to jobs run by this process; answers the unsubscribe function. */
  on(listener: (event: JobEvent) => void): () => void;
  /** Releases connections. */
  close(): Promise<void>;
}

export const DEFAULT_RUN_OPTIONS: JobRunOptions = { attempts: 3, backoffMs: 5_000, timeoutMs: 30 * 60_000 };

const KEY = /^[\w.-]{1,200}$/;

/** Throws on a key the queues cannot store as an id. */
export function checkJobKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid job key: ${key}`);
}

/** Backoff before attempt `attempt + 1` (exponential from `backoffMs`). */
export function backoffDelay(backoffMs: number, attempt: number): number {
  return backoffMs * 2 ** Math.max(0, attempt - 1);
}

/** An error's text for the job record (a thrown non-error too). */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000) || '任务失败';
}
