/* What every SWR key of the app is (query-keys.ts builds them), and how a family of them is told by its leading parts. */

/** Any key the factory builds. */
export type QueryKey = readonly unknown[];

/** Whether `key` starts with every part of `prefix` (parts compared with `Object.is`). */
export function keyStartsWith(key: unknown, prefix: QueryKey): boolean {
  return Array.isArray(key) && key.length >= prefix.length && prefix.every((part, i) => Object.is(key[i], part));
}
