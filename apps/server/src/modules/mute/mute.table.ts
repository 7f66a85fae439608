import type { Selectable } from 'kysely';
import type { MuteAction } from '@yiying/models';

/** One muted word of a member (`muteWordKey` form). */
export interface UserMuteTable {
  mute_id: string;
  user_id: string;
  word: string;
  action: MuteAction;
  /** ISO time it stops applying; null for 永久. */
  expire_time: string | null;
  create_time: string;
}

export type UserMuteRow = Selectable<UserMuteTable>;

/** The tables of this module. */
export interface MuteTables {
  user_mute: UserMuteTable;
}
