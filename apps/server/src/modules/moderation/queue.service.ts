import type { PagedList } from '@yiying/models';
import {
  MODERATION_MESSAGES,
  type ModerationBulkBody,
  type ModerationBulkResult,
  type ModerationCounts,
  type ModerationItem,
  type ModerationKind,
  type ModerationListQuery,
  type WatchwordMatch,
} from '@yiying/validation';
import type { ModerationDb } from './moderation.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { pageOf, resolvePage } from '../../lib/paging.js';
import { htmlToText, type TextSource } from '../../lib/text-guard/index.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import type { NotificationService } from '../notification/index.js';
import { findUsersByIds, userRowToBrief } from '../identity/index.js';
import { SOURCE_LABELS, type ModerationItemRow, type WatchwordService } from '../watchlist/index.js';

export interface QueueServiceOptions {
  db: ModerationDb;
  clock: Clock;
  words: WatchwordService;
  /** Read when a post is approved or rejected (built by the content module after this one). */
  contentCache: () => TtlCache | undefined;
  notifications: Pick<NotificationService, 'record'>;
}

/** The reason of a post the image check holds (another check may hold posts too: their reason is shown as is). */
const HELD_REASON = '含审核词';

function parseMatches(raw: string): WatchwordMatch[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as WatchwordMatch[]) : [];
  } catch {
    return [];
  }
}

function parsePayload(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** The text of a post as the queue shows it: title, article text without tags, tags. */
function postText(row: { title: string; content: string | null; type: string; tags: string | null }): string {
  const body = row.type === 'article' ? htmlToText(row.content ?? '').text : (row.content ?? '');
  let tags: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.tags ?? '[]');
    if (Array.isArray(parsed)) tags = parsed.filter((t): t is string => typeof t === 'string');
  } catch {
    tags = [];
  }
  return [row.title, body.replace(/\n{2,}/g, '\n').trim(), ...tags].filter(Boolean).join('\n');
}

/**
 * 审核队列: held and flagged posts, comments, names and other texts; approve / reject with a reason the author reads
 * in 消息中心. Posts held by any check (moderation_state 'held', whatever the reason) are listed.
 */
export class QueueService {
  constructor(private readonly options: QueueServiceOptions) {}

  private get db() {
    return this.options.db;
  }

