/** The shape of a contract's routes (the tables themselves are in ./paths/, one module per resource). */

/**
 * What a route takes and answers, as types only: the validated query and body (inferred from the contract's yup
 * schemas), and the answer's `data`. Path parameters come from the `{…}` parts of the path.
 */
export interface RouteIO {
  query?: object;
  body?: unknown;
  /**
   * What a caller sends as the query or body, when it differs from the validated value: fields the schema defaults
   * are optional. Without it, a caller sends the body as validated, and any part of the query.
   */
  input?: unknown;
  response?: unknown;
}

/** Who may call a route: any member, admins only, or anyone (the viewer is read when a token comes along). */
export type RouteAccess = 'member' | 'admin' | 'optional';

/** One route of the HTTP contract; `path` is OpenAPI-style (`/api/content/detail/{id}`). */
export interface RouteSpec<IO extends RouteIO = RouteIO> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Name of the operation in the OpenAPI document. */
  readonly operationId: string;
  /** Summary of the operation in the OpenAPI document. */
  readonly summary?: string;
  /** Longer description of the operation in the OpenAPI document. */
  readonly description?: string;
  /** Descriptions of the path parameters (`{id}` …) in the OpenAPI document. */
  readonly params?: Readonly<Record<string, string>>;
  /** Who may call; without it, anyone, and the server does not read the token. */
  readonly access?: RouteAccess;
  /** The answer is a `PagedList`; a client asking without paging asks for page 1 of this size. */
  readonly pageSize?: number;
  /** The answer's `data` is `{}`: success and nothing else (routes with a record give an example instead). */
  readonly empty?: boolean;
  /** The answer is a redirect (302 with `Location`), not an envelope: a page links to it rather than calling it. */
  readonly redirect?: boolean;
  /** The answer is the bytes of a file (an archive), not an envelope: the client reads it as a blob. */
  readonly file?: boolean;
  /** Phantom: never set at run time, it carries the route's types to the server and the client. */
  readonly io?: IO;
}

/** The routes of one resource, by the name the api-client gives them. */
export type RouteTable = Readonly<Record<string, RouteSpec>>;

/**
 * A route spec typed with what it takes and answers (`route<{ body: B; response: R }>()({ … })`); the spec itself is
 * returned unchanged, so the paths modules stay free of yup at run time.
 */
export function route<IO extends RouteIO = { response: unknown }>() {
  return <const S extends Omit<RouteSpec, 'io'>>(spec: S): S & { readonly io?: IO } => spec;
}

/** Names of the `{…}` parts of a path, as a union of string literals. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** Path parameters of a route: one string per `{…}` part of its path. */
export type ParamsOf<S extends RouteSpec> = { [K in PathParamNames<S['path']>]: string };

type IOOf<S extends RouteSpec> = NonNullable<S['io']>;

/** The validated query of a route (`undefined` when it takes none). */
export type QueryOf<S extends RouteSpec> = IOOf<S> extends { query: infer Q } ? Q : undefined;

/** The validated body of a route (`undefined` when it takes none). */
export type BodyOf<S extends RouteSpec> = IOOf<S> extends { body: infer B } ? B : undefined;

/** What a caller sends as the query or the body of a route (`undefined` when it takes neither). */
export type InputOf<S extends RouteSpec> =
  IOOf<S> extends { input: infer I }
    ? I
    : IOOf<S> extends { body: infer B }
      ? B
      : IOOf<S> extends { query: infer Q }
        ? Partial<Q>
        : undefined;

/** `T` with the fields `K` optional: the input of a schema whose fields `K` have defaults. */
export type WithDefaults<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** The `data` of a route's answer: `{}` for an empty answer, `unknown` for a route declared without types. */
export type ResponseOf<S extends RouteSpec> = S extends { empty: true }
  ? Record<string, never>
  : IOOf<S> extends { response: infer R }
    ? R
    : unknown;

/** Multipart field that carries the file of `uploadOss` (here, not with the upload schemas: the client needs it alone). */
export const UPLOAD_FIELD = 'file';
