import type { Insertable, Selectable } from 'kysely';
import type { Enabled } from '@yiying/models';

/** `fans_id` follows `user_id`. */
export interface FansTable {
  id: string;
  user_id: string;
  fans_id: string;
  enabled: Enabled;
  create_time: string;
}

export type FansRow = Selectable<FansTable>;
export type NewFansRow = Insertable<FansTable>;

/** The tables of this module. */
export interface FansTables {
  fans: FansTable;
}
