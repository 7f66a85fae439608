import { RecentMemory } from './recent-memory';

describe('RecentMemory', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('answers what it was told until the value is maxAgeMs old', () => {
    const memory = new RecentMemory<string>(10, 5_000, clock);
    memory.set('a', 'first');
    now += 4_999;
    expect(memory.get('a')).toBe('first');
    now += 1;
    expect(memory.get('a')).toBeUndefined();
    expect(memory.get('never')).toBeUndefined();
  });

  it('keeps at most a tenth more than maxSize, and forgets the oldest first in one pass down to maxSize', () => {
    const memory = new RecentMemory<number>(100, 60_000, clock);
    for (let i = 0; i < 110; i++) memory.set(`k${i}`, i);
    expect(memory.size).toBe(110);
    memory.set('k110', 110);
    expect(memory.size).toBe(100);
    expect(memory.get('k10')).toBeUndefined();
    expect(memory.get('k11')).toBe(11);
    expect(memory.get('k110')).toBe(110);
    for (let i = 111; i < 10_000; i++) memory.set(`k${i}`, i);
    expect(memory.size).toBeLessThanOrEqual(110);
    expect(memory.get('k9999')).toBe(9999);
  });

  it('makes a key set again the newest, so it outlives older ones', () => {
    const memory = new RecentMemory<number>(3, 60_000, clock);
    memory.set('a', 1);
    memory.set('b', 2);
    memory.set('c', 3);
    memory.set('a', 4);
    memory.set('d', 5);
    // Over 3 + 1 entries: the sweep drops down to 3, oldest first ('b', then 'c'); 'a' was set again after them.
    memory.set('e', 6);
    expect(memory.size).toBe(3);
    expect([memory.get('b'), memory.get('c')]).toEqual([undefined, undefined]);
    expect([memory.get('a'), memory.get('d'), memory.get('e')]).toEqual([4, 5, 6]);
  });

  it('drops old entries on a quiet memory once sweepEveryMs has passed', () => {
    const memory = new RecentMemory<number>(1_000, 5_000, clock, 10_000);
    memory.set('old', 1);
    now += 6_000;
    memory.set('young', 2);
    expect(memory.size).toBe(2);
    now += 4_000;
    memory.set('newest', 3);
    expect(memory.size).toBe(2);
    expect(memory.get('young')).toBe(2);
  });

  it('deleteIf forgets a key only while it still holds that value', () => {
    const memory = new RecentMemory<object>(10, 60_000, clock);
    const first = {};
    const second = {};
    memory.set('k', first);
    memory.set('k', second);
    memory.deleteIf('k', first);
    expect(memory.get('k')).toBe(second);
    memory.deleteIf('k', second);
    expect(memory.get('k')).toBeUndefined();
  });
});
