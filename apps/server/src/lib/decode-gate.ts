import { AppError } from '../errors.js';

/** What a request hears when every decode slot and queue place is taken. */
export const DECODE_BUSY_MESSAGE = '服务器繁忙，请稍后再试';

interface Waiter {
  weight: number;
  start: () => void;
}

/**
 * A semaphore over two budgets with a bounded queue: at most `slots` tasks run at once, and the weights of the
 * running tasks (pixels being decoded) stay within `budget` (a task heavier than the whole budget runs alone). Up to
 * `queue` more wait in order, none overtaking another; the next is refused at once with 503 and Retry-After instead
 * of piling up memory.
 */
export class DecodeGate {
  private running = 0;
  private used = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly slots: number,
    readonly budget: number,
    readonly queue: number,
    /** Seconds a refused client is told to wait. */
    private readonly retryAfterSeconds = 5,
  ) {}

  /** Tasks running now and waiting, and the weight in use, for tests and metrics. */
  get load(): { running: number; waiting: number; used: number } {
    return { running: this.running, waiting: this.waiting.length, used: this.used };
  }

  private fits(weight: number): boolean {
    return this.running === 0 || (this.running < this.slots && this.used + weight <= this.budget);
  }

  async run<T>(task: () => Promise<T>, weight = 1): Promise<T> {
    const w = Math.min(Math.max(0, weight), this.budget);
    if (this.waiting.length > 0 || !this.fits(w)) {
      if (this.waiting.length >= this.queue) {
        const error = new AppError('SERVICE_UNAVAILABLE', DECODE_BUSY_MESSAGE);
        error.retryAfter = this.retryAfterSeconds;
        throw error;
      }
      await new Promise<void>((resolve) => this.waiting.push({ weight: w, start: resolve }));
    } else {
      this.running += 1;
      this.used += w;
    }
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.used -= w;
      this.startWaiting();
    }
  }

  /** Starts waiters in order while the head of the queue fits. */
  private startWaiting(): void {
    for (let next = this.waiting[0]; next && this.fits(next.weight); next = this.waiting[0]) {
      this.waiting.shift();
      this.running += 1;
      this.used += next.weight;
      next.start();
    }
  }
}
