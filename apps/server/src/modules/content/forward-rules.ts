import type { ContentDb } from './content.db.js';
import { validationFailed } from '../../errors.js';
import type { ContentChanges } from './content.mutations.js';
import { refreshHotScores } from './hot-rank.js';
import type { ContentRow } from './content.table.js';

type Scope = ContentRow['access_scope'];

/**
 * How far each scope reaches, widest first: `mutual` readers are a subset of `fans` readers (both follow the author),
 * who are a subset of everyone; `private` is the author alone.
 */
const REACH: Record<Scope, number> = { public: 3, fans: 2, mutual: 1, private: 0 };

/** 400 answer when a forward would be shown more widely than its source. */
export const FORWARD_SCOPE_WIDER_MESSAGE = '转发的可见范围不能大于原作品的可见范围';

/** True when `scope` reaches no further than `limit`. */
export function scopeWithin(scope: Scope, limit: Scope): boolean {
  return REACH[scope] <= REACH[limit];
}

/**
 * The scope a new forward takes: the source's own. A forward holds only its text and a reference to the source
 * (no file of it), and every reader sees the source through `contentVisibleTo`, so even the forward's readers who
 * may not see the source get 原作品已不可见; the label keeps the forwarder from announcing a fans-only or
 * mutual-only post to everyone.
 */
export function forwardScopeOf(source: Pick<ContentRow, 'access_scope'>): Scope {
  return source.access_scope;
}

/** The scope of a post's source, or undefined when the post is no forward or its source is gone (system read). */
export async function sourceScope(db: ContentDb, parentId: string | null): Promise<Scope | undefined> {
  if (parentId === null) return undefined;
  // A system read of one column of the source to bound its forward, not shown to anyone.
  const row = await db
    .selectFrom('content')
    .select('access_scope')
    .where('content_id', '=', parentId)
    .executeTakeFirst();
  return row?.access_scope;
}

/** Sets a post's `forwarded_num` to the number of forwards that still point at it, then re-ranks it. */
export async function recountForwards(db: ContentDb, contentId: string, now: number): Promise<void> {
  await db
    .updateTable('content')
    .set((eb) => ({
      forwarded_num: eb
        .selectFrom('content as f')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('f.parent_id', '=', 'content.content_id'),
    }))
    .where('content_id', '=', contentId)
    .execute();
  await refreshHotScores(db, now, { ids: [contentId] });
}

/** 400 answer when a forward's author tries to change what is not theirs: the source's files or kind. */
export const FORWARD_FIELDS_MESSAGE = '转发只能修改转发语、可见范围和评论设置';

/** What the author of a forward may change. */
const FORWARD_EDITABLE: ReadonlySet<string> = new Set(['title', 'accessScope', 'comments', 'state']);

/**
 * The changes of a forward's edit by its author: its text (the title), its scope (never wider than the source's),
 * whether it takes comments, and publish / hide. Its source's files and kind are not its own to change.
 */
export async function forwardChanges(
  db: ContentDb,
  row: Pick<ContentRow, 'parent_id' | 'state'>,
  patch: { title?: string; accessScope?: string; comments?: number; state?: string } & Record<string, unknown>,
  messages: { required: string; max: string; maxLength: number },
  normalize: (title: string) => string,
): Promise<ContentChanges> {
  const fail = (field: string, message: string) => validationFailed([{ field, message }]);
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined && !FORWARD_EDITABLE.has(key)) throw fail(key, FORWARD_FIELDS_MESSAGE);
  }
  const changes: ContentChanges = {};
  if (patch.title !== undefined) {
    const title = normalize(patch.title).trim();
    if (!title) throw fail('title', messages.required);
    if ([...title].length > messages.maxLength) throw fail('title', messages.max);
    changes.title = title;
  }
  if (patch.accessScope !== undefined) {
    const scope = patch.accessScope as Scope;
    const limit = await sourceScope(db, row.parent_id);
    if (limit !== undefined && !scopeWithin(scope, limit)) throw fail('accessScope', FORWARD_SCOPE_WIDER_MESSAGE);
    changes.access_scope = scope;
  }
  if (patch.comments !== undefined) changes.comments = patch.comments;
  if (patch.state !== undefined) {
    if (patch.state !== 'publish' && patch.state !== 'down') throw fail('state', FORWARD_FIELDS_MESSAGE);
    changes.state = patch.state;
  }
  return changes;
}
