import { imageSrcSet, type Banner, type PagedList } from '@yiying/models';
import { BANNER_SORT_COLUMNS, bannerContract, type BannerListQuery } from '@yiying/validation';
import type { BannerDb } from './banner.db.js';
import { AppError } from '../../errors.js';
import { emptyPage, pageFrom, resolvePage, sortColumn } from '../../lib/paging.js';
import { imageSourcesByUrl } from '../media/index.js';
import { bannerRowToModel, countBanners, findBanner, listBanners } from './banner.repository.js';

export const BANNER_NOT_FOUND_MESSAGE = '横幅不存在';

/** `GET /api/banner/list`: a public read, so published banners only; asking for another state finds none. */
export async function listBannerPage(db: BannerDb, query: BannerListQuery): Promise<PagedList<Banner>> {
  const page = resolvePage(query, bannerContract.pageSize);
  if ((query.state ?? 'publish') !== 'publish') return emptyPage(page);
  const filter = { type: query.type, state: 'publish' as const };
  const order = {
    column: query.sort ? sortColumn(query.sort, BANNER_SORT_COLUMNS) : undefined,
    direction: query.order ?? 'desc',
  };
  const banners = await pageFrom(
    page,
    (limit, offset) => listBanners(db, filter, order, limit, offset),
    () => countBanners(db, filter),
    (rows) => rows.map(bannerRowToModel),
  );
  return { ...banners, records: await withCoverImages(db, banners.records) };
}

/** Each banner with its cover's renditions when the cover is a stored picture, so pages draw it by `srcset`. */
async function withCoverImages(db: BannerDb, banners: Banner[]): Promise<Banner[]> {
  if (banners.length === 0) return banners;
  const sources = await imageSourcesByUrl(
    db,
    banners.map((b) => b.cover),
  );
  return banners.map((banner) => ({ ...banner, coverImage: sources.get(banner.cover) ?? null }));
}

/** `GET /api/banner/detail/{id}`: a published banner; a draft or taken-down one is not found, as in the list. */
export async function bannerDetail(db: BannerDb, bannerId: string): Promise<Banner> {
  const row = await findBanner(db, bannerId);
  if (!row || row.state !== 'publish') throw new AppError('NOT_FOUND', BANNER_NOT_FOUND_MESSAGE);
  const [banner] = await withCoverImages(db, [bannerRowToModel(row)]);
  return banner;
}

/** The cover of the first `home-major` banner (the image Home paints largest first), or undefined without one. */
export async function homeHeroImage(db: BannerDb): Promise<{ url: string; srcSet: string } | undefined> {
  const [first] = (await listBannerPage(db, { type: 'home-major', pageNum: 1, pageSize: 1 } as BannerListQuery))
    .records;
  if (!first?.cover) return undefined;
  return { url: first.cover, srcSet: first.coverImage ? imageSrcSet(first.coverImage) : '' };
}
