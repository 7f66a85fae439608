import type { RouteTable } from './route-spec.js';

/** The routes of `T` that no part names (`never` when the parts cover the table). */
type Unnamed<T extends RouteTable, P extends Record<string, readonly (keyof T)[]>> = Exclude<
  keyof T,
  P[keyof P][number]
>;

/**
 * A route table split into the parts the server serves from different route files, each part listing its routes in
 * the order they are registered (the OpenAPI document's order). It does not compile when a route of the table is in
 * no part; a route in two parts is registered twice, which the server refuses at start.
 */
export function tableParts<T extends RouteTable, const P extends Record<string, readonly (keyof T & string)[]>>(
  table: T,
  parts: P & ([Unnamed<T, P>] extends [never] ? unknown : { missing: Unnamed<T, P> }),
): { readonly [G in keyof P]: { readonly [K in P[G][number]]: T[K] } } {
  return Object.fromEntries(
    Object.entries(parts as P).map(([part, names]) => [
      part,
      Object.fromEntries(names.map((name) => [name, table[name]])),
    ]),
  ) as { readonly [G in keyof P]: { readonly [K in P[G][number]]: T[K] } };
}
