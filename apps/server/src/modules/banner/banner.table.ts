import type { Insertable, Selectable } from 'kysely';
import type { BannerType, RecordState } from '@yiying/models';

/** Row of the `banner` table. */
export interface BannerTable {
  banner_id: string;
  title: string;
  cover: string;
  cover_name: string | null;
  cover_author: string | null;
  type: BannerType;
  summary: string | null;
  content: string | null;
  link: string | null;
  state: RecordState;
  /** Position among banners of the same type, ascending. */
  sort: number;
  create_time: string;
  update_time: string;
}

export type BannerRow = Selectable<BannerTable>;
export type NewBannerRow = Insertable<BannerTable>;

/** The tables of this module. */
export interface BannerTables {
  banner: BannerTable;
}
