import { JobTimeoutError, type JobContext, type JobHandler } from './job.types.js';

/**
 * Runs one attempt of a job: the handler's signal aborts at the job's timeout or when `stop` aborts, and the attempt
 * ends then with the reason even if the handler ignores its signal.
 */
export async function runAttempt<T>(
  handler: JobHandler<T>,
  job: Omit<JobContext<T>, 'signal'>,
  timeoutMs: number,
  stop: AbortSignal,
): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const onStop = () => controller.abort(stop.reason ?? new Error('任务已停止'));
  if (stop.aborted) onStop();
  else stop.addEventListener('abort', onStop, { once: true });
  const ended = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => controller.abort(new JobTimeoutError(timeoutMs)), timeoutMs);
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  // The rejection is read through the race below; this keeps an unhandled one from being reported after it settled.
  ended.catch(() => undefined);
  try {
    await Promise.race([handler({ ...job, signal: controller.signal }), ended]);
  } finally {
    clearTimeout(timer);
    stop.removeEventListener('abort', onStop);
  }
}
