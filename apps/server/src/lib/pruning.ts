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
  /**
   * Decides whether this process runs a timed pass (several processes share one site: one of them prunes per
   * period). Gets the pass and answers whether it ran it. Every timed pass runs when absent.
   */
  claim?: (run: () => Promise<number>) => Promise<boolean>;
}

/**
 * Runs `task` every `intervalMs`. The timer is unref'd: it never keeps a process alive on its own.
 * A failed run is logged and the next one tries again.
 */
export function startPruning({ intervalMs, task, log, claim }: PruningOptions): Pruning {
  let running: Promise<number> | undefined;
  const run = (): Promise<number> => {
    running ??= task().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timed = async (): Promise<void> => {
    const pass = async () => {
      const deleted = await run();
      log.info({ job: 'prune', deleted }, deleted > 0 ? '已清理过期数据' : '清理过期数据：没有过期数据');
      return deleted;
    };
    if (claim) await claim(pass);
    else await pass();
  };
  const timer = setInterval(() => {
    timed().catch((error: unknown) => log.error({ err: error }, '清理过期数据失败'));
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
