import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';

/** How long one dependency may take to answer a readiness check. */
const CHECK_TIMEOUT_MS = 2_000;

type CheckState = 'ok' | 'off' | 'down';

async function probe(check: () => Promise<unknown>): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /health`: ready (200) only when the database, Redis (when `REDIS_URL` is set) and the file store answer, 503
 * otherwise and while the server is closing, so a load balancer sends no new request to a process that cannot serve
 * it. `GET /health/live`: the process answers at all.
 */
export async function registerHealth(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.get('/health/live', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const [database, redis, storage] = await Promise.all([
      probe(() => sql`select 1`.execute(ctx.db)),
      ctx.config.redisUrl ? probe(() => ctx.cluster.ping()) : Promise.resolve<CheckState>('off'),
      probe(() => ctx.storage.check()),
    ]);
    const ready = !closing && database !== 'down' && redis !== 'down' && storage !== 'down';
    reply.header('cache-control', 'no-store');
    reply.status(ready ? 200 : 503);
    return {
      status: ready ? 'ok' : closing ? 'closing' : 'unavailable',
      msg: ready ? '服务正常' : closing ? '服务器正在关闭' : '服务暂不可用：数据库、Redis 或文件存储无法连接',
      checks: { database, redis, storage, process: ctx.cluster.processId },
    };
  });
}
