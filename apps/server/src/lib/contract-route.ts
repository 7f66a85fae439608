import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import { object, type Schema } from 'yup';
import type { ApiEnvelope } from '@yiying/models';
import {
  queryId,
  toJsonSchema,
  validate,
  type AnySchema,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteSpec,
  type RouteTable,
} from '@yiying/validation';
import { validationFailed, type AppError } from '../errors.js';
import type { SentAnswer } from './shared-answer.js';
import type { Member, MemberPreHandler, PreHandler, Viewer } from './viewer.js';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What a contract route adds to its `RouteSpec`: documentation, who may call, and the contract's yup schemas. */
export interface ContractRouteOptions {
  tags: string[];
  /** Summary in the OpenAPI document, when the route spec has none. */
  summary?: string;
  description?: string;
  /** Descriptions of the path parameters (`{id}` …) for the OpenAPI document. */
  params?: Record<string, string>;
  /** The contract's query schema: casts strings to numbers and applies defaults, before `auth`. */
  query?: Schema;
  /** The contract's body schema (may be `lazy`), checked after `auth` so a caller without a session gets 401 first. */
  body?: AnySchema<unknown>;
  /** Documented body when `body` is `lazy`: its variants, merged. */
  bodyVariants?: readonly Schema[];
  /** The answer to a body that fails, for the few routes whose contract answers other than 400 with field errors. */
  invalidBody?: () => AppError;
  /**
   * Pre-handler deciding who calls (`auth.member`, `auth.admin`, `auth.optional`); it sets `request.viewer`, typed
   * non-null in the handler of a member-only route (`auth.member`, `auth.admin`).
   */
  auth?: Hook;
  /** Response schemas by status (the contract's records in the envelope helpers); `default` for every other status. */
  response: Record<number, unknown> & { default?: unknown };
  consumes?: string[];
}

type RouteHandler<R extends RouteGenericInterface> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  R
>;

/** The handler of a member-only route: its request carries the calling member as `viewer`. */
export type MemberRouteHandler<R extends RouteGenericInterface> = (
  this: ThisParameterType<RouteHandler<R>>,
  request: Parameters<RouteHandler<R>>[0] & { viewer: Member },
  reply: Parameters<RouteHandler<R>>[1],
) => ReturnType<RouteHandler<R>>;

/** `/api/content/detail/{id}` → `/api/content/detail/:id`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Names of the `{…}` parameters of an OpenAPI-style path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/**
 * The one validation step of the server: the cast value (numbers from query strings, defaults,
 * trimmed text), or a 400 with `{ field, message }` per failing field in the shared Chinese texts.
 */
export function parseWith<T>(schema: AnySchema<T>, value: unknown, invalid?: () => AppError): T {
  const result = validate(schema, value ?? {});
  if (!result.ok) throw invalid?.() ?? validationFailed(result.errors);
  return result.value;
}

/** Path parameters are ids or short text: 1 to 64 characters, the same rule as an id in a query. */
function paramsSchema(names: readonly string[], descriptions: Record<string, string> = {}) {
  return object(
    Object.fromEntries(
      names.map((name) => [name, queryId(name, descriptions[name] ?? name).required(`${name} 必须是 1 到 64 个字符`)]),
    ),
  );
}

/** Distinct query strings remembered per route; list pages and filters repeat, so this covers nearly every request. */
const QUERY_MEMO_SIZE = 500;

/**
 * `parseWith` for a route's query string, run once per distinct raw query string: the cast is a pure function of
 * that string, and yup costs more than the cached list answer it guards. Only valid queries are kept; each request
 * gets its own copy.
 */
export function memoizedQuery(schema: Schema, size = QUERY_MEMO_SIZE): (request: FastifyRequest) => unknown {
  const memo = new Map<string, Record<string, unknown>>();
  return (request) => {
    const index = request.url.indexOf('?');
    const raw = index < 0 ? '' : request.url.slice(index + 1);
    let value = memo.get(raw);
    if (!value) {
      value = parseWith(schema, request.query) as Record<string, unknown>;
      if (memo.size >= size) memo.delete(memo.keys().next().value as string);
      memo.set(raw, value);
    }
    return { ...value };
  };
}

/**
 * A `preValidation` hook validating a query string with a yup schema, for routes outside the
 * contracts (the official-account callback).
 */
export function queryHook(schema: Schema): Hook {
  return async (request) => {
    request.query = parseWith(schema, request.query);
  };
}

/**
 * Registers one route of a contract: method, path and operationId come from `spec`; path parameters,
 * the query and the body are validated by yup (the contract's schemas) and their JSON Schema
 * (`toJsonSchema`) only documents them. The app's validator compiler lets every request through,
 * so there is one error path: `parseWith`. A route declared member-only (`auth: auth.member` or `auth.admin`) gets
 * `request.viewer` typed as the non-null `Member` its pre-handler resolved.
 */
