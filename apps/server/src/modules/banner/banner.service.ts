import type { Kysely } from 'kysely';
import type { Banner, PagedList } from '@yiying/models';
import { BANNER_SORT_COLUMNS, bannerContract, type BannerListQuery } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { emptyPage, pageFrom, resolvePage, sortColumn } from '../../lib/paging.js';
import { bannerRowToModel, countBanners, findBanner, listBanners } from './banner.repository.js';

export const BANNER_NOT_FOUND_MESSAGE = '横幅不存在';

/** `GET /api/banner/list`: a public read, so published banners only; asking for another state finds none. */
export async function listBannerPage(db: Kysely<Database>, query: BannerListQuery): Promise<PagedList<Banner>> {
  const page = resolvePage(query, bannerContract.pageSize);
  if ((query.state ?? 'publish') !== 'publish') return emptyPage(page);
  const filter = { type: query.type, state: 'publish' as const };
  const order = {
    column: query.sort ? sortColumn(query.sort, BANNER_SORT_COLUMNS) : undefined,
    direction: query.order ?? 'desc',
  };
  return pageFrom(
    page,
    (limit, offset) => listBanners(db, filter, order, limit, offset),
    () => countBanners(db, filter),
    (rows) => rows.map(bannerRowToModel),
  );
}

/** `GET /api/banner/detail/{id}`: a published banner; a draft or taken-down one is not found, as in the list. */
export async function bannerDetail(db: Kysely<Database>, bannerId: string): Promise<Banner> {
  const row = await findBanner(db, bannerId);
  if (!row || row.state !== 'publish') throw new AppError('NOT_FOUND', BANNER_NOT_FOUND_MESSAGE);
  return bannerRowToModel(row);
}

/** The cover of the first `home-major` banner (the image Home paints largest first), or undefined without one. */
export async function homeHeroImage(db: Kysely<Database>): Promise<string | undefined> {
  const [first] = (await listBannerPage(db, { type: 'home-major', pageNum: 1, pageSize: 1 } as BannerListQuery))
    .records;
  return first?.cover || undefined;
}
