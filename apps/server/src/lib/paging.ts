import type { PagingQuery } from '@yiying/validation';

export interface Page {
  pageNum: number;
  pageSize: number;
  offset: number;
}

/** Resolves the page from the validated query (`pageNum` wins over `currentPage`). */
export function resolvePage(query: PagingQuery, defaultPageSize: number): Page {
  const pageNum = query.pageNum ?? query.currentPage ?? 1;
  const pageSize = query.pageSize ?? defaultPageSize;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

/** Maps `create_time` and `createTime` alike to the column name. */
export function sortColumn<C extends string>(sort: string, columns: readonly C[]): C | undefined {
  const snake = sort.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
  return columns.find((c) => c === snake);
}
