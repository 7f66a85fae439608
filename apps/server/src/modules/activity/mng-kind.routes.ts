import type { FastifyRequest } from 'fastify';
import type { ApiEnvelope, PagedList } from '@yiying/models';
import { emptySchema } from '@yiying/validation';
import type { Schema } from 'yup';
import { auditedWrite } from '../../lib/audit.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Member } from '../identity/index.js';

type Admin = Member;
type JsonSchema = Record<string, unknown>;
/** The request of an admin route on one record (`/{id}`). */
type RecordRequest = FastifyRequest & { viewer: Admin; params: { id: string } };

/**
 * The admin routes of one kind of managed record (activities, road shows): a list of every state, create, update,
 * state changes (publish, down) and delete. What differs between kinds is named here; the routes are written once.
 */
export interface ManagedKind<T, Query, CreateBody, UpdateBody> {
  /** The record's name in the OpenAPI answers (活动, 路演). */
  label: string;
  record: JsonSchema;
  listQuery: Schema<Query>;
  bodies: { create: Schema<CreateBody>; update: Schema<UpdateBody> };
  /** Create answers 404 when the body names a linked record that does not exist. */
  createMayMiss: boolean;
  list(admin: Admin, query: Query): Promise<PagedList<T>>;
  /** The record as the audit log keeps it before and after a write. */
  detail(admin: Admin, id: string): Promise<T>;
  create(admin: Admin, body: CreateBody): Promise<T>;
  update(admin: Admin, id: string, body: UpdateBody): Promise<T>;
  remove(admin: Admin, id: string): Promise<void>;
}

const TAGS = ['activity', 'mng'];
const ONE = [400, 401, 403, 404];

/**
 * The implementations of the admin routes of `kind`, for its contract table (`implementContract`); every write goes
 * through the audit log with the record before and after. `state(write)` serves a state change (publish, down).
 */
export function mngKindRoutes<T, Query, CreateBody, UpdateBody>(kind: ManagedKind<T, Query, CreateBody, UpdateBody>) {
  const { label, record } = kind;
  const one = envelopeResponses(record, label, ONE);
  /** A write to the record `id` by the calling admin, audited with the record before and after. */
  const onRecord = async <R>(request: RecordRequest, write: (admin: Admin, id: string) => Promise<R>): Promise<R> => {
    const admin = request.viewer;
    const id = request.params.id;
    return auditedWrite(
      request,
      () => kind.detail(admin, id),
      () => write(admin, id),
    );
  };

  return {
    list: {
      tags: TAGS,
      query: kind.listQuery,
      response: envelopeResponses(pagedListSchema(record), `${label}分页`, [400, 401, 403]),
      handler: async (request: FastifyRequest & { viewer: Admin; query: Query }): Promise<ApiEnvelope<PagedList<T>>> =>
        ok(await kind.list(request.viewer, request.query)),
    },
    create: {
      tags: TAGS,
      body: kind.bodies.create,
      response: envelopeResponses(record, label, kind.createMayMiss ? ONE : [400, 401, 403]),
      handler: async (request: FastifyRequest & { viewer: Admin; body: CreateBody }): Promise<ApiEnvelope<T>> => {
        const admin = request.viewer;
        return ok(await auditedWrite(request, null, () => kind.create(admin, request.body)));
      },
    },
    update: {
      tags: TAGS,
      body: kind.bodies.update,
      response: one,
      handler: async (request: RecordRequest & { body: UpdateBody }): Promise<ApiEnvelope<T>> =>
        ok(await onRecord(request, (admin, id) => kind.update(admin, id, request.body))),
    },
    state: (write: (admin: Admin, id: string) => Promise<T>) => ({
      tags: TAGS,
      response: one,
      handler: async (request: RecordRequest): Promise<ApiEnvelope<T>> => ok(await onRecord(request, write)),
    }),
    delete: {
      tags: TAGS,
      response: envelopeResponses(emptySchema, '已删除', [...ONE, 409]),
      handler: async (request: RecordRequest): Promise<ApiEnvelope<Record<string, never>>> => {
        await onRecord(request, kind.remove);
        return ok({});
      },
    },
  };
}
