import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { testClock } from '../testing/identity';
import { SiteCluster } from './cluster';
import { RedisStore } from './redis-store';
import { MemoryStore } from './store';
import { TtlCache } from './ttl-cache';

const log = { debug: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const redisUrl = process.env['TEST_REDIS_URL']?.trim() || undefined;

describe('SiteCluster on one process', () => {
  it('runs a job once per window, and again once the window passed', async () => {
    const clock = testClock();
    const cluster = new SiteCluster({ store: new MemoryStore(clock), log });
    let runs = 0;
    const job = async () => {
      runs += 1;
    };
    expect(await cluster.runOnce('prune', 1_000, job)).toBe(true);
    expect(await cluster.runOnce('prune', 1_000, job)).toBe(false);
    expect(await cluster.runOnce('other', 1_000, job)).toBe(true);
    clock.advance(1_001);
    expect(await cluster.runOnce('prune', 1_000, job)).toBe(true);
    expect(runs).toBe(3);
    await cluster.close();
  });

  it('leaves cache invalidation to the process itself', async () => {
    const cluster = new SiteCluster({ store: new MemoryStore(testClock()), log });
    const cache = new TtlCache();
    cluster.shareCache('content', cache);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load);
    cache.invalidate();
    expect(cluster.flushing).toBe(false);
    await cache.get('k', load);
    expect(loads).toBe(2);
    await cluster.close();
  });
});

if (redisUrl) {
  describe('SiteCluster over Redis', () => {
    const prefix = `yiying-test-${randomBytes(4).toString('hex')}:`;
    const stores: RedisStore[] = [];
    const clusters: SiteCluster[] = [];
    const member = (jobScope = 'site') => {
      const store = new RedisStore(redisUrl, prefix);
      const cluster = new SiteCluster({ store, log, redisUrl, prefix, jobScope });
      stores.push(store);
      clusters.push(cluster);
      return cluster;
    };

    afterAll(async () => {
      for (const cluster of clusters) await cluster.close();
      for (const store of stores) await store.close();
    });

    it('empties the same cache of the other process before the write answers', async () => {
      const [a, b] = [member(), member()];
      await Promise.all([a.ready, b.ready]);
      const [cacheA, cacheB] = [new TtlCache(60_000), new TtlCache(60_000)];
      a.shareCache('content', cacheA);
      b.shareCache('content', cacheB);
      let version = 1;
      expect(await cacheB.get('page', async () => version)).toBe(1);
      version = 2;
      expect(await cacheB.get('page', async () => version)).toBe(1);
      cacheA.invalidate();
      expect(a.flushing).toBe(true);
      await a.flush();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await cacheB.get('page', async () => version)).toBe(2);
    });

    it('lets one process of the site claim a job, and another site claim its own', async () => {
      const [a, b, other] = [member(), member(), member('another-site')];
      let runs = 0;
      const job = async () => {
        runs += 1;
      };
      const claimed = await Promise.all([a.runOnce('prune', 2_000, job), b.runOnce('prune', 2_000, job)]);
      expect(claimed.filter(Boolean)).toHaveLength(1);
      expect(await other.runOnce('prune', 2_000, job)).toBe(true);
      expect(runs).toBe(2);
      await expect(a.ping()).resolves.toBeUndefined();
    });
  });
} else {
  describe.skip('SiteCluster over Redis — 未设置 TEST_REDIS_URL，已跳过', () => {
    it('runs with Redis', () => undefined);
  });
}
