import type { Insertable, Selectable } from 'kysely';
import type { UserType } from '@yiying/models';

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
  password_hash: string | null;
  create_time: string;
  update_time: string;
}

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
