/**
 * Group commit: items submitted while one batch is being committed wait and go together in the next one, so many
 * concurrent messages share one transaction (and one fsync) instead of queueing for one each; batched reads use it the
 * same way. The first item of a quiet moment starts at once: batching adds no delay when there is nothing to batch with.
 */
export class GroupCommit<T, R> {
  private queue: { item: T; resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];
  private running = false;

  /**
   * @param commit writes a batch in one transaction and answers one result per item, in order.
   * @param maxBatch most items per transaction.
   */
  constructor(
    private readonly commit: (items: T[]) => Promise<R[]>,
    private readonly maxBatch = 256,
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          const results = await this.commit(batch.map((entry) => entry.item));
          batch.forEach((entry, i) => entry.resolve(results[i] as R));
        } catch (error) {
          if (batch.length === 1) {
            batch[0]?.reject(error);
            continue;
          }
          // One bad item must not fail its neighbours: each goes again alone.
          for (const entry of batch) {
            try {
              const [result] = await this.commit([entry.item]);
              entry.resolve(result as R);
            } catch (single) {
              entry.reject(single);
            }
          }
        }
      }
    } finally {
      this.running = false;
    }
  }
}
