import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PagedList } from '@yiying/models';
import { emptySchema, type RouteSpec } from '@yiying/validation';
import type { AnySchema, Schema } from 'yup';
import { auditedWrite } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth, Member } from '../identity/index.js';

type Admin = Member;
type JsonSchema = Record<string, unknown>;
type IdParams = { Params: { id: string } };

/**
 * The admin routes of one kind of managed record (activities, road shows): a list of every state, create, update,
 * publish, optionally down, and delete. What differs between kinds is named here; the routes are written once.
 */
export interface ManagedKind<T, Query, CreateBody, UpdateBody> {
  /** The record's name in the OpenAPI answers (活动, 路演). */
  label: string;
  record: JsonSchema;
  paths: {
    list: RouteSpec;
    create: RouteSpec;
    update: RouteSpec;
    publish: RouteSpec;
    down?: RouteSpec;
    delete: RouteSpec;
  };
  /** Route summaries (and the descriptions some routes carry). */
  docs: {
    list: string;
    listDescription?: string;
    create: string;
    update: string;
    publish: string;
    down?: string;
    delete: string;
    deleteDescription: string;
  };
  listQuery: Schema;
  bodies: { create: AnySchema<unknown>; update: AnySchema<unknown> };
  /** Create answers 404 when the body names a linked record that does not exist. */
  createMayMiss: boolean;
  list(admin: Admin, query: Query): Promise<PagedList<T>>;
  /** The record as the audit log keeps it before and after a write. */
  detail(admin: Admin, id: string): Promise<T>;
  create(admin: Admin, body: CreateBody): Promise<T>;
  update(admin: Admin, id: string, body: UpdateBody): Promise<T>;
  publish(admin: Admin, id: string): Promise<T>;
  /** Hides the record; a kind without it has no down route. */
  down?(admin: Admin, id: string): Promise<T>;
  remove(admin: Admin, id: string): Promise<void>;
}

const TAGS = ['activity', 'mng'];
const ID = { id: 'ID' };
const ONE = [400, 401, 403, 404];

/** Registers the admin routes of `kind`; every write goes through the audit log with the record before and after. */
export function mngKindRoutes<T, Query, CreateBody, UpdateBody>(
  app: FastifyInstance,
  auth: Auth,
  kind: ManagedKind<T, Query, CreateBody, UpdateBody>,
): void {
  const { label, record, paths, docs } = kind;
  const one = envelopeResponses(record, label, ONE);
  /** A write to the record `id` by the calling admin, audited with the record before and after. */
  const onRecord = async <R>(
    request: FastifyRequest<IdParams> & { viewer: Admin },
    write: (admin: Admin, id: string) => Promise<R>,
  ): Promise<R> => {
    const admin = request.viewer;
    const id = request.params.id;
    return auditedWrite(
      request,
      () => kind.detail(admin, id),
      () => write(admin, id),
    );
  };
  const stateRoute = (spec: RouteSpec, summary: string, write: (admin: Admin, id: string) => Promise<T>) =>
    contractRoute<IdParams>(
      app,
      spec,
      { tags: TAGS, summary, params: ID, auth: auth.admin, response: one },
      async (request) => ok(await onRecord(request, write)),
    );

  contractRoute<{ Querystring: Query }>(
    app,
    paths.list,
    {
      tags: TAGS,
      summary: docs.list,
      ...(docs.listDescription ? { description: docs.listDescription } : {}),
      query: kind.listQuery,
      auth: auth.admin,
      response: envelopeResponses(pagedListSchema(record), `${label}分页`, [400, 401, 403]),
    },
    async (request) => ok(await kind.list(request.viewer, request.query as Query)),
  );
  contractRoute<{ Body: CreateBody }>(
    app,
    paths.create,
    {
      tags: TAGS,
      summary: docs.create,
      body: kind.bodies.create,
      auth: auth.admin,
      response: envelopeResponses(record, label, kind.createMayMiss ? ONE : [400, 401, 403]),
    },
    async (request) => {
      const admin = request.viewer;
      return ok(await auditedWrite(request, null, () => kind.create(admin, request.body as CreateBody)));
    },
  );
  contractRoute<IdParams & { Body: UpdateBody }>(
    app,
    paths.update,
    { tags: TAGS, summary: docs.update, params: ID, body: kind.bodies.update, auth: auth.admin, response: one },
    async (request) => ok(await onRecord(request, (admin, id) => kind.update(admin, id, request.body as UpdateBody))),
  );
  stateRoute(paths.publish, docs.publish, kind.publish);
  if (paths.down && docs.down && kind.down) stateRoute(paths.down, docs.down, kind.down);
  contractRoute<IdParams>(
    app,
    paths.delete,
    {
      tags: TAGS,
      summary: docs.delete,
      description: docs.deleteDescription,
      params: ID,
      auth: auth.admin,
      response: envelopeResponses(emptySchema, '已删除', [...ONE, 409]),
    },
    async (request) => {
      await onRecord(request, kind.remove);
      return ok({});
    },
  );
}
