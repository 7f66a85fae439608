import {
  ApiError,
  BusinessError,
  createApiClient,
  endpointPaths,
  HttpError,
  isApiError,
  isBusinessError,
  isHttpError,
  isNetworkError,
  isTimeoutError,
  isUnauthorizedError,
  NetworkError,
  TimeoutError,
  UnauthorizedError,
} from '../index.js';
import { closedPort, startFixtureServer, type FixtureServer } from '../test/http-fixture.js';

const banner = (id: string) => ({
  bannerId: id,
  title: `横幅${id}`,
  cover: `/files/${id}.jpg`,
  type: 'home-major',
  state: 'publish',
  createTime: '2024-05-01T08:00:00.000Z',
});

let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer({
    'GET /api/banner/list': (req) => ({
      body: {
        code: 200,
        msg: '成功',
        data: {
          records: [banner('b1'), banner('b2')],
          total: 2,
          pages: 1,
          size: Number(req.query.get('pageSize')),
          current: 1,
        },
      },
    }),
    'GET /api/content/list': (req) => ({
      // First client form: string code '0', rows and total at the top level.
      body: {
        code: '0',
        desc: 'ok',
        rows: [{ contentId: 'c1', title: '作品一' }],
        total: 20,
        echo: req.query.toString(),
      },
    }),
    'GET /echo': (req) => ({
      body: { code: 200, msg: '', data: { headers: req.headers, query: req.query.toString() } },
    }),
    'POST /echo': (req) => ({ body: { code: 200, msg: '', data: req.body } }),
    'GET /legacy-fail': () => ({ body: { code: '1001', desc: '内容已下架' } }),
    'GET /business-fail': () => ({ body: { code: 409, msg: '已经点过赞了' } }),
    'GET /legacy-401': () => ({ body: { code: '401', desc: '登录已过期' } }),
    'GET /unauthorized': () => ({ status: 401, body: { code: 401, msg: '用户未登录' } }),
    'GET /unauthorized-bare': () => ({ status: 401, raw: '' }),
    'GET /server-error': () => ({ status: 500, raw: '<html>oops</html>' }),
    'GET /bad-gateway': () => ({ status: 502, body: {} }),
    'GET /teapot': () => ({ status: 418, raw: '' }),
    'POST /invalid': () => ({
      status: 400,
      body: { code: 400, msg: '必须填写姓名', errors: [{ field: 'name', message: '必须填写姓名' }] },
    }),
    'GET /slow': () => ({ delayMs: 1_000, body: { code: 200, msg: '', data: 'late' } }),
    'GET /plain': () => ({ body: [1, 2, 3] }),
  });
});

afterAll(() => server.close());

