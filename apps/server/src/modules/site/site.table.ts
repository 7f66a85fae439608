import type { Insertable, Selectable } from 'kysely';
import type { ConfigKind, ContentModel, Enabled, NoticeType, RecordState } from '@yiying/models';

/** Row of the `notice` table. `images` is a JSON array of URLs (the shop model). */
export interface NoticeTable {
  notice_id: string;
  title: string;
  subtitle: string;
  cover: string;
  type: NoticeType;
  model: ContentModel;
  content: string;
  images: string;
  state: RecordState;
  publish_time: string;
  hits: number;
  create_by: string | null;
  create_time: string;
  update_time: string;
}

/** Row of the `notice_read` table: one per notice and viewer, so a notice's read count counts each viewer once. */
export interface NoticeReadTable {
  notice_id: string;
  viewer_key: string;
  create_time: string;
}

/** Row of the `site_param` table. */
export interface SiteParamTable {
  param_key: string;
  value: string;
  label: string;
  visible: number;
  icon: string;
  update_time: string;
}

/** Row of the `site_config` table: `value` names the kind, `content` is JSON object text. */
export interface SiteConfigTable {
  config_id: string;
  site_id: string;
  value: ConfigKind;
  label: string;
  content: string;
  enabled: Enabled;
  create_time: string;
  update_time: string;
}

/** Row of the `dict` table. */
export interface DictTable {
  dict_id: string;
  value: string;
  label: string;
  type: string;
  icon: string;
  description: string;
  sort: number;
  parent_id: string | null;
  enabled: Enabled;
  create_time: string;
  update_time: string;
}

/** Row of the `category` table. */
export interface CategoryTable {
  category_id: string;
  name: string;
  icon: string;
  sort: number;
  parent_id: string | null;
  state: RecordState;
  create_time: string;
  update_time: string;
}

export type NoticeRow = Selectable<NoticeTable>;
export type NewNoticeRow = Insertable<NoticeTable>;
export type SiteParamRow = Selectable<SiteParamTable>;
export type SiteConfigRow = Selectable<SiteConfigTable>;
export type NewSiteConfigRow = Insertable<SiteConfigTable>;
export type DictRow = Selectable<DictTable>;
export type NewDictRow = Insertable<DictTable>;
export type CategoryRow = Selectable<CategoryTable>;
export type NewCategoryRow = Insertable<CategoryTable>;

/** The tables of this module. */
export interface SiteTables {
  notice: NoticeTable;
  notice_read: NoticeReadTable;
  site_param: SiteParamTable;
  site_config: SiteConfigTable;
  dict: DictTable;
  category: CategoryTable;
}
