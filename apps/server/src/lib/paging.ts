import type { PagedList } from '@yiying/models';
import type { PagingQuery } from '@yiying/validation';
import { sql, type SelectQueryBuilder } from 'kysely';
import { pagedList } from './envelope.js';

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

/** A count as drivers return it (a number in SQLite, a string or bigint in PostgreSQL). */
type Count = number | string | bigint;

/**
 * One page of a list and its total, as the envelope's paged list: the page's rows (read with its limit and offset)
 * and the count run at once, then `toRecords` turns the rows into records.
 */
export async function pageFrom<Row, R>(
  page: Page,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  count: () => Promise<Count>,
  toRecords: (rows: Row[]) => R[] | Promise<R[]>,
): Promise<PagedList<R>> {
  const [list, total] = await Promise.all([rows(page.pageSize, page.offset), count()]);
  return pagedList(await toRecords(list), Number(total), page.pageNum, page.pageSize);
}

/** A query whose rows can be read a page at a time (a Kysely select). */
interface Pageable<O> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<O[]> } };
}

/**
 * `pageFrom` for one filtered query: `select` picks and orders its columns for the page's rows, and the same
 * filtered query counts every match (`count(*)`).
 */
export function pageOf<DB, TB extends keyof DB, F, O, R>(
  filtered: SelectQueryBuilder<DB, TB, F>,
  page: Page,
  select: (query: SelectQueryBuilder<DB, TB, F>) => Pageable<O>,
  toRecords: (rows: O[]) => R[] | Promise<R[]>,
): Promise<PagedList<R>> {
  return pageFrom(
    page,
    (limit, offset) => select(filtered).limit(limit).offset(offset).execute(),
    async () =>
      (
        await filtered
          .select(sql<Count>`count(*)`.as('n'))
          .$castTo<{ n: Count }>()
          .executeTakeFirstOrThrow()
      ).n,
    toRecords,
  );
}

/** The empty page of a list that matches nothing (a filter no row can pass). */
export function emptyPage<R>(page: Page): PagedList<R> {
  return pagedList([], 0, page.pageNum, page.pageSize);
}
