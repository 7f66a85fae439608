import type { FastifyInstance } from 'fastify';
import type { PagedList } from '@yiying/models';
import { emptySchema, type RouteSpec } from '@yiying/validation';
import type { AnySchema, Schema } from 'yup';
import { auditedWrite } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth, Member } from '../identity/index.js';

/** Said of every `/mng` route of the site's resources. */
export const MNG = '仅管理员：未登录 401，非管理员 403。';

type JsonSchema = Record<string, unknown>;
type IdParams = { Params: { id: string } };

/** A route's summary and what its description says before {@link MNG}. */
export interface MngDoc {
  summary: string;
  note?: string;
}

/**
 * The console's list, detail, create, update and delete of one site resource (configuration, dictionary,
 * categories, notices). What differs between resources is named here; the routes are written once, and every write
 * goes through the audit log with the record before and after.
 */
export interface MngResource<T, Query, CreateBody, UpdateBody> {
  /** The OpenAPI tag of the resource (`dict`); its routes carry `mng` too. */
  tag: string;
  /** Names in the OpenAPI answers: the record (字典项), its page (字典分页) and its id (字典项 ID). */
  label: string;
  pageLabel: string;
  idLabel: string;
  record: JsonSchema;
  paths: { mngList: RouteSpec; mngDetail: RouteSpec; mngCreate: RouteSpec; mngUpdate: RouteSpec; mngDelete: RouteSpec };
  listQuery: Schema;
  bodies: { create: AnySchema<unknown>; update: AnySchema<unknown> };
  docs: { list: MngDoc; detail: MngDoc; create: MngDoc; update: MngDoc; delete: MngDoc };
  list(query: Query): Promise<PagedList<T>>;
  /** Any record, whatever its state: the console's detail and the audit log's before and after. */
  detail(id: string): Promise<T>;
  create(body: CreateBody, admin: Member): Promise<T>;
  update(id: string, body: UpdateBody): Promise<T>;
  remove(id: string): Promise<void>;
}

/** Registers the `/mng` routes of `resource`, admins only. */
export function mngResourceRoutes<T, Query, CreateBody, UpdateBody>(
  app: FastifyInstance,
  auth: Auth,
  resource: MngResource<T, Query, CreateBody, UpdateBody>,
): void {
  const { paths, docs, label, record } = resource;
  const tags = [resource.tag, 'mng'];
  const describe = (doc: MngDoc) => ({ summary: doc.summary, description: `${doc.note ?? ''}${MNG}` });
  const params = { id: resource.idLabel };
  const one = envelopeResponses(record, label, [400, 401, 403, 404]);
  contractRoute<{ Querystring: Query }>(
    app,
    paths.mngList,
    {
      tags,
      ...describe(docs.list),
      query: resource.listQuery,
      auth: auth.admin,
      response: envelopeResponses(pagedListSchema(record), resource.pageLabel, [400, 401, 403]),
    },
    async (request) => ok(await resource.list(request.query as Query)),
  );
  contractRoute<IdParams>(
    app,
    paths.mngDetail,
    { tags, ...describe(docs.detail), params, auth: auth.admin, response: one },
    async (request) => ok(await resource.detail(request.params.id)),
  );
  contractRoute<{ Body: CreateBody }>(
    app,
    paths.mngCreate,
    {
      tags,
      ...describe(docs.create),
      body: resource.bodies.create,
      auth: auth.admin,
      response: envelopeResponses(record, label, [400, 401, 403]),
    },
    async (request) =>
      ok(await auditedWrite(request, null, () => resource.create(request.body as CreateBody, request.viewer))),
  );
  contractRoute<IdParams & { Body: UpdateBody }>(
    app,
    paths.mngUpdate,
    { tags, ...describe(docs.update), params, body: resource.bodies.update, auth: auth.admin, response: one },
    async (request) =>
      ok(
        await auditedWrite(
          request,
          () => resource.detail(request.params.id),
          () => resource.update(request.params.id, request.body as UpdateBody),
        ),
      ),
  );
  contractRoute<IdParams>(
    app,
    paths.mngDelete,
    {
      tags,
      ...describe(docs.delete),
      params,
      auth: auth.admin,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
    },
    async (request) => {
      await auditedWrite(
        request,
        () => resource.detail(request.params.id),
        () => resource.remove(request.params.id),
      );
      return ok({});
    },
  );
}
