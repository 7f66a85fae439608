import type { FastifyRequest } from 'fastify';
import {
  emptySchema,
  type AnySchema,
  type BodyOf,
  type QueryOf,
  type ResponseOf,
  type RouteSpec,
  type RouteTable,
} from '@yiying/validation';
import { auditedWrite } from '../../lib/audit.js';
import type { ContractImpl } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Member } from '../identity/index.js';

type JsonSchema = Record<string, unknown>;

/** The console's routes of a site resource, by their names in its route table (admins only, by their specs). */
export interface MngTable {
  mngList: RouteSpec;
  mngDetail: RouteSpec;
  mngCreate: RouteSpec;
  mngUpdate: RouteSpec;
  mngDelete: RouteSpec;
}

type MngRoute = keyof MngTable;

/**
 * The console's list, detail, create, update and delete of one site resource (configuration, dictionary,
 * categories, notices), typed by the resource's route table `T`. What differs between resources is named here; the
 * routes are written once, and every write goes through the audit log with the record before and after.
 */
export interface MngResource<T extends RouteTable & MngTable> {
  /** The OpenAPI tag of the resource (`dict`); its routes carry `mng` too. */
  tag: string;
  /** Names in the OpenAPI answers: the record (字典项) and its page (字典分页). */
  label: string;
  pageLabel: string;
  record: JsonSchema;
  listQuery: AnySchema<QueryOf<T['mngList']>>;
  bodies: { create: AnySchema<BodyOf<T['mngCreate']>>; update: AnySchema<BodyOf<T['mngUpdate']>> };
  list(query: QueryOf<T['mngList']>): Promise<ResponseOf<T['mngList']>>;
  /** Any record, whatever its state: the console's detail and the audit log's before and after. */
  detail(id: string): Promise<ResponseOf<T['mngDetail']>>;
  create(body: BodyOf<T['mngCreate']>, admin: Member): Promise<ResponseOf<T['mngCreate']>>;
  update(id: string, body: BodyOf<T['mngUpdate']>): Promise<ResponseOf<T['mngUpdate']>>;
  remove(id: string): Promise<void>;
}

/** The request of a console route: its id, its validated query or body, and the admin calling. */
type MngRequest = FastifyRequest<{ Params: { id: string } }> & { viewer: Member };

/**
 * The implementations of the `/mng` routes of `table`, to spread into its `implementContract` beside the public
 * routes; method, path, docs and the admin check come from the table's specs.
 */
export function mngResource<T extends RouteTable & MngTable>(
  _table: T,
  resource: MngResource<T>,
): Pick<ContractImpl<T>, MngRoute> {
  const { label, record } = resource;
  const tags = [resource.tag, 'mng'];
  const one = envelopeResponses(record, label, [400, 401, 403, 404]);
  const impl = {
    mngList: {
      tags,
      query: resource.listQuery,
      response: envelopeResponses(pagedListSchema(record), resource.pageLabel, [400, 401, 403]),
      handler: async (request: MngRequest) => ok(await resource.list(request.query as QueryOf<T['mngList']>)),
    },
    mngDetail: {
      tags,
      response: one,
      handler: async (request: MngRequest) => ok(await resource.detail(request.params.id)),
    },
    mngCreate: {
      tags,
      body: resource.bodies.create,
      response: envelopeResponses(record, label, [400, 401, 403]),
      handler: async (request: MngRequest) =>
        ok(
          await auditedWrite(request, null, () =>
            resource.create(request.body as BodyOf<T['mngCreate']>, request.viewer),
          ),
        ),
    },
    mngUpdate: {
      tags,
      body: resource.bodies.update,
      response: one,
      handler: async (request: MngRequest) =>
        ok(
          await auditedWrite(
            request,
            () => resource.detail(request.params.id),
            () => resource.update(request.params.id, request.body as BodyOf<T['mngUpdate']>),
          ),
        ),
    },
    mngDelete: {
      tags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
      handler: async (request: MngRequest) => {
        await auditedWrite(
          request,
          () => resource.detail(request.params.id),
          () => resource.remove(request.params.id),
        );
        return ok({});
      },
    },
  };
  // The handlers are typed by `MngResource<T>`, which the generic route types cannot see through.
  return impl as unknown as Pick<ContractImpl<T>, MngRoute>;
}
