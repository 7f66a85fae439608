import { randomBytes } from 'node:crypto';
import { testClock } from '../testing/identity';
import { clientKey, SlidingWindowLimiter } from './rate-limit';
import { RedisStore } from './redis-store';
import { MemoryStore, type KeyValueStore } from './store';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('%s → %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

function limiterSuite(name: string, makeStore: () => KeyValueStore, skip = false) {
  (skip ? describe.skip : describe)(`SlidingWindowLimiter on ${name}`, () => {
    const clock = testClock(Date.parse('2026-03-02T02:00:00.000Z'));
    let store: KeyValueStore;
    beforeEach(() => {
      store = makeStore();
    });
    afterEach(() => store.close());
    const rule = { max: 10, windowSeconds: 60 };
    const key = () => `test:${randomBytes(6).toString('hex')}`;

    it('counts N parallel hits as N: exactly max are allowed', async () => {
      const limiter = new SlidingWindowLimiter(store, clock);
      const k = key();
      const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(rule, k)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
      for (const d of decisions.filter((d) => !d.allowed)) expect(d.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    });

    it('slides: the previous window still counts by its overlap, then fades', async () => {
      const limiter = new SlidingWindowLimiter(store, clock);
      const k = key();
      clock.set(Date.parse('2026-03-02T02:00:00.000Z'));
      for (let i = 0; i < 10; i++) await limiter.hit(rule, k);
      // Just into the next window: ~10 still count.
      clock.advance(61_000);
      const early = await limiter.hit(rule, k);
      expect(early.allowed).toBe(false);
      // Half-way through the next window half of them count: 5 + 1 (the refused one) + this one.
      clock.set(Date.parse('2026-03-02T02:01:30.000Z'));
      expect((await limiter.hit(rule, k)).allowed).toBe(true);
      expect((await limiter.peek(rule, k)).count).toBeCloseTo(5 + 3, 5);
    });

    it('is shared by two limiters on the same store (two server processes)', async () => {
      const a = new SlidingWindowLimiter(store, clock);
      const b = new SlidingWindowLimiter(store, clock);
      const k = key();
      const decisions = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit(rule, k)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
      await a.reset(rule, k);
      expect((await b.hit(rule, k)).allowed).toBe(true);
    });
  });
}

limiterSuite('the in-process store', () => new MemoryStore(testClock()));
const redisUrl = process.env['TEST_REDIS_URL']?.trim();
limiterSuite(
  `Redis${redisUrl ? '' : '（未设置 TEST_REDIS_URL，已跳过）'}`,
  () => new RedisStore(redisUrl as string, `yiying-test-${randomBytes(4).toString('hex')}:`),
  !redisUrl,
);
