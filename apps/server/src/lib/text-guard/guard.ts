import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CheckAction, TextMatch } from './matcher.js';

/** Where a member wrote a text: the queue shows it, a 审核 word's effect depends on it. */
export type TextSource =
  | 'content'
  | 'comment'
  | 'reply'
  | 'chat'
  | 'username'
  | 'signature'
  | 'album'
  | 'circle'
  | 'guestbook'
  | 'enroll';

/** The outcome of checking the fields of one write. */
export interface GuardOutcome<K extends string> {
  /** The strongest action of every field (never `block`: that throws). */
  action: CheckAction;
  /** Each given field as it is to be stored (替换 applied); fields not given are absent. */
  values: Partial<Record<K, string | string[]>>;
  /** The fields' texts joined by line breaks, as the queue shows them. */
  plain: string;
  /** Matches, positions in `plain`. */
  matches: TextMatch[];
}

/** A queue entry another module adds (a held comment, a flagged album name). */
export interface QueueNote {
  kind: 'content' | 'comment' | 'name' | 'other';
  mode: 'held' | 'flagged';
  source: TextSource;
  userId: string;
  targetId?: string | null;
  contentId?: string | null;
  title: string;
  plain: string;
  matches: readonly TextMatch[];
  reason?: string;
  /** What approving a held entry writes (the comment's body, the new name), as the source's handler reads it. */
  payload?: unknown;
}

/** A queue entry as a handler gets it. */
export interface QueuedEntry {
  itemId: string;
  source: TextSource;
  userId: string;
  targetId: string | null;
  contentId: string | null;
  payload: unknown;
}

/** What approving or rejecting a queue entry of one source does besides closing it. */
export interface QueueHandler {
  /** A held entry approved: write what was held (create the comment, set the name). */
  approve?(entry: QueuedEntry): Promise<void>;
  /** A flagged entry rejected: take the published text down (delete the comment). */
  reject?(entry: QueuedEntry, reason: string): Promise<void>;
}

/**
 * `ctx.textGuard`: the watch list applied to member writes. `inspect` throws the 屏蔽 message (400) when a field
 * holds a 屏蔽 word; otherwise it answers the strongest action and the fields as they are to be stored.
 */
export interface TextGuard {
  inspect<K extends string>(
    fields: Partial<Record<K, string | readonly string[] | null | undefined>>,
    options?: { html?: readonly K[] },
  ): Promise<GuardOutcome<K>>;
  /** Adds an entry to the review queue; answers its id. */
  enqueue(db: Kysely<Database>, note: QueueNote): Promise<string>;
  /**
   * After a write that was let through: a 标记 (or, where a text cannot wait, a 审核) outcome adds a `flagged` entry
   * of kind `other` to the queue; nothing for `pass` and `replace`.
   */
  flagAfterWrite(
    db: Kysely<Database>,
    outcome: Pick<GuardOutcome<string>, 'action' | 'plain' | 'matches'>,
    note: Pick<QueueNote, 'source' | 'userId' | 'title' | 'targetId' | 'contentId'> & { kind?: QueueNote['kind'] },
  ): Promise<void>;
  /** Registers what approve and reject do for entries of `source`. */
  handle(source: TextSource, handler: QueueHandler): void;
}
