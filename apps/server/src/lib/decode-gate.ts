import { AppError } from '../errors.js';

/** What a request hears when every decode slot and queue place is taken. */
export const DECODE_BUSY_MESSAGE = '服务器繁忙，请稍后再试';

/**
 * A counting semaphore with a bounded queue: at most `slots` tasks run at once; up to `queue` more wait in order;
 * the next one is refused at once with 503 and Retry-After instead of piling up memory.
 */
export class DecodeGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly slots: number,
    readonly queue: number,
    /** Seconds a refused client is told to wait. */
    private readonly retryAfterSeconds = 5,
  ) {}

  /** Tasks running now and waiting, for tests and metrics. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.queue) {
        const error = new AppError('SERVICE_UNAVAILABLE', DECODE_BUSY_MESSAGE);
        error.retryAfter = this.retryAfterSeconds;
        throw error;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter; otherwise it is freed.
      if (next) next();
      else this.running -= 1;
    }
  }
}
