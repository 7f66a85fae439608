import type { ValueOf } from './enums.js';

/** What a personal mute does with what contains its word: leave it out (隐藏) or show it folded (折叠). */
export const MuteAction = { hide: 'hide', fold: 'fold' } as const;
export type MuteAction = ValueOf<typeof MuteAction>;

export const MUTE_ACTION_LABELS: Record<MuteAction, string> = { hide: '隐藏', fold: '折叠' };

/** How long a mute lasts from when it is added. */
export const MuteDuration = { forever: 'forever', day: '1d', week: '7d', month: '30d' } as const;
export type MuteDuration = ValueOf<typeof MuteDuration>;

export const MUTE_DURATION_LABELS: Record<MuteDuration, string> = {
  forever: '永久',
  '1d': '1天',
  '7d': '7天',
  '30d': '30天',
};

/** Milliseconds of each duration; null for 永久. */
export const MUTE_DURATION_MS: Record<MuteDuration, number | null> = {
  forever: null,
  '1d': 24 * 60 * 60 * 1000,
  '7d': 7 * 24 * 60 * 60 * 1000,
  '30d': 30 * 24 * 60 * 60 * 1000,
};

/** Words one member may mute at once. */
export const MUTE_MAX_WORDS = 50;
/** Characters of one muted word at most. */
export const MUTE_WORD_MAX_LENGTH = 20;

/** One of the member's muted words (屏蔽词). */
export interface Mute {
  muteId: string;
  /** The word as matched: trimmed, full-width letters and digits folded, lower case. */
  word: string;
  action: MuteAction;
  /** When it stops applying; null for 永久. */
  expireTime: string | null;
  createTime: string;
}

/** The form a word is stored and matched in: trimmed, NFKC (full-width → half-width), lower case. */
export function muteWordKey(word: string): string {
  return word.normalize('NFKC').trim().toLowerCase();
}

/**
 * Marks an item shown folded because of one of the viewer's mutes (`折叠`): the web shows `已折叠：包含「word」` with
 * 展开 instead of the item.
 */
export interface MutedFold {
  folded?: boolean;
  /** The muted word the item contains. */
  foldedWord?: string;
}