export function contractRoute<R extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  spec: RouteSpec,
  options: ContractRouteOptions & { auth: MemberPreHandler },
  handler: MemberRouteHandler<R>,
): void;
export function contractRoute<R extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  spec: RouteSpec,
  options: ContractRouteOptions,
  handler: RouteHandler<R>,
): void;
export function contractRoute<R extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  spec: RouteSpec,
  options: ContractRouteOptions,
  handler: RouteHandler<R> | MemberRouteHandler<R>,
): void {
  const names = pathParamNames(spec.path);
  const params = names.length > 0 ? paramsSchema(names, { ...spec.params, ...options.params }) : undefined;
  const { query, body, invalidBody } = options;
  const parseQuery = query ? memoizedQuery(query) : undefined;
  const beforeAuth: Hook = async (request) => {
    if (params) request.params = parseWith(params, request.params);
    if (parseQuery) request.query = parseQuery(request);
  };
  const checkBody: Hook = async (request) => {
    request.body = parseWith(body as AnySchema<unknown>, request.body, invalidBody);
  };
  const preHandler = [options.auth, body ? checkBody : undefined].filter((hook): hook is Hook => hook !== undefined);
  const documentedBody = options.bodyVariants ?? (body as Schema | undefined);
  app.route<R>({
    method: spec.method,
    url: fastifyPath(spec.path),
    schema: {
      operationId: spec.operationId,
      tags: options.tags,
      summary: spec.summary ?? options.summary,
      ...((spec.description ?? options.description) ? { description: spec.description ?? options.description } : {}),
      ...(options.consumes ? { consumes: options.consumes } : {}),
      ...(params ? { params: toJsonSchema(params, { required: true }) } : {}),
      ...(query ? { querystring: toJsonSchema(query, { required: true }) } : {}),
      ...(documentedBody ? { body: toJsonSchema(documentedBody, { required: true }) } : {}),
      response: options.response,
    },
    ...(params || query ? { preValidation: beforeAuth } : {}),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    // A member-only route's pre-handler left a non-null viewer (or answered 401), as its handler's type says.
    handler: handler as RouteHandler<R>,
  });
}

/** The pre-handlers behind a route spec's `access` (the identity module's `auth`). */
export interface AccessHooks {
  member: MemberPreHandler;
  admin: MemberPreHandler;
  optional: PreHandler;
}

/** The Fastify route generic of a spec: its path parameters, validated query and validated body. */
export interface SpecRoute<S extends RouteSpec> extends RouteGenericInterface {
  Params: ParamsOf<S>;
  Querystring: QueryOf<S>;
  Body: BodyOf<S>;
}

/** Who the handler of a spec sees calling: a `Member` on a member-only route. */
export type ViewerOf<S extends RouteSpec> = S['access'] extends 'member' | 'admin' ? Member : Viewer;

/** What a spec's handler answers: the envelope around the spec's response (a redirect or file route answers itself). */
export type AnswerOf<S extends RouteSpec> = S extends { redirect: true } | { file: true }
  ? unknown
  : ApiEnvelope<ResponseOf<S>>;

/**
 * The handler of one route of a contract, typed from its spec: it answers the envelope, or the reply it sent itself
 * with the same answer (`sendSharedAnswer`).
 */
export type SpecHandler<S extends RouteSpec> = (
  this: FastifyInstance,
  request: Parameters<RouteHandler<SpecRoute<S>>>[0] & { viewer: ViewerOf<S> },
  reply: Parameters<RouteHandler<SpecRoute<S>>>[1],
) => Promise<AnswerOf<S> | SentAnswer<ResponseOf<S>>>;

/** The schema validating a spec's query or body: required when the spec types one, absent otherwise. */
type SchemaOption<Key extends string, T> = [T] extends [undefined]
  ? { [K in Key]?: never }
  : { [K in Key]: AnySchema<T> };

/**
 * How a module serves one route of a contract: its OpenAPI tags and response schemas, the yup schemas that validate
 * the typed query and body, and the handler. Summary, description, path parameter docs and access come from the spec.
 */
export type RouteImpl<S extends RouteSpec> = Omit<
  ContractRouteOptions,
  'summary' | 'description' | 'params' | 'auth' | 'query' | 'body'
> &
  SchemaOption<'query', QueryOf<S>> &
  SchemaOption<'body', BodyOf<S>> & {
    /** A pre-handler replacing the one of the spec's `access` (for instance a rate-limited one). */
    auth?: S['access'] extends 'member' | 'admin' ? MemberPreHandler : PreHandler;
    handler: SpecHandler<S>;
  };

/** Whether some route of a table declares who may call it. */
type DeclaresAccess<T extends RouteTable> = { [K in keyof T]: T[K] extends { access: string } ? true : false }[keyof T];

/** One implementation per route of `T`: a missing or extra route, or a handler answering the wrong shape, fails to compile. */
export type ContractImpl<T extends RouteTable> = { [K in keyof T]: RouteImpl<T[K]> };

/**
 * Registers every route of a contract table with `contractRoute`: the spec gives method, path, summary, description,
 * path parameter docs and who may call (`access`, resolved to `hooks`, which a table open to anyone does without);
 * the implementation gives the rest.
 */
export function implementContract<T extends RouteTable>(
  app: FastifyInstance,
  hooks: true extends DeclaresAccess<T> ? AccessHooks : null,
  table: T,
  impl: ContractImpl<T>,
): void {
  const accessHooks = hooks as AccessHooks | null;
  for (const name of Object.keys(table) as (keyof T & string)[]) {
    const spec = table[name] as RouteSpec;
    const { handler, auth, ...options } = impl[name] as RouteImpl<RouteSpec>;
    const hook = auth ?? (spec.access && accessHooks ? accessHooks[spec.access] : undefined);
    contractRoute(
      app,
      spec,
      { ...(options as ContractRouteOptions), ...(hook ? { auth: hook } : {}) },
      handler as RouteHandler<RouteGenericInterface>,
    );
  }
}
