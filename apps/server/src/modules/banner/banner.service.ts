import type { Kysely } from 'kysely';
import type { Banner, PagedList } from '@yiying/models';
import { BANNER_SORT_COLUMNS, bannerContract, type BannerListQuery } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { pagedList } from '../../lib/envelope.js';
import { resolvePage, sortColumn } from '../../lib/paging.js';
import { bannerRowToModel, countBanners, listBanners } from './banner.repository.js';

/** `GET /api/banner/list`: published banners unless another state is asked for. */
export async function listBannerPage(db: Kysely<Database>, query: BannerListQuery): Promise<PagedList<Banner>> {
  const page = resolvePage(query, bannerContract.pageSize);
  const filter = { type: query.type, state: query.state ?? 'publish' };
  const order = {
    column: query.sort ? sortColumn(query.sort, BANNER_SORT_COLUMNS) : undefined,
    direction: query.order ?? 'desc',
  };
  const [rows, total] = await Promise.all([
    listBanners(db, filter, order, page.pageSize, page.offset),
    countBanners(db, filter),
  ]);
  return pagedList(rows.map(bannerRowToModel), total, page.pageNum, page.pageSize);
}
