import type { BannerTables } from '../modules/banner/index.js';
import type { CertificateTables } from '../modules/certificate/index.js';
import type { ContentTables } from '../modules/content/index.js';
import type { FansTables } from '../modules/fans/index.js';
import type { IdentityTables } from '../modules/identity/index.js';
import type { UploadTables } from '../modules/upload/index.js';
import type { WxMpTables } from '../modules/wxMp/index.js';

/**
 * Every table Kysely knows about: the composition of the tables each module declares in its `index.ts`
 * (one line per module with tables).
 */
export interface Database
  extends IdentityTables,
    UploadTables,
    BannerTables,
    ContentTables,
    FansTables,
    CertificateTables,
    WxMpTables {}
