import Fastify from 'fastify';
import { lazyChildLogger } from './request-logger';

/** A server logging into `lines` at `level`, its request loggers made by `lazyChildLogger`. */
function server(level: string, lines: Record<string, unknown>[]) {
  const app = Fastify({
    logger: {
      level,
      redact: { paths: ['secret'], censor: '[hidden]' },
      stream: { write: (line: string) => lines.push(JSON.parse(line)) },
    },
    childLoggerFactory: lazyChildLogger,
  });
  app.get('/quiet', async (request) => {
    request.log.debug('not written');
    return { level: request.log.level };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ secret: 'token-1', n: 1 }, 'written');
    request.log.child({ part: 'inner' }).error('from a child');
    return {};
  });
  app.get('/route-level', { logLevel: 'debug' }, async (request) => {
    request.log.debug('debug on this route');
    return { level: request.log.level };
  });
  return app;
}

describe('lazyChildLogger', () => {
  it('writes nothing below the level, and answers the level', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = server('warn', lines);
    const answer = await app.inject({ url: '/quiet' });
    expect(answer.json()).toEqual({ level: 'warn' });
    expect(lines.filter((line) => line['msg'] === 'not written')).toEqual([]);
    await app.close();
  });

  it('writes a line as the request child would: request id, redaction, nested children', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = server('warn', lines);
    await app.inject({ url: '/loud' });
    const written = lines.find((line) => line['msg'] === 'written');
    expect(written).toMatchObject({ level: 40, secret: '[hidden]', n: 1 });
    expect(typeof written?.['reqId']).toBe('string');
    const inner = lines.find((line) => line['msg'] === 'from a child');
    expect(inner).toMatchObject({ level: 50, part: 'inner', reqId: written?.['reqId'] });
    await app.close();
  });

  it("follows a route's own log level", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = server('warn', lines);
    const answer = await app.inject({ url: '/route-level' });
    expect(answer.json()).toEqual({ level: 'debug' });
    expect(lines.find((line) => line['msg'] === 'debug on this route')).toMatchObject({ level: 20 });
    await app.close();
  });
});
