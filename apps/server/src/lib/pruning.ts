import type { FastifyBaseLogger } from 'fastify';

/** The periodic clean-up of a server. */
export interface Pruning {
  /** Runs the task now (or joins the run under way); answers how many records went. */
  run(): Promise<number>;
  /** Stops the timer and waits for a run under way, so the database can close after it. */
  stop(): Promise<void>;
}

export interface PruningOptions {
  intervalMs: number;
  /** Deletes what expired; answers how many records went. */
  task: () => Promise<number>;
  log: FastifyBaseLogger;
}

/**
 * Runs `task` every `intervalMs`. The timer is unref'd: it never keeps a process alive on its own.
 * A failed run is logged and the next one tries again.
 */
export function startPruning({ intervalMs, task, log }: PruningOptions): Pruning {
  let running: Promise<number> | undefined;
  const run = (): Promise<number> => {
    running ??= task().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => {
    run().then(
      (deleted) => {
        if (deleted > 0) log.info({ deleted }, '已清理过期数据');
      },
      (error: unknown) => log.error({ err: error }, '清理过期数据失败'),
    );
  }, intervalMs);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