  /**
   * Every held or flagged post has one pending entry, whoever held it; entries of posts no longer held (deleted,
   * hidden or restored elsewhere) close.
   */
  async syncPosts(): Promise<void> {
    const now = isoAt(this.options.clock());
    const missing = await this.db
      .selectFrom('content')
      .select(['content_id', 'create_by', 'title', 'moderation_state', 'moderation_reason'])
      .where('moderation_state', 'in', ['held', 'flagged'])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('moderation_item')
              .select('item_id')
              .where('moderation_item.kind', '=', 'content')
              .where('moderation_item.state', '=', 'pending')
              .whereRef('moderation_item.target_id', '=', 'content.content_id'),
          ),
        ),
      )
      .limit(500)
      .execute();
    for (const row of missing) {
      await this.options.words.enqueue(this.db, {
        kind: 'content',
        mode: row.moderation_state === 'flagged' ? 'flagged' : 'held',
        source: 'content',
        userId: row.create_by,
        targetId: row.content_id,
        contentId: row.content_id,
        title: row.title,
        plain: '',
        matches: [],
        reason: row.moderation_reason || HELD_REASON,
      });
    }
    await this.db
      .updateTable('moderation_item')
      .set({ state: 'rejected', note: '内容已不在审核中', handle_time: now })
      .where('kind', '=', 'content')
      .where('state', '=', 'pending')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('content')
              .select('content.content_id')
              .whereRef('content.content_id', '=', 'moderation_item.target_id')
              .where('content.moderation_state', 'in', ['held', 'flagged']),
          ),
        ),
      )
      .execute();
  }

  async counts(): Promise<ModerationCounts> {
    await this.syncPosts();
    const [rows, reports] = await Promise.all([
      this.db
        .selectFrom('moderation_item')
        .select(['kind', (eb) => eb.fn.countAll().as('n')])
        .where('state', '=', 'pending')
        .groupBy('kind')
        .execute(),
      this.db
        .selectFrom('report')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('state', '=', 'pending')
        .executeTakeFirstOrThrow(),
    ]);
    const counts: ModerationCounts = { content: 0, comment: 0, name: 0, other: 0, report: Number(reports.n), total: 0 };
    for (const row of rows) counts[row.kind] = Number(row.n);
    counts.total = counts.content + counts.comment + counts.name + counts.other + counts.report;
    return counts;
  }

  async list(query: ModerationListQuery): Promise<PagedList<ModerationItem>> {
    const kind: ModerationKind = query.kind ?? 'content';
    if (kind === 'content') await this.syncPosts();
    const page = resolvePage(query, 20);
    const base = this.db
      .selectFrom('moderation_item')
      .where('kind', '=', kind)
      .where('state', '=', query.state ?? 'pending');
    const order = query.order === 'desc' ? 'desc' : 'asc';
    return pageOf(
      base,
      page,
      (q) => q.selectAll().orderBy('create_time', order).orderBy('item_id', order),
      (rows) => this.toItems(rows),
    );
  }

  async item(itemId: string): Promise<ModerationItem> {
    const row = await this.row(itemId);
    const [item] = await this.toItems([row]);
    return item!;
  }

  private async row(itemId: string): Promise<ModerationItemRow> {
    const row = await this.db
      .selectFrom('moderation_item')
      .selectAll()
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', MODERATION_MESSAGES.itemNotFound);
    return row;
  }

  private async toItems(rows: readonly ModerationItemRow[]): Promise<ModerationItem[]> {
    const users = new Map(
      (await findUsersByIds(this.db, [...new Set(rows.map((r) => r.user_id))])).map((u) => [u.user_id, u]),
    );
    // A post's text is read as it is now (the author may have edited it) and matched again.
    const postIds = rows.filter((r) => r.kind === 'content' && r.target_id).map((r) => r.target_id!);
    const posts = new Map(
      postIds.length === 0
        ? []
        : (
            await this.db
              .selectFrom('content')
              .select(['content_id', 'title', 'content', 'type', 'tags'])
              .where('content_id', 'in', postIds)
              .execute()
          ).map((p) => [p.content_id, p]),
    );
    const items: ModerationItem[] = [];
    for (const row of rows) {
      const user = users.get(row.user_id);
      let text = row.text;
      let matches = parseMatches(row.matches);
      let title = row.title;
      const post = row.target_id ? posts.get(row.target_id) : undefined;
      if (row.kind === 'content' && post) {
        title = post.title;
        text = postText(post);
        const result = await this.options.words.check(text);
        matches = result.matches.map((m) => ({ word: m.word, action: m.action, start: m.start, end: m.end }));
      }
      items.push({
        itemId: row.item_id,
        kind: row.kind,
        mode: row.mode,
        source: row.source,
        targetId: row.target_id,
        contentId: row.content_id,
        title,
        text,
        matches,
        reason: row.reason,
        state: row.state,
        note: row.note,
        author: user ? userRowToBrief(user) : { userId: row.user_id, username: '', avatar: '' },
        createTime: row.create_time,
        handleTime: row.handle_time,
      });
    }
    return items;
  }

  private async close(row: ModerationItemRow, adminId: string, state: 'approved' | 'rejected', note: string | null) {
    const changed = await this.db
      .updateTable('moderation_item')
      .set({ state, note, handled_by: adminId, handle_time: isoAt(this.options.clock()) })
      .where('item_id', '=', row.item_id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new AppError('BAD_REQUEST', MODERATION_MESSAGES.notPending);
  }

  private async tell(row: ModerationItemRow, adminId: string, text: string) {
    await this.options.notifications.record(this.db, {
      userId: row.user_id,
      actorId: adminId,
      action: 'review',
      contentId: row.kind === 'content' ? row.target_id : null,
      text,
    });
  }

  private what(row: ModerationItemRow): string {
    if (row.kind === 'content') return `作品《${row.title}》`;
    const label = SOURCE_LABELS[row.source as TextSource] ?? '内容';
    const excerpt = row.text.length > 20 ? `${row.text.slice(0, 20)}…` : row.text;
    return `${label}「${excerpt}」`;
  }

  async approve(adminId: string, itemId: string, note: string | null): Promise<ModerationItem> {
    const row = await this.row(itemId);
    if (row.state !== 'pending') throw new AppError('BAD_REQUEST', MODERATION_MESSAGES.notPending);
    const entry = {
      itemId: row.item_id,
      source: row.source as TextSource,
      userId: row.user_id,
      targetId: row.target_id,
      contentId: row.content_id,
      payload: parsePayload(row.payload),
    };
    if (row.kind === 'content' && row.target_id) {
      const now = isoAt(this.options.clock());
      await this.db
        .updateTable('content')
        .set(
          row.mode === 'held'
            ? { state: 'publish', moderation_state: null, moderation_reason: null, update_time: now }
            : { moderation_state: null, moderation_reason: null },
        )
        .where('content_id', '=', row.target_id)
        .where('moderation_state', '=', row.mode)
        .execute();
      this.options.contentCache()?.invalidate();
    } else if (row.mode === 'held') {
      await this.options.words.handlerOf(entry)?.approve?.(entry);
    }
    await this.close(row, adminId, 'approved', note);
    if (row.mode === 'held') await this.tell(row, adminId, `你的${this.what(row)}已通过审核，现已公开`);
    return this.item(itemId);
  }

  async reject(adminId: string, itemId: string, reason: string): Promise<ModerationItem> {
    const row = await this.row(itemId);
    if (row.state !== 'pending') throw new AppError('BAD_REQUEST', MODERATION_MESSAGES.notPending);
    const entry = {
      itemId: row.item_id,
      source: row.source as TextSource,
      userId: row.user_id,
      targetId: row.target_id,
      contentId: row.content_id,
      payload: parsePayload(row.payload),
    };
    if (row.kind === 'content' && row.target_id) {
      // Kept down as an admin's hide: the author reads the reason and cannot publish it again.
      await this.db
        .updateTable('content')
        .set({
          state: 'down',
          moderation_state: 'hidden',
          moderation_reason: reason,
          update_time: isoAt(this.options.clock()),
        })
        .where('content_id', '=', row.target_id)
        .where('moderation_state', '=', row.mode)
        .execute();
      this.options.contentCache()?.invalidate();
    } else if (row.mode === 'flagged') {
      await this.options.words.handlerOf(entry)?.reject?.(entry, reason);
    }
    await this.close(row, adminId, 'rejected', reason);
    await this.tell(row, adminId, `你的${this.what(row)}未通过审核：${reason}`);
    return this.item(itemId);
  }

  async bulk(adminId: string, body: ModerationBulkBody): Promise<ModerationBulkResult> {
    if (body.decision === 'reject' && !body.reason) {
      throw new AppError('BAD_REQUEST', MODERATION_MESSAGES.rejectReasonRequired);
    }
    const failed: ModerationBulkResult['failed'] = [];
    let done = 0;
    for (const id of new Set(body.ids)) {
      try {
        if (body.decision === 'approve') await this.approve(adminId, id, body.reason ?? null);
        else await this.reject(adminId, id, body.reason!);
        done++;
      } catch (error) {
        failed.push({ itemId: id, message: error instanceof Error ? error.message : String(error) });
      }
    }
    return { done, failed };
  }
}
