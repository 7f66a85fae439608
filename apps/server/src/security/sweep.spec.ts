import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loginByCode, loginByPassword, type TestSession } from '../testing/identity';
import { describeEachDatabase, useTestApp } from '../testing/test-app';

/** One operation of the OpenAPI document. */
interface Operation {
  method: string;
  path: string;
  operationId: string;
  /** Documented answers: a route documenting 401 needs a session. */
  statuses: number[];
  query: JsonSchema | undefined;
  body: JsonSchema | undefined;
  multipart: boolean;
  params: string[];
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
}

/** Every operation of the served document: new routes join the sweeps without any edit here. */
async function operations(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op['parameters'] ?? []) as { in: string; name: string; schema?: JsonSchema }[];
      const queryProps = Object.fromEntries(
        parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
      );
      const content = ((op['requestBody'] as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content ?? {}) as Record<string, { schema?: JsonSchema }>;
      ops.push({
        method: method.toUpperCase(),
        path,
        operationId: String(op['operationId'] ?? `${method} ${path}`),
        statuses: Object.keys((op['responses'] ?? {}) as object).map(Number),
        query: Object.keys(queryProps).length ? { type: 'object', properties: queryProps } : undefined,
        body: content['application/json']?.schema,
        multipart: Object.keys(content).some((type) => type.startsWith('multipart/')),
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
      });
    }
  }
  return ops;
}

function fill(path: string, value: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
}

/** Operations that end the caller's own session: left out of the sweeps that reuse a session. */
const ENDS_SESSION = new Set(['logout']);
/** Operations whose token is in the body, not the header: their 401 is about that token. */
const TOKEN_IN_BODY = new Set(['refreshToken']);

