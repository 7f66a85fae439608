import type { ActivityTables } from '../modules/activity/activity.table.js';
import type { AdminTables } from '../modules/admin/admin.table.js';
import type { AlbumTables } from '../modules/album/album.table.js';
import type { BannerTables } from '../modules/banner/banner.table.js';
import type { CertificateTables } from '../modules/certificate/certificate.table.js';
import type { CircleTables } from '../modules/circle/circle.table.js';
import type { CommentTables } from '../modules/comment/comment.table.js';
import type { ContentTables } from '../modules/content/content.table.js';
import type { FansTables } from '../modules/fans/fans.table.js';
import type { GuestbookTables } from '../modules/guestbook/guestbook.table.js';
import type { IdentityTables } from '../modules/identity/identity.table.js';
import type { ImTables } from '../modules/im/im.table.js';
import type { InteractionTables } from '../modules/interaction/interaction.table.js';
import type { JobTables } from '../modules/job/job.table.js';
import type { MediaTables } from '../modules/media/media.table.js';
import type { WatchlistTables } from '../modules/watchlist/watchlist.table.js';
import type { MuteTables } from '../modules/mute/mute.table.js';
import type { NotificationTables } from '../modules/notification/notification.table.js';
import type { PrivacyTables } from '../modules/privacy/privacy.table.js';
import type { SearchTables } from '../modules/search/search.table.js';
import type { SiteTables } from '../modules/site/site.table.js';
import type { UploadTables } from '../modules/upload/upload.table.js';
import type { WxMpTables } from '../modules/wxMp/wxMp.table.js';

/**
 * Every table Kysely knows about: the tables of each module, declared in the module's leaf `*.table.ts` file (which
 * imports nothing of the server), assembled here. A module that adds tables adds its `…Tables` interface to this list.
 */
export interface Database
  extends ActivityTables,
    AdminTables,
    AlbumTables,
    BannerTables,
    CertificateTables,
    CircleTables,
    CommentTables,
    ContentTables,
    FansTables,
    GuestbookTables,
    IdentityTables,
    ImTables,
    InteractionTables,
    JobTables,
    MediaTables,
    WatchlistTables,
    MuteTables,
    NotificationTables,
    PrivacyTables,
    SearchTables,
    SiteTables,
    UploadTables,
    WxMpTables {}
