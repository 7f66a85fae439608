import { randomBytes } from 'node:crypto';
import { RedisStore } from './redis-store';
import { MemoryStore, type KeyValueStore } from './store';

const redisUrl = process.env['TEST_REDIS_URL']?.trim() || undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same contract for each store; TTLs are real (short) so Redis is tested as it runs. */
function storeContract(name: string, make: () => KeyValueStore): void {
  describe(name, () => {
    let store: KeyValueStore;
    beforeAll(() => {
      store = make();
    });
    afterAll(() => store.close());

    it('sets, reads and expires values', async () => {
      await store.set('a', '1', 80);
      expect(await store.get('a')).toBe('1');
      expect(await store.ttl('a')).toBeGreaterThan(0);
      await sleep(120);
      expect(await store.get('a')).toBeNull();
      expect(await store.ttl('a')).toBe(0);
    });

    it('sets only when absent', async () => {
      expect(await store.setIfAbsent('gap', 'x', 1000)).toBe(true);
      expect(await store.setIfAbsent('gap', 'y', 1000)).toBe(false);
      expect(await store.get('gap')).toBe('x');
    });

    it('takes a value once, even when asked twice at the same time', async () => {
      await store.set('code', 'secret', 1000);
      const answers = await Promise.all([store.take('code'), store.take('code')]);
      expect(answers.sort()).toEqual([null, 'secret'].sort());
    });

    it('counts within a fixed window', async () => {
      expect(await store.increment('n', 100)).toBe(1);
      expect(await store.increment('n', 100)).toBe(2);
      await sleep(150);
      expect(await store.increment('n', 100)).toBe(1);
    });

    it('keeps short lists newest first', async () => {
      for (const v of ['1', '2', '3']) await store.push('list', v, 2, 1000);
      expect(await store.list('list')).toEqual(['3', '2']);
      await store.delete('list');
      expect(await store.list('list')).toEqual([]);
    });
  });
}

storeContract('MemoryStore', () => new MemoryStore());

if (redisUrl) {
  storeContract('RedisStore', () => new RedisStore(redisUrl, `yy-test-${randomBytes(4).toString('hex')}:`));
} else {
  describe.skip('RedisStore — 未设置 TEST_REDIS_URL，已跳过', () => {
    it('runs on Redis', () => undefined);
  });
}

describe('MemoryStore with an injected clock', () => {
  it('expires by the clock, not by wall time', async () => {
    let now = 1000;
    const store = new MemoryStore(() => now);
    await store.set('k', 'v', 500);
    now = 1499;
    expect(await store.get('k')).toBe('v');
    now = 1500;
    expect(await store.get('k')).toBeNull();
  });
});