describeEachDatabase('security sweep over every route of the OpenAPI document', (target) => {
  const t = useTestApp(target, { withWebApp: true });
  let ops: Operation[] = [];
  let admin: TestSession;
  let member: TestSession;
  let ids: Record<string, string>;

  beforeAll(async () => {
    ops = await operations(t.app);
    admin = await loginByPassword(t.app, '13800000009');
    member = await loginByCode(t.app);
    const content = (await t.app.inject({ method: 'GET', url: '/api/content/list?pageSize=1' })).json().data.records[0];
    ids = { contentId: content.contentId, id: content.contentId, userId: content.userId ?? content.createBy ?? 'x' };
  });

  const send = (op: Operation, session: TestSession | null, extra: Partial<InjectOptions> = {}) =>
    t.app.inject({
      method: op.method as InjectOptions['method'],
      url: fill(op.path, (name) => ids[name] ?? ids['id'] ?? 'x'),
      headers: session ? { authorization: session.token } : {},
      ...(op.method === 'POST' && !op.multipart ? { payload: {} } : {}),
      ...extra,
    });

  it('finds the routes of every area in the document', () => {
    expect(ops.length).toBeGreaterThan(50);
    for (const prefix of ['/api/', '/web/', '/mng/']) expect(ops.some((op) => op.path.startsWith(prefix))).toBe(true);
  });

  it('without a token: every member and admin route answers 401, nothing answers 500', async () => {
    const wrong: string[] = [];
    for (const op of ops) {
      const res = await send(op, null);
      const needsSession = op.statuses.includes(401) || op.path.startsWith('/mng/');
      // A malformed query or path is refused before the session is looked at; it reveals nothing.
      const allowed = op.query || op.params.length > 0 ? [400, 401] : [401];
      if (res.statusCode >= 500 || (needsSession && !allowed.includes(res.statusCode))) {
        wrong.push(`${op.method} ${op.path} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('as another member: every /mng route answers 403, and nobody edits or deletes what is not theirs', async () => {
    const wrong: string[] = [];
    for (const op of ops) {
      if (ENDS_SESSION.has(op.operationId)) continue;
      const res = await send(op, member);
      if (res.statusCode >= 500) wrong.push(`${op.method} ${op.path} → ${res.statusCode}`);
      if (op.path.startsWith('/mng/') && res.statusCode !== 403)
        wrong.push(`${op.method} ${op.path} → ${res.statusCode}`);
      const foreignWrite =
        op.method === 'POST' && /\/(update|delete)\/\{/.test(op.path) && op.path.includes('/content/');
      if (foreignWrite && res.statusCode < 400) wrong.push(`${op.method} ${op.path} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('as the admin: no route refuses the session and nothing answers 500', async () => {
    const wrong: string[] = [];
    for (const op of ops) {
      if (ENDS_SESSION.has(op.operationId)) continue;
      const res = await send(op, admin);
      if (res.statusCode >= 500 || (res.statusCode === 401 && !TOKEN_IN_BODY.has(op.operationId)))
        wrong.push(`${op.method} ${op.path} → ${res.statusCode}`);
      if (op.path.startsWith('/mng/') && res.statusCode === 403) wrong.push(`${op.method} ${op.path} → 403`);
    }
    expect(wrong).toEqual([]);
  });

  /**
   * States a visitor may see: published (activities then move to doing / finish on the clock), and entries that passed
   * review (pass / excellent).
   */
  const PUBLIC_STATES = new Set(['publish', 'doing', 'finish', 'pass', 'excellent']);

  it('public lists never return an unpublished row, whatever state they are asked for', async () => {
    const wrong: string[] = [];
    const lists = ops.filter(
      (op) => op.method === 'GET' && op.path.startsWith('/api/') && op.query?.properties?.['state'],
    );
    for (const op of lists) {
      for (const state of op.query?.properties?.['state']?.enum ?? ['create', 'down']) {
        for (const session of [null, member]) {
          const res = await send(op, session, { query: { state: String(state), pageSize: '50' } });
          const records = (res.json().data?.records ?? []) as { state?: string }[];
          for (const r of records)
            if (r.state && !PUBLIC_STATES.has(r.state)) wrong.push(`${op.path}?state=${state} → ${r.state}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  /** Values that break naive code: odd text, numbers out of range, wrong kinds, deep and wide structures. */
  const nasty: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(
        '',
        ' ',
        '\u0000',
        '\u202E',
        '\ud800',
        '%00',
        '../../etc/passwd',
        "' OR 1=1 --",
        '<script>',
        'NaN',
        '-1',
        '1e999',
        '9'.repeat(40),
        '__proto__',
        'constructor',
      ),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', 'valueOf', 'toString'), tie('value'), {
        maxKeys: 3,
      }),
    ),
  })).value;

  function shaped(schema: JsonSchema | undefined): fc.Arbitrary<Record<string, unknown>> {
    const names = Object.keys(schema?.properties ?? {});
    return fc.record(Object.fromEntries(names.map((n) => [n, nasty])), { requiredKeys: [] }) as fc.Arbitrary<
      Record<string, unknown>
    >;
  }

  it('fuzzes every route’s query, body and path from its schema: no answer is a 500', async () => {
    const wrong: string[] = [];
    for (const op of ops) {
      if (ENDS_SESSION.has(op.operationId) || op.multipart) continue;
      await fc
        .assert(
          fc.asyncProperty(
            shaped(op.query),
            shaped(op.body),
            fc.string({ maxLength: 80 }),
            fc.boolean(),
            async (query, body, param, authed) => {
              const res = await t.app.inject({
                method: op.method as InjectOptions['method'],
                url: fill(op.path, () => param || 'x'),
                query: Object.fromEntries(
                  Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
                ),
                headers: authed ? { authorization: member.token } : {},
                ...(op.method === 'POST' ? { payload: body as Record<string, unknown> } : {}),
              });
              if (res.statusCode >= 500) {
                wrong.push(`${op.method} ${op.path} → ${res.statusCode} ${JSON.stringify({ query, body, param })}`);
                return false;
              }
              return true;
            },
          ),
          { numRuns: 6, seed: 1016 },
        )
        .catch(() => undefined);
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});
