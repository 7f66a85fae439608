import type { FastifyBaseLogger } from 'fastify';
import { startPruning } from './pruning';

function recordingLog() {
  const errors: unknown[] = [];
  const log = {
    info: () => undefined,
    error: (entry: unknown) => errors.push(entry),
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startPruning', () => {
  it('runs the task on every tick until stopped', async () => {
    let runs = 0;
    const pruning = startPruning({ intervalMs: 10, task: async () => ++runs, log: recordingLog().log });
    await sleep(80);
    await pruning.stop();
    const afterStop = runs;
    expect(afterStop).toBeGreaterThanOrEqual(2);
    await sleep(50);
    expect(runs).toBe(afterStop);
  });

  it('joins a run under way instead of starting a second one, and stop waits for it', async () => {
    let runs = 0;
    let finish: (n: number) => void = () => undefined;
    const pruning = startPruning({
      intervalMs: 60_000,
      task: () => {
        runs += 1;
        return new Promise<number>((resolve) => (finish = resolve));
      },
      log: recordingLog().log,
    });
    const first = pruning.run();
    const second = pruning.run();
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = pruning.stop().then(() => (stopped = true));
    await sleep(5);
    expect(stopped).toBe(false);
    finish(3);
    expect(await first).toBe(3);
    expect(await second).toBe(3);
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failed run and tries again on the next tick', async () => {
    const { log, errors } = recordingLog();
    let runs = 0;
    const pruning = startPruning({
      intervalMs: 10,
      task: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database busy');
        return 0;
      },
      log,
    });
    await sleep(60);
    await pruning.stop();
    expect(errors).toHaveLength(1);
    expect(runs).toBeGreaterThanOrEqual(2);
  });
});
