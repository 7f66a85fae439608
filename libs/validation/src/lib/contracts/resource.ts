import { number, string } from 'yup';
import { Enabled, type PagedList } from '@yiying/models';
import { examplePage } from './examples.js';
import type { Equivalent, InferSchema, JsonSchema } from './json-schema.js';

/**
 * The scaffolding the list / detail / create / update contracts of small resources share: the record schema of an
 * object whose properties are required unless named optional, the examples of its routes, and the fields of its
 * bodies and list queries (a search text, a position, an enabled flag).
 */

/** An object record schema as `objectRecord` builds it. */
export type ObjectRecord<P, O extends keyof P> = {
  readonly type: 'object';
  readonly required: readonly Exclude<keyof P, O>[];
  readonly properties: P;
};

/**
 * `recordSchema` for an object whose properties are all required but `optional`: `objectRecord<CircleRecord>()(
 * { circleId: …, … }, ['subscribed'])`. It fails to compile when the schema and the models entity disagree, as
 * `recordSchema` does; `required` lists the properties in their order.
 */
export function objectRecord<Model>() {
  return <const P extends Record<string, JsonSchema>, const O extends keyof P & string = never>(
    properties: P,
    optional: readonly O[] = [],
    ..._proof: Equivalent<InferSchema<ObjectRecord<P, O>>, Model> extends true
      ? []
      : ['record schema and model differ', never]
  ): ObjectRecord<P, O> => ({
    type: 'object',
    required: Object.keys(properties).filter((key) => !(optional as readonly string[]).includes(key)) as Exclude<
      keyof P,
      O
    >[],
    properties,
  });
}

/**
 * Examples of a resource's routes by operationId: the list routes (`pages`) answer a one-record page of `example`,
 * the others (`records`) the example itself.
 */
export function resourceExamples<T, const L extends string, const R extends string>(
  example: T,
  pages: readonly L[],
  records: readonly R[],
): { [K in L]: PagedList<T> } & { [K in R]: T } {
  const examples: Record<string, T | PagedList<T>> = {};
  for (const operationId of pages) examples[operationId] = examplePage(example);
  for (const operationId of records) examples[operationId] = example;
  return examples as { [K in L]: PagedList<T> } & { [K in R]: T };
}

/** `search` of a list query: 1 to 32 characters, trimmed. */
export const searchField = (description: string) => {
  const message = 'search 必须是 1 到 32 个字符';
  return string()
    .typeError(message)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .min(1, message)
    .max(32, message)
    .optional()
    .meta({ description, message });
};

/** A record's position (`sort`): an integer from 0 to 100000. */
export const positionField = (message: string) =>
  number().typeError(message).integer(message).min(0, message).max(100_000, message).meta({ message });

/** An enabled flag (spec §3: 1 / 0). */
export const enabledField = (message: string) =>
  number().typeError(message).oneOf(Object.values(Enabled), message).meta({ message });
