import type { Insertable, Selectable } from 'kysely';
import type { LoginType } from '@yiying/models';

/** One access + refresh token pair; tokens are stored as SHA-256 only. */
export interface UserTokenTable {
  token_id: string;
  /** Every pair descending from one login; reuse of a rotated refresh token revokes the family. */
  family_id: string;
  user_id: string;
  access_hash: string;
  refresh_hash: string;
  login_type: LoginType;
  access_expire_time: string;
  refresh_expire_time: string;
  /** Set when the refresh token was exchanged for a new pair. */
  rotated_time: string | null;
  revoked_time: string | null;
  create_time: string;
  /** The browser's user agent (cut to 200 characters) and address of the pair's latest use (登录设备). */
  user_agent?: string | null;
  ip?: string | null;
  /** Written at most every few minutes, so the hot path stays read-only. */
  last_used_time?: string | null;
}

export type UserTokenRow = Selectable<UserTokenTable>;
export type NewUserTokenRow = Insertable<UserTokenTable>;
