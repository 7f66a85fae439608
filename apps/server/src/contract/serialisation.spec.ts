import { CONTRACTS, contractRoutes } from '@yiying/validation';
import { fastifyPath } from '../lib/contract-route';
import { SQLITE_TARGET, useTestApp } from '../testing/test-app';

/**
 * `data` of every contract route that answers a record: the contracts' own examples, each a full sample of its
 * models entity with every optional key present. A route with neither an example nor `empty: true` fails the
 * completeness check below.
 */
const SAMPLES: Record<string, unknown> = Object.fromEntries(
  Object.values(CONTRACTS).flatMap((contract) => Object.entries(contract.examples)),
);

/** Routes whose `data` is `{}` (nothing but success). */
// Routes answering `{}`, a redirect or a file carry no record to serialise.
const EMPTY_ANSWERS = new Set(
  contractRoutes.filter((route) => route.empty || route.redirect || route.file).map((route) => route.operationId),
);

/** Dotted paths of every key in a JSON value (array items share their parent's path). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => keyPaths(item, prefix)))];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...keyPaths(child, path)];
  });
}

/**
 * Fastify's serializer (fast-json-stringify) silently drops keys a response schema does not list.
 * Each route's own 200 schema serialises a full sample of its models entity here; a property missing
 * from a contract record schema shows up as a key missing from the answer.
 */
describe('serialised answers keep every field of the models entity', () => {
  const t = useTestApp(SQLITE_TARGET, {
    beforeReady(app) {
      app.post<{ Params: { operationId: string }; Body: { sample: unknown } }>(
        '/test/serialise/:operationId',
        async (request, reply) => {
          const route = app.yiying.routes.find((r) => r.schema['operationId'] === request.params.operationId);
          const response = route?.schema['response'] as Record<string, Record<string, unknown>> | undefined;
          if (!response?.[200]) return reply.status(404).send({ missing: request.params.operationId });
          return reply
            .type('application/json')
            .send(reply.serializeInput({ code: 200, msg: 'ok', data: request.body.sample }, response[200]));
        },
      );
    },
  });

  it('has a sample for every contract route that answers a record', () => {
    const uncovered = contractRoutes
      .map((route) => route.operationId)
      .filter((id) => !(id in SAMPLES) && !EMPTY_ANSWERS.has(id));
    expect(uncovered).toEqual([]);
  });

  it.each(Object.keys(SAMPLES))('%s', async (operationId) => {
    const sample = SAMPLES[operationId];
    // Wrapped in `{ sample }`: the probe's body is always an object, whatever the answer's shape.
    const res = await t.app.inject({ method: 'POST', url: `/test/serialise/${operationId}`, payload: { sample } });
    expect(res.statusCode).toBe(200);
    const answered = (res.json() as { data: unknown }).data;
    expect(keyPaths(answered).sort()).toEqual(keyPaths(sample).sort());
  });

  it('serves every contract route under its contract method, path and operationId', () => {
    const registered = t.app.yiying.routes.map((r) => `${r.method} ${r.url} ${String(r.schema['operationId'])}`);
    for (const route of contractRoutes) {
      expect(registered).toContain(`${route.method} ${fastifyPath(route.path)} ${route.operationId}`);
    }
  });
});
