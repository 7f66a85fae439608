import Fastify, { type FastifyInstance } from 'fastify';
import { SHARED_ANSWER_TTL_MS, sendSharedAnswer } from './shared-answer';
import { TtlCache } from './ttl-cache';

describe('sendSharedAnswer', () => {
  let app: FastifyInstance;
  let now = 1_000_000;
  let loads = 0;
  const cache = new TtlCache(3_000, 100, () => now);

  beforeAll(async () => {
    app = Fastify();
    app.get(
      '/list',
      {
        schema: {
          response: {
            200: {
              type: 'object',
              properties: {
                code: { type: 'number' },
                msg: { type: 'string' },
                data: { type: 'object', properties: { n: { type: 'number' } } },
              },
            },
          },
        },
      },
      (request, reply) =>
        sendSharedAnswer(reply, cache, 'list', async () => {
          loads += 1;
          return { n: loads, dropped: 'not in the schema' };
        }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const n = async () => (await app.inject({ method: 'GET', url: '/list' })).json().data.n as number;

  it('keeps an answer for SHARED_ANSWER_TTL_MS, not the cache default, and loads it again after that', async () => {
    expect(await n()).toBe(1);
    // Past the cache's own 3 s default: still the same bytes.
    now += 3_001;
    expect(await n()).toBe(1);
    now += SHARED_ANSWER_TTL_MS - 3_002;
    expect(await n()).toBe(1);
    now += 1;
    expect(await n()).toBe(2);
    expect(loads).toBe(2);
  });

  it('loads again at once after an invalidation, whatever the age', async () => {
    cache.invalidate();
    expect(await n()).toBe(3);
    expect(await n()).toBe(3);
  });

  it('serialises with the route schema: fields outside it are not sent', async () => {
    const body = (await app.inject({ method: 'GET', url: '/list' })).json();
    expect(body.data).toEqual({ n: 3 });
  });
});
