import type { Kysely } from 'kysely';
import {
  type ImageSource,
  NotificationAction,
  NotificationType,
  type Notification,
  type NotificationUnread,
  type PagedList,
} from '@yiying/models';
import type { NotificationDatabase, NotificationDb } from './notification.db.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { pageOf } from '../../lib/paging.js';
import { newId } from '../../lib/ids.js';
import { findUsersByIds, userRowToBrief } from '../identity/index.js';
import type { NewNotificationRow, NotificationRow } from './notification.table.js';

/** The message-centre type of each action (spec §3 message types likes / comment / attention). */
export const TYPE_OF_ACTION: Record<NotificationAction, NotificationType> = {
  like: NotificationType.likes,
  collect: NotificationType.likes,
  // A forward answers a post as a comment does (评论和转发), and is no like (赞和收藏).
  forward: NotificationType.comment,
  comment: NotificationType.comment,
  reply: NotificationType.comment,
  follow: NotificationType.attention,
  review: NotificationType.activity,
};

/**
 * Actions a member can undo and redo: repeating one adds no second row while the first is there. A forward names
 * its source, so forwarding one post again and again tells its author once.
 */
const ONCE_PER_TARGET: ReadonlySet<NotificationAction> = new Set(['like', 'collect', 'follow', 'forward']);

/** What happened, for `record`. */
export interface NotificationInput {
  /** Whom it is for. */
  userId: string;
  /** Who did it; no notification when it is `userId` themself. */
  actorId: string;
  /** Defaults to the type of `action`. */
  type?: NotificationType;
  action: NotificationAction;
  contentId?: string | null;
  commentId?: string | null;
  text?: string | null;
}

/** A recorded notification with its addressee, as `onRecorded` listeners receive it. */
export type RecordedNotification = Notification & { userId: string };

/** Listener of `onRecorded`. */
export type NotificationListener = (notification: RecordedNotification) => void;

/** Query of `list`. */
export interface NotificationListOptions {
  type?: NotificationType;
  pageNum?: number;
  pageSize?: number;
}

/** Which notifications `markRead` marks: all (of one type), or the given ids. */
export type MarkReadTarget = { type?: NotificationType } | { ids: readonly string[] };

/**
 * The covers (`cover_image`, stored JSON) of those posts of `contentIds` that member `userId` may see; a post they may
 * not see is left out. Given by the module that owns posts (`showCoversFrom`), so this module reads no post itself.
 */
export type PostCovers = (
  db: NotificationDb,
  userId: string,
  contentIds: readonly string[],
) => Promise<{ contentId: string; coverImage: string | null }[]>;

/** `ctx.notifications`: writes, lists and counts the message centre's notifications. */
export interface NotificationService {
  /** Where the thumbnails of the posts notifications name come from; without it notifications carry none. */
  showCoversFrom(lookup: PostCovers): void;
  /**
   * Writes the notification (nothing when the actor is the addressee, or when the same like, collection or follow is
   * already noted). Listeners hear of it after it is committed: at once outside a transaction; inside one only when
   * the transaction was run by `transaction`, once it commits.
   */
  record(db: NotificationDb, input: NotificationInput): Promise<RecordedNotification | null>;
  /** Runs `work` in a transaction and, once it commits, tells listeners of what `record` wrote in it. */
  transaction<DB extends NotificationDatabase, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T>;
  /** Calls `listener` after each recorded notification is committed; answers the unsubscribe function. */
  onRecorded(listener: NotificationListener): () => void;
  /** A member's notifications, newest first, optionally of one type. */
  list(db: NotificationDb, userId: string, options?: NotificationListOptions): Promise<PagedList<Notification>>;
  /** Marks a member's notifications read; answers how many changed. */
  markRead(db: NotificationDb, userId: string, target?: MarkReadTarget): Promise<number>;
  /** Unread notifications per type. */
  unreadCounts(db: NotificationDb, userId: string): Promise<NotificationUnread>;
}

/** Default page size of `list` (spec §9: 10 for most lists). */
const LIST_PAGE_SIZE = 10;

function parseCover(raw: string | null): ImageSource | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && typeof (parsed as ImageSource).url === 'string'
      ? (parsed as ImageSource)
      : null;
  } catch {
    return null;
  }
}

/**
 * The covers of the posts the rows name, each read as the row's member may see the post (a post made private since
 * shows no thumbnail), keyed `userId contentId`.
 */
async function coversOf(
  db: NotificationDb,
  rows: readonly NotificationRow[],
  postCovers: PostCovers | undefined,
): Promise<Map<string, ImageSource>> {
  const covers = new Map<string, ImageSource>();
  if (!postCovers) return covers;
  const byUser = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.content_id) continue;
    const ids = byUser.get(row.user_id) ?? new Set<string>();
    ids.add(row.content_id);
    byUser.set(row.user_id, ids);
  }
  for (const [userId, ids] of byUser) {
    for (const row of await postCovers(db, userId, [...ids])) {
      const cover = parseCover(row.coverImage);
      if (cover) covers.set(`${userId} ${row.contentId}`, cover);
    }
  }
  return covers;
}

