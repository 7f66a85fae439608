import type { Insertable, Selectable } from 'kysely';

/** `fans_id` follows `user_id`. */
export interface FansTable {
  id: string;
  user_id: string;
  fans_id: string;
  enabled: number;
  create_time: string;
}

export type FansRow = Selectable<FansTable>;
export type NewFansRow = Insertable<FansTable>;
