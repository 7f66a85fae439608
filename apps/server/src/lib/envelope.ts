import type { ApiEnvelope, PagedList } from '@yiying/models';

export const OK_MESSAGE = '操作成功';

/** Wraps a successful answer in the envelope of DESIGN §4. */
export function ok<T>(data: T): ApiEnvelope<T> {
  return { code: 200, msg: OK_MESSAGE, data };
}

type JsonSchema = Record<string, unknown>;

/** Response schema of an envelope around `data`. */
export function envelopeSchema(data: JsonSchema, description: string): JsonSchema {
  return {
    description,
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: { type: 'integer', example: 200 },
      msg: { type: 'string', example: OK_MESSAGE },
      data,
    },
  };
}

/** Schema of `PagedList<T>`. */
export function pagedListSchema(record: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['records', 'total', 'pages', 'size', 'current'],
    properties: {
      records: { type: 'array', items: record },
      total: { type: 'integer', description: '符合条件的总条数' },
      pages: { type: 'integer', description: '总页数' },
      size: { type: 'integer', description: '每页条数' },
      current: { type: 'integer', description: '当前页码（从 1 开始）' },
      nextCursor: {
        type: ['string', 'null'],
        description: '无限滚动列表：下一页的 cursor（键集分页），最后一页为 null；其他列表不返回',
      },
    },
  };
}

/** Schema of the error envelope (status repeated in `code`, Chinese `msg`). */
export const errorEnvelopeSchema: JsonSchema = {
  description: '错误',
  type: 'object',
  required: ['code', 'msg'],
  properties: {
    code: { type: 'integer', example: 400 },
    msg: { type: 'string', example: 'pageSize 必须是 1 到 100 之间的整数' },
    data: { type: 'null' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

/** Builds a page from one page of records and the total count. */
export function pagedList<T>(records: T[], total: number, pageNum: number, pageSize: number): PagedList<T> {
  return {
    records,
    total,
    pages: Math.ceil(total / pageSize),
    size: pageSize,
    current: pageNum,
  };
}

/** The usual answers of a call: 200 with `data` in the envelope, and the error envelope for each of `statuses`. */
export function envelopeResponses(
  data: Record<string, unknown>,
  description: string,
  statuses: number[] = [400, 401],
): Record<string, unknown> {
  const responses: Record<string, unknown> = { 200: envelopeSchema(data, description) };
  for (const status of statuses) responses[status] = errorEnvelopeSchema;
  return responses;
}
