/** Response envelope of the second client form: `{ code: 200, msg, data }`. */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
  /** Validation failures carry one entry per bad field. */
  errors?: FieldError[];
}

/** Envelope of the first client form: string code `'0'` means success. */
export interface LegacyEnvelope<T> {
  code: string;
  desc?: string;
  msg?: string;
  data: T;
  total?: number;
}

export interface FieldError {
  field: string;
  message: string;
}

/** Paged list, records form (`data.records, total, pages, size, current`). */
export interface PagedList<T> {
  records: T[];
  total: number;
  pages: number;
  size: number;
  current: number;
}

/** Paged list, rows form (`rows, total`) used by the first client form. */
export interface RowsList<T> {
  rows: T[];
  total: number;
}

/** Paging query of every list call. */
export interface PageQuery {
  pageNum?: number;
  currentPage?: number;
  pageSize?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  search?: string;
  searchType?: string;
}

/** Success code of the second client form. */
export const SUCCESS_CODE = 200;
/** Success code of the first client form. */
export const LEGACY_SUCCESS_CODE = '0';

/** Whether an envelope of either form reports success. */
export function isSuccessEnvelope(envelope: { code?: unknown } | null | undefined): boolean {
  if (!envelope) return false;
  return envelope.code === SUCCESS_CODE || envelope.code === LEGACY_SUCCESS_CODE || envelope.code === '200';
}

function toCount(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads any list answer of the spec — `{records,total,pages,size,current}`, `{rows,total}`,
 * a bare array, or an envelope holding one of those — as a `PagedList`.
 * Anything else gives an empty list (spec §8: non-array list data counts as zero items).
 */
export function normalizeList<T>(
  answer: unknown,
  paging: { pageNum?: number; pageSize?: number } = {},
): PagedList<T> {
  let source: unknown = answer;
  if (isRecord(source) && !('records' in source) && !('rows' in source) && 'data' in source) {
    const inner = source['data'];
    // Legacy envelopes put `total` beside a bare array in `data`.
    source = Array.isArray(inner) ? { rows: inner, total: source['total'] } : inner;
  }
  let items: T[] = [];
  let total: number | undefined;
  let pages: number | undefined;
  let size: number | undefined;
  let current: number | undefined;
  if (Array.isArray(source)) {
    items = source as T[];
  } else if (isRecord(source)) {
    const list = Array.isArray(source['records']) ? source['records'] : source['rows'];
    items = Array.isArray(list) ? (list as T[]) : [];
    total = toCount(source['total'], items.length);
    pages = source['pages'] === undefined ? undefined : toCount(source['pages'], 0);
    size = source['size'] === undefined ? undefined : toCount(source['size'], 0);
    current = source['current'] === undefined ? undefined : toCount(source['current'], 1);
  }
  const resolvedTotal = total ?? items.length;
  const resolvedSize = size || paging.pageSize || items.length || 0;
  const resolvedPages = pages ?? (resolvedSize > 0 ? Math.ceil(resolvedTotal / resolvedSize) : 0);
  return {
    records: items,
    total: resolvedTotal,
    pages: resolvedPages,
    size: resolvedSize,
    current: current || paging.pageNum || 1,
  };
}

/** Converts every record of a paged list, keeping the paging fields. */
export function mapList<T, U>(list: PagedList<T>, convert: (item: T) => U): PagedList<U> {
  return { ...list, records: list.records.map(convert) };
}
