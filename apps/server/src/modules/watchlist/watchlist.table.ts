import type { Selectable } from 'kysely';

/** Row of `watchword`: one watched word or `/…/` pattern with its action. */
export interface WatchwordTable {
  watchword_id: string;
  word: string;
  word_key: string;
  action: 'block' | 'hold' | 'replace' | 'flag';
  note: string | null;
  create_by: string | null;
  create_time: string;
  update_time: string;
}

/** Row of `moderation_item`: one entry of the review queue. */
export interface ModerationItemTable {
  item_id: string;
  kind: 'content' | 'comment' | 'name' | 'other';
  mode: 'held' | 'flagged';
  source: string;
  user_id: string;
  target_id: string | null;
  content_id: string | null;
  title: string;
  text: string;
  matches: string;
  reason: string;
  payload: string | null;
  state: 'pending' | 'approved' | 'rejected';
  note: string | null;
  handled_by: string | null;
  handle_time: string | null;
  create_time: string;
}

export type WatchwordRow = Selectable<WatchwordTable>;
export type ModerationItemRow = Selectable<ModerationItemTable>;

/** The tables of this module: the watch list, and the review queue its guard fills (the moderation module works it). */
export interface WatchlistTables {
  watchword: WatchwordTable;
  moderation_item: ModerationItemTable;
}
