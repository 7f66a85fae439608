import { MESSAGE_KEYWORD } from '../errors.js';

type JsonSchema = Record<string, unknown>;

/** A string property of a request body for the OpenAPI document; the rules themselves are the shared yup schemas. */
export function textProperty(description: string, message: string, extra: JsonSchema = {}): JsonSchema {
  return { type: 'string', description, [MESSAGE_KEYWORD]: message, ...extra };
}

/** Object schema of a request body (no `required`: missing fields get the shared Chinese messages). */
export function bodySchema(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties };
}

/** Path parameter `{name}`. */
export function idParams(name: string, description: string): JsonSchema {
  return {
    type: 'object',
    required: [name],
    properties: {
      [name]: { type: 'string', minLength: 1, maxLength: 64, description, [MESSAGE_KEYWORD]: `${name} 必须是 1 到 64 个字符` },
    },
  };
}
