import type { Kysely } from 'kysely';
import type { ContentRecord, PagedList } from '@yiying/models';
import { CONTENT_SORT_COLUMNS, contentContract, type ContentListQuery } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { pagedList } from '../../lib/envelope.js';
import { resolvePage, sortColumn } from '../../lib/paging.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import {
  contentRowToModel,
  countContent,
  findContentByIds,
  listContent,
  type ContentFilter,
  type ContentWithCreatorRow,
} from './content.repository.js';

/** Only published public content is visible to everyone; other scopes need a viewer (not yet supported). */
function isPubliclyVisible(row: Pick<ContentWithCreatorRow, 'state' | 'access_scope'>): boolean {
  return row.state === 'publish' && row.access_scope === 'public';
}

/**
 * The public content list (`GET /api/content/list`). Asking for another state or scope than
 * published + public yields an empty page rather than an error: the filter simply matches nothing
 * visible. The answer does not depend on the viewer, so pages and totals go through `cache`.
 */
export async function listPublicContent(
  db: Kysely<Database>,
  query: ContentListQuery,
  cache?: TtlCache,
): Promise<PagedList<ContentRecord>> {
  const page = resolvePage(query, contentContract.pageSize);
  if ((query.state && query.state !== 'publish') || (query.accessScope && query.accessScope !== 'public')) {
    return pagedList([], 0, page.pageNum, page.pageSize);
  }
  const filter: ContentFilter = {
    type: query.type,
    talkTopic: query.talkTopic,
    categoryId: query.categoryId,
    circleId: query.circleId,
    forwardedFlag: query.forwardedFlag,
    createBy: query.createBy,
    comments: query.comments,
    state: 'publish',
    accessScope: 'public',
  };
  const order = {
    column: query.sort ? sortColumn(query.sort, CONTENT_SORT_COLUMNS) : undefined,
    direction: query.order ?? 'desc',
  };
  const filterKey = JSON.stringify(filter);
  const count = () => countContent(db, filter);
  const load = async () => {
    const [rows, total] = await Promise.all([
      listContent(db, filter, order, page.pageSize, page.offset),
      cache ? cache.get(`content:count:${filterKey}`, count) : count(),
    ]);
    return pagedList(await withParents(db, rows), total, page.pageNum, page.pageSize);
  };
  return cache ? cache.get(`content:list:${filterKey}:${JSON.stringify([order, page])}`, load) : load();
}

/** Attaches the source of each forward (with its own counters), hidden when the source is not visible. */
async function withParents(db: Kysely<Database>, rows: ContentWithCreatorRow[]): Promise<ContentRecord[]> {
  const parentIds = [...new Set(rows.map((r) => r.parent_id).filter((id): id is string => id !== null))];
  const parents = new Map((await findContentByIds(db, parentIds)).map((p) => [p.content_id, p]));
  return rows.map((row) => {
    const record = contentRowToModel(row);
    if (row.parent_id !== null) {
      const parent = parents.get(row.parent_id);
      record.parent = parent && isPubliclyVisible(parent) ? contentRowToModel(parent) : null;
    }
    return record;
  });
}
