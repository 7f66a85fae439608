/**
 * The small part of JSON Schema the contracts use, and the type inferred from an `as const` schema.
 * Written here rather than taken from a library so the inference covers exactly what the server's
 * serializer and the OpenAPI document see, and nothing more.
 */

/** A JSON Schema object (draft 7 subset, plus `x-message`). */
export type JsonSchema = { readonly [keyword: string]: unknown };

/** Keyword documenting the Chinese message a field fails with (the server's answer itself comes from yup). */
export const MESSAGE_KEYWORD = 'x-message';

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type RequiredKeys<S> = S extends { readonly required: readonly (infer K)[] } ? K : never;

type InferObject<S> = S extends { readonly properties: infer P }
  ? Simplify<
      { -readonly [K in keyof P as K extends RequiredKeys<S> ? K : never]: InferSchema<P[K]> } & {
        -readonly [K in keyof P as K extends RequiredKeys<S> ? never : K]?: InferSchema<P[K]>;
      }
    >
  : Record<string, unknown>;

type InferType<T, S> = T extends 'string'
  ? string
  : T extends 'integer' | 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : T extends 'array'
          ? S extends { readonly items: infer I }
            ? InferSchema<I>[]
            : unknown[]
          : T extends 'object'
            ? InferObject<S>
            : unknown;

type NullOf<S> = S extends { readonly type: readonly (infer T)[] } ? ('null' extends T ? null : never) : never;

/**
 * TypeScript type of an `as const` JSON Schema: `type` (one or a list), `enum`, `properties` with
 * `required`, `items`. Properties left out of `required` are optional.
 */
export type InferSchema<S> = S extends { readonly enum: readonly (infer E)[] }
  ? E | NullOf<S>
  : S extends { readonly type: readonly (infer T)[] }
    ? T extends unknown
      ? InferType<T, S>
      : never
    : S extends { readonly type: infer T }
      ? InferType<T, S>
      : unknown;

/**
 * `true` when A and B accept the same values and name the same keys. Extra keys are compared
 * separately because structural typing lets an object with an unlisted optional key pass.
 */
export type Equivalent<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;

/**
 * Ties a record schema to its models entity at compile time: `recordSchema<ContentRecord>()({…})`
 * returns the schema unchanged, and fails to compile (asking for a second argument) when the type
 * inferred from the schema and the entity differ in a key, a type, nullability or optionality.
 */
export function recordSchema<Model>() {
  return <const S extends JsonSchema>(
    schema: S,
    ..._proof: Equivalent<InferSchema<S>, Model> extends true ? [] : ['record schema and model differ', never]
  ): S => schema;
}

/** A property that may be `null`. */
export function nullable<T extends 'string' | 'integer' | 'number' | 'boolean'>(
  type: T,
): { readonly type: readonly [T, 'null'] } {
  return { type: [type, 'null'] } as const;
}

/** ISO 8601 time in UTC (DESIGN §4). */
export const dateTime = { type: 'string', format: 'date-time' } as const;

/**
 * Keys of a value that its schema does not list (dotted paths). Fastify's serializer drops such
 * keys without a word, so a contract test asks this of a full sample of the models entity.
 */
export function unlistedKeys(schema: JsonSchema, value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) {
    const items = schema['items'] as JsonSchema | undefined;
    return items ? value.flatMap((item) => unlistedKeys(items, item, prefix)) : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const missing: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const property = properties[key];
    if (!property) missing.push(path);
    else missing.push(...unlistedKeys(property, child, path));
  }
  return missing;
}
