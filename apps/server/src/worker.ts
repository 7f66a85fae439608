import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';

/**
 * `npm run worker`: a process that only runs background jobs (transcoding …) from the site's queue: the same
 * configuration as the web process, no port. Start as many as the machines allow; with `JOB_RUNNER=worker` the web
 * processes leave every job to them.
 */
function readConfig(): AppConfig {
  try {
    return { ...loadConfig(), processRole: 'worker' };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp(config);
  await app.ready();
  // A worker listens on no port, and the queue in the database polls on unref'd timers: without a handle of its own
  // the process would end as soon as it started.
  const alive = setInterval(() => undefined, 60_000);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    clearInterval(alive);
    app.log.info({ signal }, '任务进程正在停止');
    // Running jobs get the grace to finish, then are given back to the queue (run again by another process).
    setTimeout(() => process.exit(1), config.limits.shutdownGraceSeconds * 1000 + 15_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, '任务进程停止失败');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  console.log(`医影任务进程已启动（${app.yiying.context.jobs.engine}，并发 ${config.jobConcurrency}）`);
}

main().catch((error: unknown) => {
  console.error('任务进程启动失败：', error instanceof Error ? error.message : error);
  process.exit(1);
});
