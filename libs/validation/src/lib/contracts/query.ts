import { number, string } from 'yup';
import { MAX_PAGE_SIZE } from '@yiying/models';

/** Largest `pageNum` (keeps the offset a safe integer). */
export const MAX_PAGE_NUM = 1_000_000;

/** Whitelist for `sort`: each column in snake_case and, where different, camelCase. */
export function sortValues<C extends string>(columns: readonly C[]): string[] {
  const camel = columns
    .map((c) => c.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase()))
    .filter((c) => !(columns as readonly string[]).includes(c));
  return [...columns, ...camel];
}

/** Integer query parameter with one message for every failure (not a number, fraction, out of range). */
export function queryInteger(message: string, min: number, max: number, description: string) {
  return number()
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message)
    .optional()
    .meta({ description, message });
}

/** Text query parameter limited to the given values. */
export function queryEnum<T extends string>(name: string, values: readonly T[], description: string, message?: string) {
  const text = message ?? `${name} 只能是 ${values.join('、')} 之一`;
  return string<T>().typeError(text).oneOf(values, text).optional().meta({ description, message: text });
}

/** Integer query flag limited to the given values (e.g. `comments` 0 or 1). */
export function queryFlag<T extends number>(name: string, values: readonly T[], description: string) {
  const text = `${name} 只能是 ${values.join(' 或 ')}`;
  return number<T>().typeError(text).oneOf(values, text).optional().meta({ description, message: text });
}

/** Id or short text in a query (1 to 64 characters). */
export function queryId(name: string, description: string) {
  const text = `${name} 必须是 1 到 64 个字符`;
  return string().typeError(text).min(1, text).max(64, text).optional().meta({ description, message: text });
}

/** The paging part of every list query, as `pagingFields` casts it. */
export interface PagingQuery {
  pageNum?: number;
  currentPage?: number;
  pageSize?: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** The filters of a list query: the query without its paging part. */
export type ListFilter<Q extends PagingQuery> = Omit<Q, keyof PagingQuery>;

/**
 * Paging fields of every list (spec §7, DESIGN §4): `pageNum` or `currentPage`, `pageSize`
 * (default `pageSize`, at most `MAX_PAGE_SIZE`), `sort` (whitelisted columns) and `order`.
 */
export function pagingFields<C extends string>(pageSize: number, sortColumns: readonly C[]) {
  const snake = sortColumns.filter((s) => !/[A-Z]/.test(s));
  const sizeMessage = `pageSize 必须是 1 到 ${MAX_PAGE_SIZE} 之间的整数`;
  const sortMessage = `sort 只能是以下字段之一：${snake.join('、')}`;
  return {
    pageNum: queryInteger('pageNum 必须是大于 0 的整数', 1, MAX_PAGE_NUM, '页码，从 1 开始（默认 1）'),
    currentPage: queryInteger('currentPage 必须是大于 0 的整数', 1, MAX_PAGE_NUM, '页码，pageNum 的别名'),
    pageSize: number()
      .typeError(sizeMessage)
      .integer(sizeMessage)
      .min(1, sizeMessage)
      .max(MAX_PAGE_SIZE, sizeMessage)
      .default(pageSize)
      .meta({ description: `每页条数，1 到 ${MAX_PAGE_SIZE}（默认 ${pageSize}）`, message: sizeMessage }),
    sort: string()
      .typeError(sortMessage)
      .oneOf(sortValues(sortColumns), sortMessage)
      .optional()
      .meta({ description: '排序字段', message: sortMessage }),
    order: queryEnum('order', ['asc', 'desc'] as const, '排序方向（默认 desc）', 'order 只能是 asc 或 desc'),
  };
}
