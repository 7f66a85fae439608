/// <reference types="@fastify/swagger" />
import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { markAccess } from '../lib/api-security';
import { DOCUMENT_TAGS, registerDocs } from '../plugins/docs';
import { SQLITE_TARGET, tempDir, useTestApp } from '../testing/test-app';

const run = promisify(execFile);

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
}

interface OpenApiDocument {
  servers?: Array<{ url: string }>;
  tags?: Array<{ name: string }>;
  components?: { securitySchemes?: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
}

const BOTH_HEADERS = [{ authorization: [], uuid: [] }];
const OPTIONAL_HEADERS = [{}, { authorization: [], uuid: [] }];
const PUBLIC_URL = 'https://yiying.example';
/** Public calls whose own body carries the credential they check: a missing one is their 401, not a header's. */
const BODY_CREDENTIAL = new Set(['refreshToken']);

/** Every operation of the document with its method and path. */
function operationsOf(doc: OpenApiDocument): Array<{ method: string; path: string; operation: Operation }> {
  return Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path: p, operation })),
  );
}

/** A package's own command-line script, run with this Node.js. */
function binOf(pkg: string, bin: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), bin);
}

/** Compiles with `tsc --strict`: the generated types are used the way a client of the API would. */
const CONSUMER = `import type { components, paths } from './openapi';

type ContentList = paths['/api/content/list']['get'];
type ContentPage = ContentList['responses'][200]['content']['application/json']['data'];
export const query: NonNullable<ContentList['parameters']['query']> = { pageNum: 1, pageSize: 9, type: 'image' };
export function titles(page: ContentPage): string[] {
  return page.records.map((record) => record.title);
}
type Login = paths['/web/user/login']['post'];
export const login: Login['requestBody']['content']['application/json'] = {
  type: 'password',
  mobile: '13800000001',
  password: 'Yiying@2026',
};
type Current = paths['/web/user/current']['get']['responses'][200]['content']['application/json'];
export const userIdOf = (answer: Current): string => answer.data.userId;
export type Keys = keyof components['schemas'] | keyof paths;
`;

describe('the OpenAPI document', () => {
  const t = useTestApp(SQLITE_TARGET, { env: { DEMO_DATA: 'false', PUBLIC_URL } });
  let doc: OpenApiDocument;

  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json() as OpenApiDocument;
    if (process.env['OPENAPI_DUMP']) writeFileSync(process.env['OPENAPI_DUMP'], res.body);
  });

  it('declares both headers as apiKey security schemes and the site from PUBLIC_URL as its server', () => {
    expect(doc.components?.securitySchemes).toEqual({
      authorization: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'authorization' }),
      uuid: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'uuid' }),
    });
    expect(doc.servers).toEqual([expect.objectContaining({ url: PUBLIC_URL })]);
  });

  it('gives every operation its security: both headers for /mng and member calls, none for public reads', () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(200);
    expect(operations.filter(({ operation }) => !Array.isArray(operation.security)).map((o) => o.path)).toEqual([]);
    const mng = operations.filter((o) => o.path.startsWith('/mng/'));
    expect(mng.length).toBeGreaterThan(40);
    for (const { operation } of mng) expect(operation.security).toEqual(BOTH_HEADERS);
    const security = (p: string, method = 'get') => doc.paths[p]?.[method]?.security;
    expect(security('/api/banner/list')).toEqual([]);
    expect(security('/api/content/list')).toEqual(OPTIONAL_HEADERS);
    expect(security('/web/user/current')).toEqual(BOTH_HEADERS);
    expect(security('/web/content/create', 'post')).toEqual(BOTH_HEADERS);
    expect(security('/web/user/login', 'post')).toEqual([]);
  });

  it('tells the truth about security: a call without the headers gets 401 exactly where both are required', async () => {
    const mismatched: string[] = [];
    for (const { method, path: p, operation } of operationsOf(doc)) {
      const url = p.replace(/\{\w+\}/g, 'x');
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET' | 'POST', url, payload: {} });
      const required = JSON.stringify(operation.security) === JSON.stringify(BOTH_HEADERS);
      // A required query parameter is checked before who calls (a bad address is a 400 for everyone).
      const queryFirst = operation.parameters?.some((q) => q.in === 'query' && q.required) ?? false;
      const fits = required
        ? res.statusCode === 401 || (queryFirst && res.statusCode === 400)
        : res.statusCode !== 401 || BODY_CREDENTIAL.has(operation.operationId ?? '');
      if (!fits) mismatched.push(`${method.toUpperCase()} ${p} → ${res.statusCode}`);
    }
    expect(mismatched).toEqual([]);
  });

  it('declares every tag its operations use', () => {
    expect(doc.tags?.map((tag) => tag.name)).toEqual(DOCUMENT_TAGS);
    const used = new Set(operationsOf(doc).flatMap(({ operation }) => operation.tags ?? []));
    expect([...used].filter((tag) => !DOCUMENT_TAGS.includes(tag))).toEqual([]);
  });

  it('passes Redocly’s recommended rules without an error or a warning, and its types compile with tsc --strict', async () => {
    const dir = tempDir('yiying-openapi-');
    try {
      writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
      writeFileSync(
        path.join(dir, 'redocly.yaml'),
        'extends:\n  - recommended\nrules:\n  operation-tag-defined: error\n  operation-summary: error\n',
      );
      writeFileSync(path.join(dir, 'consumer.ts'), CONSUMER);
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
      const options = { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 };
      const lint = run(
        process.execPath,
        [binOf('@redocly/cli', 'bin/cli.js'), 'lint', 'openapi.json', '--format', 'json', '--max-problems', '1000'],
        options,
      ).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr }));
      const generate = run(
        process.execPath,
        [binOf('openapi-typescript', 'bin/cli.js'), 'openapi.json', '--output', 'openapi.ts'],
        options,
      );
      const [linted] = await Promise.all([lint, generate]);
      const report = JSON.parse(linted.stdout) as {
        totals: { errors: number; warnings: number };
        problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer?: string }> }>;
      };
      const problems = report.problems.map(
        (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location.map((l) => l.pointer).join(', ')})`,
      );
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });

      const tsc = await run(
        process.execPath,
        [
          binOf('typescript', 'bin/tsc'),
          '--noEmit',
          '--strict',
          '--target',
          'es2022',
          '--module',
          'nodenext',
          '--moduleResolution',
          'nodenext',
          'openapi.ts',
          'consumer.ts',
        ],
        options,
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? 'tsc failed' }));
      expect(tsc.stdout.trim()).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the document’s servers and security without PUBLIC_URL', () => {
  it('names the site it is read from, and reads each route’s security off its pre-handlers', async () => {
    const app = Fastify();
    await registerDocs(app, {});
    const member = markAccess(async () => undefined, 'member');
    const optional = markAccess(async () => undefined, 'optional');
    const other = async () => undefined;
    const answer = async () => ({});
    app.get('/api/open', { schema: { operationId: 'open' } }, answer);
    app.get('/api/personal', { schema: { operationId: 'personal' }, preHandler: [optional, other] }, answer);
    app.post('/web/mine', { schema: { operationId: 'mine' }, preHandler: [other, member] }, answer);
    await app.ready();
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
    await app.close();
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.paths['/api/open']?.['get']?.security).toEqual([]);
    expect(doc.paths['/api/personal']?.['get']?.security).toEqual(OPTIONAL_HEADERS);
    expect(doc.paths['/web/mine']?.['post']?.security).toEqual(BOTH_HEADERS);
  });
});
