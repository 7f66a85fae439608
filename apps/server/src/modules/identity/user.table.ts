import type { Insertable, Selectable } from 'kysely';
import type { LoginType, MemberRole, UserCertificateState, UserType } from '@yiying/models';

/** Row of the `user` table. Times are ISO 8601 UTC text on every dialect. */
export interface UserTable {
  user_id: string;
  /** Login handle (latin), e.g. `dr_li`. */
  account: string;
  /** Display name shown as `username` in the API. */
  username: string;
  mobile: string;
  avatar: string;
  type: UserType;
  signature: string | null;
  /** `scrypt$N$r$p$salt$hash`, see `password.ts`; null until the member sets one. */
  password_hash: string | null;
  role: MemberRole;
  /** How the member last logged in. */
  login_type: LoginType;
  /** State of the latest verification request. */
  certificate_state: UserCertificateState;
  create_time: string;
  update_time: string;
  /** `username` normalised (`displayNameKey`): no two members share one. */
  name_key?: string | null;
}

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
