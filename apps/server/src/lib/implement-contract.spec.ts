import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { object, string } from 'yup';
import { route, type RouteTable } from '@yiying/validation';
import { AppError, installErrorHandling } from '../errors';
import { ok } from './envelope';
import { implementContract, type AccessHooks } from './contract-route';
import { memberOnlyHook } from './viewer';

const noteBody = object({ text: string().trim().required('请输入内容') });

/** A small contract: a public list, a member-only create with a body, an admin delete by id. */
const notePaths = {
  list: route<{ response: string[] }>()({
    method: 'GET',
    path: '/api/note/list',
    operationId: 'listNotes',
    summary: '便签列表',
  }),
  create: route<{ body: { text: string }; response: { id: string; text: string } }>()({
    method: 'POST',
    path: '/web/note/create',
    operationId: 'createNote',
    summary: '写便签',
    description: '只有会员可写。',
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/mng/note/delete/{id}',
    operationId: 'deleteNote',
    summary: '删除便签',
    params: { id: '便签 ID' },
    access: 'admin',
    empty: true,
  }),
} as const satisfies RouteTable;

const member = memberOnlyHook(async (request) => {
  if (request.headers['x-user'] === undefined) throw new AppError('UNAUTHORIZED');
  request.viewer = { userId: String(request.headers['x-user']), admin: false };
});
const hooks: AccessHooks = { member, admin: member, optional: async () => undefined };
const response = { 200: {} };

function implement(app: FastifyInstance): void {
  implementContract(app, hooks, notePaths, {
    list: { tags: ['note'], response, handler: async () => ok(['a', 'b']) },
    create: {
      tags: ['note'],
      body: noteBody,
      response,
      handler: async (request) => ok({ id: request.viewer.userId, text: request.body.text }),
    },
    delete: {
      tags: ['note'],
      response,
      handler: async (request) => {
        if (request.params.id !== 'n1') throw new AppError('NOT_FOUND');
        return ok({});
      },
    },
  });
}

describe('implementContract', () => {
  let app: FastifyInstance;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(() => () => true);
    installErrorHandling(app);
    app.addHook('onRoute', (options) => void routes.push(options));
    implement(app);
    await app.ready();
  });

  afterAll(() => app.close());

  it('registers every route of the table with the summary, description and parameter docs of its spec', () => {
    const byId = Object.fromEntries(routes.map((r) => [(r.schema as { operationId: string }).operationId, r]));
    expect(Object.keys(byId).sort()).toEqual(['createNote', 'deleteNote', 'listNotes']);
    expect(byId['createNote']?.schema).toMatchObject({ summary: '写便签', description: '只有会员可写。' });
    expect(byId['deleteNote']?.url).toBe('/mng/note/delete/:id');
    expect(byId['deleteNote']?.schema).toMatchObject({
      params: { properties: { id: expect.objectContaining({ description: '便签 ID' }) } },
    });
  });

  it('puts the pre-handler of the spec’s access in front of the handler, and validates the body after it', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/note/list' })).json()).toMatchObject({ data: ['a', 'b'] });
    const anonymous = await app.inject({ method: 'POST', url: '/web/note/create', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const empty = await app.inject({
      method: 'POST',
      url: '/web/note/create',
      payload: {},
      headers: { 'x-user': 'u1' },
    });
    expect(empty.statusCode).toBe(400);
    const made = await app.inject({
      method: 'POST',
      url: '/web/note/create',
      payload: { text: ' 你好 ' },
      headers: { 'x-user': 'u1' },
    });
    expect(made.json()).toMatchObject({ data: { id: 'u1', text: '你好' } });
    const gone = await app.inject({ method: 'POST', url: '/mng/note/delete/n2', headers: { 'x-user': 'u1' } });
    expect(gone.statusCode).toBe(404);
  });
});

/** Compile-time checks (run by the server's typecheck): each broken implementation below must fail to compile. */
export function typeChecks(app: FastifyInstance): void {
  const list = { tags: [], response, handler: async () => ok(['a']) };
  const del = { tags: [], response, handler: async () => ok({}) };
  const create = {
    tags: [],
    body: noteBody,
    response,
    handler: async () => ok({ id: 'n1', text: 't' }),
  };

  // @ts-expect-error a route of the table is missing
  implementContract(app, hooks, notePaths, { list, create });

  // @ts-expect-error a table with member-only routes needs the access hooks
  implementContract(app, null, notePaths, { list, create, delete: del });

  // @ts-expect-error a route the table does not have
  implementContract(app, hooks, notePaths, { list, create, delete: del, extra: del });

  implementContract(app, hooks, notePaths, {
    // @ts-expect-error the handler answers the wrong shape
    list: { tags: [], response, handler: async () => ok([1, 2]) },
    create,
    delete: del,
  });

  implementContract(app, hooks, notePaths, {
    list,
    // @ts-expect-error a route with a body needs the schema that validates it
    create: { tags: [], response, handler: create.handler },
    delete: del,
  });

  implementContract(app, hooks, notePaths, {
    list: {
      tags: [],
      response,
      // @ts-expect-error an open route's viewer may be null
      handler: async (request) => ok([request.viewer.userId]),
    },
    create,
    delete: {
      tags: [],
      response,
      handler: async (request) => {
        // @ts-expect-error the path has no `name` parameter
        void request.params.name;
        return ok({});
      },
    },
  });
}
