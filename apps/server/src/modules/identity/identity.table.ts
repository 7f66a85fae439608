import type { UserTokenTable } from './session.table.js';
import type { SmsCodeTable } from './sms.table.js';
import type { UserTable } from './user.table.js';

/** The tables of this module. */
export interface IdentityTables {
  user: UserTable;
  user_token: UserTokenTable;
  sms_code: SmsCodeTable;
}
