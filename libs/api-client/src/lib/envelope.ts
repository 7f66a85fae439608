import type { FieldError, PagedList } from '@yiying/models';
import { BusinessError } from './errors/business-error.js';

/** What is left of an answer once its envelope has been checked. */
export interface EnvelopePayload {
  data: unknown;
  rows?: unknown[];
  total?: number;
}

interface AnyEnvelope {
  code?: unknown;
  msg?: unknown;
  desc?: unknown;
  data?: unknown;
  rows?: unknown;
  total?: unknown;
  errors?: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `code: 200` (second form) and `code: '0'` (first form) are the success codes of the spec. */
export function isSuccessCode(code: unknown): boolean {
  return code === 200 || code === '200' || code === 0 || code === '0';
}

/** Reads a Chinese message from either envelope form. */
export function envelopeMessage(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  const { msg, desc } = body as AnyEnvelope;
  if (typeof desc === 'string' && desc.trim()) return desc;
  if (typeof msg === 'string' && msg.trim()) return msg;
  return undefined;
}

/** Field errors of a validation answer, when well formed. */
export function envelopeFieldErrors(body: unknown): FieldError[] | undefined {
  if (!isObject(body) || !Array.isArray(body['errors'])) return undefined;
  return (body['errors'] as unknown[]).filter(
    (e): e is FieldError => isObject(e) && typeof e['field'] === 'string' && typeof e['message'] === 'string',
  );
}

/**
 * Checks a 2xx answer's envelope and returns its payload.
 * A body without a `code` is not an envelope and is returned whole as data.
 * @throws BusinessError when the envelope code is not a success code.
 */
export function unwrapEnvelope(body: unknown, status = 200): EnvelopePayload {
  if (!isObject(body) || !('code' in body)) return { data: body };
  const envelope = body as AnyEnvelope;
  if (!isSuccessCode(envelope.code)) {
    const code = typeof envelope.code === 'number' || typeof envelope.code === 'string' ? envelope.code : status;
    const errors = envelopeFieldErrors(body);
    throw new BusinessError(envelopeMessage(body) ?? `请求失败(${String(code)})`, {
      status,
      code,
      ...(errors ? { errors } : {}),
    });
  }
  const payload: EnvelopePayload = { data: envelope.data };
  if (Array.isArray(envelope.rows)) payload.rows = envelope.rows;
  // The first form may send the count as text ("total": "30").
  const total = typeof envelope.total === 'string' && envelope.total.trim() ? Number(envelope.total) : envelope.total;
  if (typeof total === 'number' && Number.isFinite(total)) payload.total = total;
  return payload;
}

/** Requested page, used to fill what the `rows/total` form leaves out. */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

function toCount(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

function pagesOf(total: number, size: number): number {
  return size > 0 ? Math.ceil(total / size) : 0;
}

/**
 * Normalises any list payload of the spec to `PagedList`:
 * `data.records/total/pages/size/current`, top-level `rows/total`, `data.rows/total`, or a bare array.
 */
export function toPagedList<T>(payload: EnvelopePayload, page: PageRequest): PagedList<T> {
  const { data } = payload;
  if (isObject(data) && Array.isArray(data['records'])) {
    const records = data['records'] as T[];
    const total = toCount(data['total'], records.length);
    const size = toCount(data['size'], page.pageSize);
    const list: PagedList<T> = {
      records,
      total,
      size,
      pages: toCount(data['pages'], pagesOf(total, size)),
      current: toCount(data['current'], page.pageNum),
    };
    // Infinite-scroll lists answer the keyset position of their next page (null on the last one).
    const cursor = data['nextCursor'];
    if (typeof cursor === 'string' || cursor === null) list.nextCursor = cursor;
    return list;
  }
  let rows: unknown[] | undefined = payload.rows;
  let total: unknown = payload.total;
  if (!rows && isObject(data) && Array.isArray(data['rows'])) {
    rows = data['rows'] as unknown[];
    total = data['total'];
  }
  if (!rows && Array.isArray(data)) rows = data;
  const records = (rows ?? []) as T[];
  const count = toCount(total, records.length);
  return {
    records,
    total: count,
    size: page.pageSize,
    pages: pagesOf(count, page.pageSize),
    current: page.pageNum,
  };
}