describe('createApiClient', () => {
  it('reads records-form lists and sends the default banner page size', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const list = await client.banner.list({ type: 'home-major' });
    expect(list.records.map((b) => b.bannerId)).toEqual(['b1', 'b2']);
    expect(list).toMatchObject({ total: 2, pages: 1, size: 6, current: 1 });
    const seen = server.requests.at(-1);
    expect(seen?.query.get('type')).toBe('home-major');
    expect(seen?.query.get('pageNum')).toBe('1');
    expect(seen?.query.get('pageSize')).toBe('6');
  });

  it("normalises the rows/total form (code '0') to a paged list", async () => {
    const client = createApiClient({ baseUrl: `${server.url}/` });
    const list = await client.content.list({
      pageNum: 2,
      pageSize: 9,
      sort: 'create_time',
      order: 'desc',
      talkTopic: '',
    });
    expect(list.records).toEqual([{ contentId: 'c1', title: '作品一' }]);
    expect(list).toMatchObject({ total: 20, pages: 3, size: 9, current: 2 });
    const query = server.requests.at(-1)?.query;
    expect(query?.get('sort')).toBe('create_time');
    expect(query?.has('talkTopic')).toBe(false);
  });

  it('sends authorization and uuid headers only when known', async () => {
    const session: { token?: string } = {};
    const client = createApiClient({
      baseUrl: server.url,
      getToken: () => session.token,
      getUserId: () => (session.token ? 'u-7' : undefined),
    });
    const anonymous = await client.get<{ headers: Record<string, string> }>('/echo');
    expect(anonymous.headers['authorization']).toBeUndefined();
    expect(anonymous.headers['uuid']).toBeUndefined();
    session.token = 'tok-123';
    const signedIn = await client.get<{ headers: Record<string, string> }>('/echo');
    expect(signedIn.headers['authorization']).toBe('tok-123');
    expect(signedIn.headers['uuid']).toBe('u-7');
  });

  it('posts JSON bodies', async () => {
    const client = createApiClient({ baseUrl: server.url });
    await expect(client.post('/echo', { name: '张三' })).resolves.toEqual({ name: '张三' });
  });

  it('returns a body without an envelope as data', async () => {
    const client = createApiClient({ baseUrl: server.url });
    await expect(client.get('/plain')).resolves.toEqual([1, 2, 3]);
  });

  it('turns a non-success envelope of either form into a BusinessError with code and message', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const legacy = await client.get('/legacy-fail').catch((e: unknown) => e);
    expect(legacy).toBeInstanceOf(BusinessError);
    expect(isBusinessError(legacy) && legacy.code).toBe('1001');
    expect((legacy as BusinessError).message).toBe('内容已下架');
    expect((legacy as BusinessError).status).toBe(200);
    const modern = await client.get('/business-fail').catch((e: unknown) => e);
    expect(modern).toMatchObject({ name: 'BusinessError', code: 409, message: '已经点过赞了' });
  });

  it('raises UnauthorizedError on 401 and tells onUnauthorized', async () => {
    const seen: UnauthorizedError[] = [];
    const client = createApiClient({ baseUrl: server.url, onUnauthorized: (e) => seen.push(e) });
    const error = await client.get('/unauthorized-bare').catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, code: 401, message: '用户未登录' });
    expect(seen).toEqual([error]);
    const legacy = await client.get('/legacy-401').catch((e: unknown) => e);
    expect(legacy).toBeInstanceOf(UnauthorizedError);
    expect((legacy as UnauthorizedError).message).toBe('登录已过期');
    expect(seen).toHaveLength(2);
  });

  it('still throws the 401 when the onUnauthorized hook itself fails', async () => {
    const client = createApiClient({
      baseUrl: server.url,
      onUnauthorized: () => {
        throw new Error('storage unavailable');
      },
    });
    await expect(client.get('/unauthorized')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('uses the spec §8 text for non-2xx answers without a message', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const error500 = await client.get('/server-error').catch((e: unknown) => e);
    expect(error500).toBeInstanceOf(HttpError);
    expect(error500).toMatchObject({ status: 500, code: 500, message: '服务器内部错误' });
    await expect(client.get('/bad-gateway')).rejects.toMatchObject({ status: 502, message: '网关错误' });
    await expect(client.get('/nowhere')).rejects.toMatchObject({ status: 404, message: '接口不存在' });
    // Outside the catalogue the raw status text is used.
    await expect(client.get('/teapot')).rejects.toMatchObject({ status: 418, message: "I'm a Teapot" });
  });

  it('keeps the field errors of a validation answer', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const error = await client.post('/invalid', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).errors).toEqual([{ field: 'name', message: '必须填写姓名' }]);
    expect((error as HttpError).message).toBe('必须填写姓名');
  });

  it('raises TimeoutError (code 2, 网络连接超时) when the answer is too slow', async () => {
    const client = createApiClient({ baseUrl: server.url, timeout: 100 });
    const error = await client.get('/slow').catch((e: unknown) => e);
    expect(isTimeoutError(error)).toBe(true);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 2, status: 0, message: '网络连接超时' });
  });

  it('raises NetworkError (code 1, 网络连接异常) when nothing listens', async () => {
    const port = await closedPort();
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await client.banner.list().catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 1, status: 0, message: '网络连接异常' });
  });

  it('passes a caller abort through instead of reporting a network failure', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const controller = new AbortController();
    const pending = client.request('GET', '/slow', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
  });

  it('uses an injected fetch', async () => {
    const calls: string[] = [];
    const client = createApiClient({
      baseUrl: server.url,
      fetch: (input, init) => {
        calls.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    });
    await client.banner.list();
    expect(calls).toEqual([`${server.url}/api/banner/list?pageNum=1&pageSize=6`]);
  });

  it('checks an answer received elsewhere once its calls are loaded, as it checks its own', async () => {
    const unauthorized: unknown[] = [];
    const client = createApiClient({ baseUrl: server.url, onUnauthorized: (error) => unauthorized.push(error) });
    // Nothing has talked to the server yet: the checks are not loaded, and saying so beats a wrong answer.
    expect(() => client.readAnswer({ status: 200, body: '{"code":200,"msg":"","data":1}' })).toThrow(/not ready/);
    await client.ready();
    expect(client.readAnswer({ status: 200, body: '{"code":200,"msg":"","data":{"fileId":"f1"}}' }).data).toEqual({
      fileId: 'f1',
    });
    expect(() => client.readAnswer({ status: 401, body: '{"code":401,"msg":"用户未登录"}' })).toThrow(
      UnauthorizedError,
    );
    expect(unauthorized).toHaveLength(1);
    const error = (() => {
      try {
        return client.readAnswer({ status: 429, body: '{"code":429,"msg":"操作太频繁"}', retryAfter: '30' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 429, message: '操作太频繁', retryAfter: 30 });
  });

  it("loads the transport's calls with an endpoint group, so the group can check answers itself", async () => {
    const client = createApiClient({ baseUrl: server.url });
    await client.banner.list();
    expect(client.readAnswer({ status: 200, body: '{"code":200,"msg":"","data":2}' }).data).toBe(2);
  });

  it('every error is an ApiError', () => {
    for (const error of [
      new HttpError('x', { status: 500, code: 500 }),
      new BusinessError('x', { status: 200, code: '9' }),
      new NetworkError(),
      new TimeoutError(),
      new UnauthorizedError('x', { code: 401 }),
    ]) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toBeInstanceOf(Error);
    }
  });
});

describe('endpointPaths', () => {
  it('lists every endpoint the client calls', () => {
    expect(endpointPaths).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'GET', path: '/api/banner/list', operationId: 'listBanner' }),
        expect.objectContaining({ method: 'GET', path: '/api/content/list', operationId: 'listContent' }),
        expect.objectContaining({ method: 'POST', path: '/web/user/uploadOss' }),
      ]),
    );
    expect(new Set(endpointPaths.map((e) => `${e.method} ${e.path}`)).size).toBe(endpointPaths.length);
  });
});
