import type { ServerContext, ServerModule } from '../../context.js';
import { migration0021JobsVideo } from './0021_jobs_video.js';
import { BullJobQueue } from './job.bull-queue.js';
import { DbJobQueue } from './job.db-queue.js';
import { jobRoutes } from './job.routes.js';
import type { JobQueue } from './job.types.js';

export {
  JobTimeoutError,
  PermanentJobError,
  type JobContext,
  type JobEvent,
  type JobHandler,
  type JobQueue,
  type JobRecord,
  type JobState,
} from './job.types.js';

declare module '../../context.js' {
  interface ModuleServices {
    /** Background jobs (transcoding …): in the site's database, or BullMQ with `REDIS_URL`. */
    jobs: JobQueue;
  }
}

/** How often a process that runs jobs writes the queue's depth to the log while there is work. */
const DEPTH_LOG_MS = 60_000;

/** Whether this process runs jobs: a worker always, a web process unless `JOB_RUNNER=worker`. */
export function runsJobs(ctx: Pick<ServerContext, 'config'>): boolean {
  return ctx.config.processRole === 'worker' || ctx.config.jobRunner === 'web';
}

/** The job queue of the site for its configuration. */
export function createJobQueue(ctx: Pick<ServerContext, 'config' | 'db' | 'clock' | 'log'>): JobQueue {
  if (ctx.config.redisUrl) {
    return new BullJobQueue({
      redisUrl: ctx.config.redisUrl,
      prefix: ctx.config.redisPrefix,
      log: ctx.log,
      leaseMs: ctx.config.jobLeaseSeconds * 1000,
    });
  }
  return new DbJobQueue({
    db: ctx.db,
    dialect: ctx.config.databaseUrl ? 'postgres' : 'sqlite',
    clock: ctx.clock,
    log: ctx.log,
    leaseMs: ctx.config.jobLeaseSeconds * 1000,
  });
}

/**
 * Background jobs: the queue (its table `job` on the embedded default), the runner of this process (started once every
 * module set its handlers), the queue's depth in the log, and 任务 of the admin console (`/mng/job/*`).
 */
export const jobModule: ServerModule = {
  name: 'job',
  dependsOn: ['identity'],
  migrations: [{ name: '0021_jobs_video', migration: migration0021JobsVideo }],
  services: (ctx) => ({ jobs: createJobQueue(ctx) }),
  async register(app, ctx) {
    await app.register(jobRoutes, { auth: ctx.identity.auth, jobs: ctx.jobs });
    // Queue depth (read from the queue at scrape time, the same on every process) and the attempts this process ran.
    for (const state of ['queued', 'running', 'failed'] as const) {
      ctx.metrics.gauge(`job_queue_${state}`, `Jobs ${state} in the site's queue now`, async () => {
        const counts = await ctx.jobs.counts();
        return counts[state];
      });
    }
    const offEvents = ctx.jobs.on((event) => {
      if (event.type === 'progress' || event.job.durationMs === null) return;
      const outcome = event.type === 'done' ? 'done' : event.type === 'retrying' ? 'retried' : 'failed';
      ctx.metrics.jobDuration.observe({ job: event.job.name, outcome }, event.job.durationMs / 1000);
    });
    let depthTimer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (!runsJobs(ctx)) return;
      ctx.jobs.start(ctx.config.jobConcurrency);
      ctx.log.info(
        { engine: ctx.jobs.engine, concurrency: ctx.config.jobConcurrency, role: ctx.config.processRole },
        '后台任务已开始运行',
      );
      depthTimer = setInterval(() => {
        ctx.jobs.counts().then(
          (counts) => {
            if (counts.queued + counts.running > 0) ctx.log.info({ jobs: counts }, '任务队列');
          },
          () => undefined,
        );
      }, DEPTH_LOG_MS);
      depthTimer.unref();
    });
    app.addHook('onClose', async () => {
      offEvents();
      clearInterval(depthTimer);
      await ctx.jobs.stop(ctx.config.limits.shutdownGraceSeconds * 1000);
      await ctx.jobs.close();
    });
  },
};
