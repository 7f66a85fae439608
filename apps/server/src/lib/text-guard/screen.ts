import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { GuardOutcome, QueueNote, TextGuard } from './guard.js';

/** What {@link screenTexts} answers: the fields to store and the follow-up for the review queue. */
export interface Screened<K extends string> {
  /** The given fields with 替换 applied (absent fields stay absent). */
  values: Partial<Record<K, string>>;
  /** After the write: flags it in the review queue when a 标记 or 审核 word matched. */
  flag(
    db: Kysely<Database>,
    note: Pick<QueueNote, 'source' | 'userId' | 'title' | 'targetId' | 'contentId'> & { kind?: QueueNote['kind'] },
  ): Promise<void>;
}

/**
 * The watch list over the texts of a write that cannot wait for review (an album or circle name, a guestbook
 * message, an enrolment form): 屏蔽 throws its message, 替换 stars, and 审核 like 标记 lets the write through and
 * flags it for the review queue. Without a guard (a bare test server) the texts pass unchanged.
 */
export async function screenTexts<K extends string>(
  guard: TextGuard | undefined,
  fields: Partial<Record<K, string | null | undefined>>,
): Promise<Screened<K>> {
  if (!guard) return { values: {}, flag: async () => undefined };
  const outcome: GuardOutcome<K> = await guard.inspect(fields);
  const values: Partial<Record<K, string>> = {};
  for (const [key, value] of Object.entries(outcome.values) as [K, string | string[]][]) {
    if (typeof value === 'string') values[key] = value;
  }
  return { values, flag: (db, note) => guard.flagAfterWrite(db, outcome, note) };
}
