import { DecodeGate, DECODE_BUSY_MESSAGE } from './decode-gate';

describe('DecodeGate', () => {
  it('runs at most `slots` tasks at once, queues `queue` more in order, refuses the rest with 503', async () => {
    const gate = new DecodeGate(2, 2, 7);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        active += 1;
        peak = Math.max(peak, active);
        order.push(n);
        releases.push(() => {
          active -= 1;
          resolve(n);
        });
      });
    const runs = [1, 2, 3, 4].map((n) => gate.run(task(n)));
    await expect(gate.run(task(5))).rejects.toMatchObject({ status: 503, message: DECODE_BUSY_MESSAGE, retryAfter: 7 });
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
    while (releases.length > 0 || order.length < 4) {
      await new Promise((r) => setImmediate(r));
      releases.shift()?.();
    }
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4]);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a failed task', async () => {
    const gate = new DecodeGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
    expect(await gate.run(() => Promise.resolve('ok'))).toBe('ok');
  });
});