async function toNotifications(
  db: NotificationDb,
  rows: readonly NotificationRow[],
  postCovers: PostCovers | undefined,
): Promise<RecordedNotification[]> {
  const users = new Map(
    (await findUsersByIds(db, [...new Set(rows.map((r) => r.actor_id))])).map((u) => [u.user_id, u]),
  );
  const covers = await coversOf(db, rows, postCovers);
  return rows.map((row) => {
    const actor = users.get(row.actor_id);
    return {
      notificationId: row.notification_id,
      userId: row.user_id,
      type: row.type,
      action: row.action,
      actor: actor ? userRowToBrief(actor) : { userId: row.actor_id, username: '', avatar: '' },
      contentId: row.content_id,
      commentId: row.comment_id,
      text: row.text,
      coverImage: (row.content_id && covers.get(`${row.user_id} ${row.content_id}`)) || null,
      read: row.read === 1,
      createTime: row.create_time,
    };
  });
}

/** Builds the notification service; listeners live in this process (the chat module fans them out further). */
export function createNotificationService(clock: Clock): NotificationService {
  const listeners = new Set<NotificationListener>();
  // Notifications written inside a transaction wait here until `transaction` sees it commit.
  const pending = new WeakMap<object, RecordedNotification[]>();
  let postCovers: PostCovers | undefined;

  const emit = (notification: RecordedNotification) => {
    for (const listener of [...listeners]) {
      try {
        listener(notification);
      } catch {
        // One failing listener (a closed socket) must not stop the others or the write that caused it.
      }
    }
  };

  const service: NotificationService = {
    showCoversFrom(lookup) {
      postCovers = lookup;
    },
    async record(db, input) {
      if (!input.userId || input.userId === input.actorId) return null;
      const type = input.type ?? TYPE_OF_ACTION[input.action];
      if (ONCE_PER_TARGET.has(input.action)) {
        let existing = db
          .selectFrom('notification')
          .select('notification_id')
          .where('user_id', '=', input.userId)
          .where('actor_id', '=', input.actorId)
          .where('action', '=', input.action);
        existing = input.contentId
          ? existing.where('content_id', '=', input.contentId)
          : existing.where('content_id', 'is', null);
        if (await existing.executeTakeFirst()) return null;
      }
      const now = clock();
      const row: NewNotificationRow = {
        notification_id: newId(now),
        user_id: input.userId,
        actor_id: input.actorId,
        type,
        action: input.action,
        content_id: input.contentId ?? null,
        comment_id: input.commentId ?? null,
        text: input.text ?? null,
        read: 0,
        create_time: isoAt(now),
      };
      await db.insertInto('notification').values(row).execute();
      const [notification] = await toNotifications(db, [{ ...row, read: 0 } as NotificationRow], postCovers);
      if (!notification) return null;
      if (db.isTransaction) {
        const queue = pending.get(db);
        if (queue) queue.push(notification);
      } else {
        emit(notification);
      }
      return notification;
    },

    async transaction(db, work) {
      let queue: RecordedNotification[] = [];
      const result = await db.transaction().execute(async (trx) => {
        queue = [];
        pending.set(trx, queue);
        return work(trx);
      });
      for (const notification of queue) emit(notification);
      return result;
    },

    onRecorded(listener) {
      if (typeof listener !== 'function') throw new TypeError('onRecorded 需要一个函数');
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    async list(db, userId, { type, pageNum = 1, pageSize = LIST_PAGE_SIZE } = {}) {
      let rows = db.selectFrom('notification').where('user_id', '=', userId);
      if (type) rows = rows.where('type', '=', type);
      return pageOf(
        rows,
        { pageNum, pageSize, offset: (pageNum - 1) * pageSize },
        (q) => q.selectAll().orderBy('create_time', 'desc').orderBy('notification_id', 'desc'),
        async (page) =>
          (await toNotifications(db, page, postCovers)).map((n) => {
            const record: Notification & { userId?: string } = { ...n };
            delete record.userId;
            return record;
          }),
      );
    },

    async markRead(db, userId, target = {}) {
      let update = db.updateTable('notification').set({ read: 1 }).where('user_id', '=', userId).where('read', '=', 0);
      if ('ids' in target) {
        if (target.ids.length === 0) return 0;
        update = update.where('notification_id', 'in', [...target.ids]);
      } else if (target.type) {
        update = update.where('type', '=', target.type);
      }
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async unreadCounts(db, userId) {
      const rows = await db
        .selectFrom('notification')
        .select(['type', (eb) => eb.fn.countAll().as('n')])
        .where('user_id', '=', userId)
        .where('read', '=', 0)
        .groupBy('type')
        .execute();
      const counts: NotificationUnread = { likes: 0, comment: 0, attention: 0, activity: 0 };
      for (const row of rows) if (row.type in counts) counts[row.type] = Number(row.n);
      return counts;
    },
  };
  return service;
}
