import type { Insertable, Selectable } from 'kysely';
import type { Enabled, YesNo } from '@yiying/models';

/** Row of the `circle` table. Member and post counts are counted from their rows when read. */
export interface CircleTable {
  circle_id: string;
  name: string;
  cover: string;
  description: string;
  enabled: Enabled;
  star_flag: YesNo;
  sort: number;
  create_by: string | null;
  create_time: string;
  update_time: string;
}

/** Row of the `circle_subscribe` table: one per member and circle; leaving sets `subscribe_flag` to no. */
export interface CircleSubscribeTable {
  subscribe_id: string;
  circle_id: string;
  user_id: string;
  subscribe_flag: YesNo;
  create_time: string;
  update_time: string;
}

export type CircleRow = Selectable<CircleTable>;
export type NewCircleRow = Insertable<CircleTable>;
export type CircleSubscribeRow = Selectable<CircleSubscribeTable>;
export type NewCircleSubscribeRow = Insertable<CircleSubscribeTable>;

/** The tables of this module (created by the site module's migration `0012_site`). */
export interface CircleTables {
  circle: CircleTable;
  circle_subscribe: CircleSubscribeTable;
}
