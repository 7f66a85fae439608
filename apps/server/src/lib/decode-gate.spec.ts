import { DecodeGate, DECODE_BUSY_MESSAGE } from './decode-gate';

/** Tasks that run until released, recording how many ran at once. */
function harness() {
  const state = { active: 0, peak: 0, order: [] as number[], releases: new Map<number, () => void>() };
  const task = (n: number) => () =>
    new Promise<number>((resolve) => {
      state.active += 1;
      state.peak = Math.max(state.peak, state.active);
      state.order.push(n);
      state.releases.set(n, () => {
        state.active -= 1;
        resolve(n);
      });
    });
  const tick = () => new Promise((r) => setImmediate(r));
  return { state, task, tick };
}

describe('DecodeGate', () => {
  it('runs at most `slots` tasks at once, queues `queue` more in order, refuses the rest with 503', async () => {
    const gate = new DecodeGate(2, 100, 2, 7);
    const { state, task, tick } = harness();
    const runs = [1, 2, 3, 4].map((n) => gate.run(task(n)));
    await expect(gate.run(task(5))).rejects.toMatchObject({ status: 503, message: DECODE_BUSY_MESSAGE, retryAfter: 7 });
    expect(gate.load).toMatchObject({ running: 2, waiting: 2 });
    for (const n of [1, 2, 3, 4]) {
      await tick();
      state.releases.get(n)?.();
    }
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4]);
    expect(state.order).toEqual([1, 2, 3, 4]);
    expect(state.peak).toBe(2);
    expect(gate.load).toEqual({ running: 0, waiting: 0, used: 0 });
  });

  it('keeps the running weight within the budget: two heavy pictures run one after the other', async () => {
    const gate = new DecodeGate(2, 64, 8);
    const { state, task, tick } = harness();
    const heavy = [1, 2].map((n) => gate.run(task(n), 40));
    await tick();
    expect(state.order).toEqual([1]);
    expect(gate.load).toEqual({ running: 1, waiting: 1, used: 40 });
    state.releases.get(1)?.();
    await heavy[0];
    await tick();
    expect(state.order).toEqual([1, 2]);
    // Heavier than the whole budget: runs, alone.
    const huge = gate.run(task(3), 1_000);
    await tick();
    expect(state.order).toEqual([1, 2]);
    state.releases.get(2)?.();
    await tick();
    await tick();
    expect(state.order).toEqual([1, 2, 3]);
    state.releases.get(3)?.();
    await Promise.all([...heavy, huge]);
    expect(state.peak).toBe(1);
  });

  it('frees the slot of a failed task', async () => {
    const gate = new DecodeGate(1, 10, 0);
    await expect(gate.run(() => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
    expect(await gate.run(() => Promise.resolve('ok'))).toBe('ok');
  });
});
