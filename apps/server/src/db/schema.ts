import type { BannerTable } from '../modules/banner/banner.table.js';
import type { CertificateTable } from '../modules/certificate/certificate.table.js';
import type { ContentTable } from '../modules/content/content.table.js';
import type { FansTable } from '../modules/fans/fans.table.js';
import type { SmsCodeTable } from '../modules/sms/sms.table.js';
import type { UserTokenTable } from '../modules/sso/sso.table.js';
import type { UploadFileTable } from '../modules/upload/upload.table.js';
import type { UserTable, UserWxMpTable } from '../modules/user/user.table.js';

/** Every table Kysely knows about. */
export interface Database {
  user: UserTable;
  banner: BannerTable;
  content: ContentTable;
  sms_code: SmsCodeTable;
  user_token: UserTokenTable;
  fans: FansTable;
  upload_file: UploadFileTable;
  certificate: CertificateTable;
  user_wxmp: UserWxMpTable;
}
