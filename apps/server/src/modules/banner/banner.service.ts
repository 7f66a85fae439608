import type { Kysely } from 'kysely';
import type {
  Banner,
  BannerType,
  PagedList,
  RecordState,
} from '@yiying/models';
import type { Database } from '../../db/schema.js';
import { pagedList } from '../../lib/envelope.js';
import { resolvePage, sortColumn, type PagingQuery } from '../../lib/paging.js';
import {
  BANNER_SORT_COLUMNS,
  bannerRowToModel,
  countBanners,
  listBanners,
} from './banner.repository.js';

/** Spec §9: banners come 6 per page. */
export const BANNER_PAGE_SIZE = 6;

export interface BannerListQuery extends PagingQuery {
  type?: BannerType;
  state?: RecordState;
}

/** `GET /api/banner/list`: published banners unless another state is asked for. */
export async function listBannerPage(
  db: Kysely<Database>,
  query: BannerListQuery,
): Promise<PagedList<Banner>> {
  const page = resolvePage(query, BANNER_PAGE_SIZE);
  const filter = { type: query.type, state: query.state ?? 'publish' };
  const order = {
    column: query.sort
      ? sortColumn(query.sort, BANNER_SORT_COLUMNS)
      : undefined,
    direction: query.order ?? 'desc',
  };
  const [rows, total] = await Promise.all([
    listBanners(db, filter, order, page.pageSize, page.offset),
    countBanners(db, filter),
  ]);
  return pagedList(
    rows.map(bannerRowToModel),
    total,
    page.pageNum,
    page.pageSize,
  );
}
