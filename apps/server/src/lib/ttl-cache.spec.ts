import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('reuses a value until it expires', async () => {
    let time = 0;
    let calls = 0;
    const cache = new TtlCache(1000, 10, () => time);
    const load = async () => ++calls;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    time = 999;
    expect(await cache.get('a', load)).toBe(1);
    time = 1000;
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('shares one load between concurrent callers', async () => {
    const cache = new TtlCache();
    let calls = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
  });

  it('forgets everything on invalidate and never keeps a failure', async () => {
    const cache = new TtlCache();
    expect(await cache.get('k', async () => 1)).toBe(1);
    cache.invalidate();
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('stays within its size, dropping the oldest entries first', async () => {
    const cache = new TtlCache(60_000, 3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => 1);
    let reloads = 0;
    await cache.get('d', async () => ++reloads);
    expect(reloads).toBe(0);
    await cache.get('a', async () => ++reloads);
    expect(reloads).toBe(1);
  });

  it('keeps what is still asked for when full, dropping the least recently used', async () => {
    const cache = new TtlCache(60_000, 3);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    // `a` is asked for again, so `b` is now the one used longest ago.
    await cache.get('a', async () => 'reloaded');
    await cache.get('d', async () => 'd');
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('peeks at a loaded value without a promise, and at nothing while loading, expired or invalidated', async () => {
    let time = 0;
    const cache = new TtlCache(1000, 10, () => time);
    let finish: (value: string) => void = () => undefined;
    const loading = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    expect(cache.peek('k')).toBeUndefined();
    finish('bytes');
    await loading;
    expect(cache.peek('k')).toBe('bytes');
    expect(cache.peek('other')).toBeUndefined();
    time = 1000;
    expect(cache.peek('k')).toBeUndefined();
    time = 0;
    await cache.get('k', async () => 'again');
    cache.invalidate();
    expect(cache.peek('k')).toBeUndefined();
  });

  it('never peeks at a failed load', async () => {
    const cache = new TtlCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.peek('k')).toBeUndefined();
  });
});
