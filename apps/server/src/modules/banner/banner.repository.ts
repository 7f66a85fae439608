import type { Banner } from '@yiying/models';
import type { BANNER_SORT_COLUMNS, BannerListQuery, ListFilter } from '@yiying/validation';
import type { BannerDb } from './banner.db.js';
import type { BannerRow, NewBannerRow } from './banner.table.js';

export type BannerSortColumn = (typeof BANNER_SORT_COLUMNS)[number];

/** What a banner list selects by: the contract's list query without its paging part. */
export type BannerFilter = ListFilter<BannerListQuery>;

export interface BannerOrder {
  /** `undefined`: by position, then newest first. */
  column?: BannerSortColumn;
  direction: 'asc' | 'desc';
}

function filtered(db: BannerDb, filter: BannerFilter) {
  let q = db.selectFrom('banner');
  if (filter.type !== undefined) q = q.where('type', '=', filter.type);
  if (filter.state !== undefined) q = q.where('state', '=', filter.state);
  return q;
}

export async function listBanners(
  db: BannerDb,
  filter: BannerFilter,
  order: BannerOrder,
  limit: number,
  offset: number,
): Promise<BannerRow[]> {
  let q = filtered(db, filter).selectAll();
  q = order.column
    ? q.orderBy(order.column, order.direction)
    : q.orderBy('sort', 'asc').orderBy('create_time', order.direction);
  return q.orderBy('banner_id', 'asc').limit(limit).offset(offset).execute();
}

export async function countBanners(db: BannerDb, filter: BannerFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findBanner(db: BannerDb, bannerId: string): Promise<BannerRow | undefined> {
  return db.selectFrom('banner').selectAll().where('banner_id', '=', bannerId).executeTakeFirst();
}

export async function insertBanners(db: BannerDb, rows: NewBannerRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('banner').values(rows).execute();
}

export function bannerRowToModel(row: BannerRow): Banner {
  const banner: Banner = {
    bannerId: row.banner_id,
    title: row.title,
    cover: row.cover,
    type: row.type,
    state: row.state,
    createTime: row.create_time,
  };
  if (row.cover_name !== null) banner.coverName = row.cover_name;
  if (row.cover_author !== null) banner.coverAuthor = row.cover_author;
  if (row.summary !== null) banner.summary = row.summary;
  if (row.content !== null) banner.content = row.content;
  if (row.link !== null) banner.link = row.link;
  return banner;
}
