import type { Selectable } from 'kysely';
import type { JobState } from './job.types.js';

/** One job of the queue kept in the site's own database (the engine used without `REDIS_URL`). */
export interface JobTable {
  job_id: string;
  name: string;
  /** Idempotency key: one job per key. */
  job_key: string;
  /** JSON of the job's data. */
  data: string;
  state: JobState;
  progress: number;
  attempts: number;
  max_attempts: number;
  backoff_ms: number;
  timeout_ms: number;
  error: string | null;
  /** ISO time from which a queued job may be taken (later for a retry after backoff). */
  run_at: string;
  /** The process running the job, and until when its claim holds unless renewed. */
  lease_owner: string | null;
  lease_until: string | null;
  duration_ms: number | null;
  create_time: string;
  update_time: string;
}

export type JobRow = Selectable<JobTable>;

/** The tables of this module. */
export interface JobTables {
  job: JobTable;
}
