import { MESSAGE_KEYWORD } from '../errors.js';

export const MAX_PAGE_SIZE = 100;
const MAX_PAGE_NUM = 1_000_000;

/** Paging parameters of every list (spec §7): `pageNum` or `currentPage`, `pageSize`, `sort`, `order`. */
export interface PagingQuery {
  pageNum?: number;
  currentPage?: number;
  pageSize?: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

export interface Page {
  pageNum: number;
  pageSize: number;
  offset: number;
}

/**
 * Query-string properties for paging. `sortable` is the whitelist of `sort` values (snake_case
 * column names and their camelCase spelling); anything else is refused with a Chinese message.
 */
export function pagingProperties(
  defaultPageSize: number,
  sortable: readonly string[],
): Record<string, unknown> {
  const snake = sortable.filter((s) => !/[A-Z]/.test(s));
  return {
    pageNum: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_PAGE_NUM,
      description: '页码，从 1 开始（默认 1）',
      [MESSAGE_KEYWORD]: 'pageNum 必须是大于 0 的整数',
    },
    currentPage: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_PAGE_NUM,
      description: '页码，pageNum 的别名',
      [MESSAGE_KEYWORD]: 'currentPage 必须是大于 0 的整数',
    },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: defaultPageSize,
      description: `每页条数，1 到 ${MAX_PAGE_SIZE}（默认 ${defaultPageSize}）`,
      [MESSAGE_KEYWORD]: `pageSize 必须是 1 到 ${MAX_PAGE_SIZE} 之间的整数`,
    },
    sort: {
      type: 'string',
      enum: [...sortable],
      description: '排序字段',
      [MESSAGE_KEYWORD]: `sort 只能是以下字段之一：${snake.join('、')}`,
    },
    order: {
      type: 'string',
      enum: ['asc', 'desc'],
      description: '排序方向（默认 desc）',
      [MESSAGE_KEYWORD]: 'order 只能是 asc 或 desc',
    },
  };
}

/** Resolves the page from the validated query (`pageNum` wins over `currentPage`). */
export function resolvePage(query: PagingQuery, defaultPageSize: number): Page {
  const pageNum = query.pageNum ?? query.currentPage ?? 1;
  const pageSize = query.pageSize ?? defaultPageSize;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

/** Maps `create_time` and `createTime` alike to the column name. */
export function sortColumn<C extends string>(
  sort: string,
  columns: readonly C[],
): C | undefined {
  const snake = sort.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
  return columns.find((c) => c === snake);
}

/** Whitelist for the `sort` enum: each column in snake_case and camelCase. */
export function sortValues(columns: readonly string[]): string[] {
  const camel = columns
    .map((c) => c.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase()))
    .filter((c) => !columns.includes(c));
  return [...columns, ...camel];
}
