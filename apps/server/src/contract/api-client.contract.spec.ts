import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  createApiClient,
  endpointPaths,
  isHttpError,
  type ApiClient,
} from '@yiying/api-client';
import { startServer, type RunningServer } from '../app';
import { tempDir, testConfig, SQLITE_TARGET } from '../testing/test-app';

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

/** The real server on an ephemeral port, called over real HTTP through the published client. */
describe('@yiying/api-client against the real server', () => {
  let server: RunningServer;
  let client: ApiClient;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDir();
    server = await startServer(
      testConfig(SQLITE_TARGET, dataDir, path.join(dataDir, 'web'), undefined),
    );
    client = createApiClient({ baseUrl: server.url });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on an ephemeral port', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });

  it('lists home banners', async () => {
    const page = await client.banner.list({ type: 'home-major' });
    expect(page.size).toBe(6);
    expect(page.current).toBe(1);
    expect(page.records.length).toBeGreaterThanOrEqual(4);
    expect(
      page.records.every(
        (b) => b.type === 'home-major' && b.state === 'publish',
      ),
    ).toBe(true);
  });

  it('lists content with paging and the creator', async () => {
    const page = await client.content.list({ pageNum: 2, pageSize: 5 });
    expect(page.current).toBe(2);
    expect(page.size).toBe(5);
    expect(page.records).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(60);
    expect(page.pages).toBe(Math.ceil(page.total / 5));
    for (const record of page.records) {
      expect(record.creator?.userId).toBe(record.createBy);
      expect(record.creator?.username).toBeTruthy();
    }
  });

  it('uses the default page size of the spec', async () => {
    const page = await client.content.list();
    expect(page.size).toBe(9);
    expect(page.records).toHaveLength(9);
  });

  it('surfaces a validation failure as an HttpError with the Chinese message', async () => {
    const failure = await client.content
      .list({ pageSize: 101 })
      .catch((error: unknown) => error);
    expect(isHttpError(failure)).toBe(true);
    expect(failure).toMatchObject({
      status: 400,
      message: 'pageSize 必须是 1 到 100 之间的整数',
      errors: [
        { field: 'pageSize', message: 'pageSize 必须是 1 到 100 之间的整数' },
      ],
    });
  });

  it('calls only routes that the server documents', async () => {
    const response = await fetch(`${server.url}/docs/json`);
    const doc = (await response.json()) as OpenApiDocument;
    expect(endpointPaths.length).toBeGreaterThanOrEqual(2);
    for (const endpoint of endpointPaths) {
      expect({
        ...endpoint,
        documented: Boolean(
          doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()],
        ),
      }).toEqual({
        ...endpoint,
        documented: true,
      });
    }
  });
});
