import type { PagedList } from '@yiying/models';
import type { InputOf, ParamsOf, PathParamNames, ResponseOf, RouteSpec, RouteTable } from '@yiying/validation';
import type { QueryParams, Transport } from './transport.js';

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/** The path parameters a call takes first: none, one string for a single `{…}`, or an object naming several. */
type ParamArgs<S extends RouteSpec> = [PathParamNames<S['path']>] extends [never]
  ? []
  : true extends IsUnion<PathParamNames<S['path']>>
    ? [params: ParamsOf<S>]
    : [id: string];

/** The query or body a call takes after its path parameters: optional when every field of it is. */
type InputArgs<S extends RouteSpec> = [InputOf<S>] extends [undefined]
  ? []
  : Record<string, never> extends InputOf<S>
    ? [input?: InputOf<S>]
    : [input: InputOf<S>];

/** What a call resolves to: the answer's `data`, nothing for a route that answers `{}`. */
export type CallResult<S extends RouteSpec> = S extends { empty: true } ? void : ResponseOf<S>;

/** The client method of one route. */
export type RouteCall<S extends RouteSpec> = (...args: [...ParamArgs<S>, ...InputArgs<S>]) => Promise<CallResult<S>>;

/** The client of a route table: one method per route it calls (redirects and files are links or downloads, not calls). */
export type ContractClient<T extends RouteTable> = {
  [K in keyof T as T[K] extends { redirect: true } | { file: true } ? never : K]: RouteCall<T[K]>;
};

/** Fills the `{name}` parts of an OpenAPI-style path; values are URL-encoded. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

function paramNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The call of one route: path parameters filled, the query sent on a GET (paged when the spec says), the body on a POST. */
function callOf(spec: RouteSpec, transport: Pick<Transport, 'get' | 'post' | 'list'>) {
  const names = paramNames(spec.path);
  return async (...args: unknown[]): Promise<unknown> => {
    const params = names.length === 0 ? undefined : names.length === 1 ? { [names[0] as string]: args[0] } : args[0];
    const path = params ? fillPath(spec.path, params as Record<string, string>) : spec.path;
    const input = args[names.length === 0 ? 0 : 1];
    if (spec.method === 'GET') {
      const query = input as QueryParams | undefined;
      if (spec.pageSize !== undefined) {
        return transport.list<unknown>(path, query, { pageNum: 1, pageSize: spec.pageSize }) as Promise<
          PagedList<unknown>
        >;
      }
      return transport.get<unknown>(path, query);
    }
    const data = await transport.post<unknown>(path, input);
    return spec.empty ? undefined : data;
  };
}

/** The client of a contract's route table: each method's arguments and answer are typed by its route spec. */
export function clientFor<T extends RouteTable>(
  table: T,
  transport: Pick<Transport, 'get' | 'post' | 'list'>,
): ContractClient<T> {
  const calls: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(table)) {
    if (!spec.redirect && !spec.file) calls[name] = callOf(spec, transport);
  }
  return calls as ContractClient<T>;
}
