import { ValidationError, type Schema, type SchemaDescription, type SchemaFieldDescription } from 'yup';
import { MESSAGE_KEYWORD, type JsonSchema } from './json-schema.js';

/** What `toJsonSchema` may read a field's description and message from (`schema.meta(…)`). */
export interface FieldMeta {
  /** Shown in the OpenAPI document. */
  description?: string;
  /** The one Chinese message of a query parameter, whichever rule fails. */
  message?: string;
}

export interface ToJsonSchemaOptions {
  /**
   * List the fields yup requires in `required` (default false). Only for documentation: the server
   * validates every request with the yup schema itself, so a missing field gets yup's Chinese message.
   */
  required?: boolean;
}

type Described = SchemaDescription & {
  fields?: Record<string, SchemaFieldDescription>;
  innerType?: SchemaFieldDescription;
};

function isDescription(value: SchemaFieldDescription): value is Described {
  return 'tests' in value && 'type' in value;
}

function testParam(description: Described, name: string, param: string): unknown {
  const test = description.tests.find((t) => t.name === name);
  return test?.params?.[param];
}

/** Message of a value outside the field's `oneOf`, read by asking the field itself. */
function enumMessage(field: Schema | undefined): string | undefined {
  if (!field) return undefined;
  try {
    field.validateSync('\u0000not-a-member');
  } catch (error) {
    if (ValidationError.isError(error) && /[\u3400-\u9fff]/.test(error.message)) return error.message;
  }
  return undefined;
}

function convert(
  description: SchemaFieldDescription,
  field: Schema | undefined,
  options: ToJsonSchemaOptions,
): JsonSchema {
  if (!isDescription(description)) return {};
  const out: Record<string, unknown> = {};
  const meta = (description.meta ?? {}) as FieldMeta;
  const members = description.oneOf.filter((value) => value !== undefined && value !== null);
  switch (description.type) {
    case 'string': {
      out['type'] = 'string';
      const min = testParam(description, 'min', 'min');
      const max = testParam(description, 'max', 'max');
      const regex = testParam(description, 'matches', 'regex');
      if (typeof min === 'number') out['minLength'] = min;
      if (typeof max === 'number') out['maxLength'] = max;
      if (regex instanceof RegExp) out['pattern'] = regex.source;
      if (description.tests.some((t) => t.name === 'email')) out['format'] = 'email';
      break;
    }
    case 'number': {
      out['type'] = description.tests.some((t) => t.name === 'integer') ? 'integer' : 'number';
      const min = testParam(description, 'min', 'min');
      const max = testParam(description, 'max', 'max');
      if (typeof min === 'number') out['minimum'] = min;
      if (typeof max === 'number') out['maximum'] = max;
      break;
    }
    case 'boolean':
      out['type'] = 'boolean';
      break;
    case 'date':
      out['type'] = 'string';
      out['format'] = 'date-time';
      break;
    case 'array': {
      out['type'] = 'array';
      const inner = (field as { innerType?: Schema } | undefined)?.innerType;
      if (description.innerType) out['items'] = convert(description.innerType, inner, options);
      break;
    }
    case 'object':
      return objectSchema(description, field, options);
    default:
      // `mixed` (e.g. tags given as text or a list): any value, yup decides.
      break;
  }
  if (members.length > 0) out['enum'] = members;
  if (description.nullable && typeof out['type'] === 'string') out['type'] = [out['type'], 'null'];
  if (description.default !== undefined && typeof description.default !== 'function')
    out['default'] = description.default;
  if (meta.description) out['description'] = meta.description;
  const message = meta.message ?? (members.length > 0 ? enumMessage(field) : undefined);
  if (message) out[MESSAGE_KEYWORD] = message;
  return out;
}

function objectSchema(description: Described, field: Schema | undefined, options: ToJsonSchemaOptions): JsonSchema {
  const fields = (field as { fields?: Record<string, Schema> } | undefined)?.fields ?? {};
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, child] of Object.entries(description.fields ?? {})) {
    properties[name] = convert(child, fields[name], options);
    if (options.required && isDescription(child) && !child.optional) required.push(name);
  }
  const meta = (description.meta ?? {}) as FieldMeta;
  return {
    type: 'object',
    ...(meta.description ? { description: meta.description } : {}),
    properties,
    ...(required.length > 0 ? { required } : {}),
  };
}

/** Puts the properties of several object schemas together; enums of a shared property are joined. */
function mergeObjects(schemas: JsonSchema[]): JsonSchema {
  const properties: Record<string, Record<string, unknown>> = {};
  for (const schema of schemas) {
    for (const [name, property] of Object.entries((schema['properties'] ?? {}) as Record<string, JsonSchema>)) {
      const known = properties[name];
      if (!known) {
        properties[name] = { ...property };
        continue;
      }
      if (Array.isArray(known['enum']) && Array.isArray(property['enum'])) {
        known['enum'] = [...new Set([...(known['enum'] as unknown[]), ...(property['enum'] as unknown[])])];
        // Each variant refuses the other's value with the same text, so one message fits both.
      }
    }
  }
  return { type: 'object', properties };
}

/**
 * The JSON Schema of a yup object schema, for the OpenAPI document (the server validates requests
 * with the yup schema, never with this): types, lengths, patterns, ranges, enums, defaults, `description` and the Chinese
 * `x-message` (from `.meta({ message })`, or for an enum the message yup gives an unknown value).
 * Several schemas (the variants of a `lazy` body) are merged into one object.
 */
export function toJsonSchema(schema: Schema | readonly Schema[], options: ToJsonSchemaOptions = {}): JsonSchema {
  const schemas = Array.isArray(schema) ? (schema as readonly Schema[]) : [schema as Schema];
  const converted = schemas.map((item) => convert(item.describe(), item, options));
  return converted.length === 1 ? (converted[0] as JsonSchema) : mergeObjects(converted);
}
