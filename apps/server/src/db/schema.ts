import type { BannerTable } from '../modules/banner/banner.table.js';
import type { ContentTable } from '../modules/content/content.table.js';
import type { UserTable } from '../modules/user/user.table.js';

/** Every table Kysely knows about. */
export interface Database {
  user: UserTable;
  banner: BannerTable;
  content: ContentTable;
}
