import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { UserType } from '@yiying/models';
import type { CONTENT_SORT_COLUMNS, ContentListQuery, ListFilter } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import type { ContentRow } from './content.table.js';
import type { Viewer } from './visibility.js';
import { withoutHiddenWords, type MuteSet } from '../mute/index.js';

/**
 * What a member's mutes are matched against: the title, which is what every card of a feed shows (a body can be a
 * long article, which each list would otherwise read whole for every word).
 */
export const MUTED_COLUMNS = ['content.title'] as const;

export type ContentSortColumn = (typeof CONTENT_SORT_COLUMNS)[number];

/** What a content list selects by: the contract's list query without its paging part. */
export type ContentFilter = ListFilter<ContentListQuery>;

/**
 * Order of a list: `column` one of the sort columns; `undefined` means the default order (pinned first, then weight,
 * then newest); `hot` the hot rank.
 */
export interface ContentOrder {
  column?: ContentSortColumn | 'hot_score';
  direction: 'asc' | 'desc';
}

/** A content row (body optional: lists leave it out) with its creator's public fields. */
export type ContentWithCreatorRow = Omit<ContentRow, 'content' | 'hot_score'> & {
  content?: ContentRow['content'];
  hot_score?: number;
  creator_username: string;
  creator_avatar: string;
  creator_type: UserType;
  /** The member viewer liked / collected it (1), absent for visitors. */
  viewer_liked?: number | null;
  viewer_collected?: number | null;
  /** The viewer's folded word the post contains (折叠), when any. */
  muted_word?: string | null;
};

/** Extra conditions of a list besides the contract's filters. */
export interface ContentScope {
  /** Posts whose title (or tag) contains this text. */
  search?: { text: string; type: 'title' | 'tag' };
  /** Only posts by members `userId` follows (the attention list). */
  followedBy?: string;
  /** More from the same author or circle as this post, itself excluded (the side list). */
  sideOf?: { contentId: string; authorId: string; circleId: string | null };
  /** The viewer's mutes: hidden words leave the list (and its count), folded words mark the posts. */
  mutes?: MuteSet;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function applyFilter<O>(
  query: SelectQueryBuilder<Database, 'content', O>,
  filter: ContentFilter,
  scope: ContentScope = {},
): SelectQueryBuilder<Database, 'content', O> {
  let q = query;
  if (filter.state !== undefined) q = q.where('content.state', '=', filter.state);
  if (filter.accessScope !== undefined) q = q.where('content.access_scope', '=', filter.accessScope);
  if (filter.type !== undefined) q = q.where('content.type', '=', filter.type);
  if (filter.talkTopic !== undefined) q = q.where('content.talk_topic', '=', filter.talkTopic);
  if (filter.categoryId !== undefined) q = q.where('content.category_id', '=', filter.categoryId);
  if (filter.circleId !== undefined) q = q.where('content.circle_id', '=', filter.circleId);
  if (filter.forwardedFlag !== undefined) q = q.where('content.forwarded_flag', '=', filter.forwardedFlag);
  if (filter.createBy !== undefined) q = q.where('content.create_by', '=', filter.createBy);
  if (filter.comments !== undefined) q = q.where('content.comments', '=', filter.comments);
  if (scope.search) {
    const pattern = likePattern(scope.search.text);
    q =
      scope.search.type === 'tag'
        ? q.where(sql<SqlBool>`content.tags like ${pattern} escape '\\'`)
        : q.where(sql<SqlBool>`content.title like ${pattern} escape '\\'`);
  }
  if (scope.followedBy !== undefined) {
    const me = scope.followedBy;
    q = q.where((eb) =>
      eb(
        'content.create_by',
        'in',
        eb.selectFrom('fans').select('fans.user_id').where('fans.fans_id', '=', me).where('fans.enabled', '=', 1),
      ),
    );
  }
  const hidden = withoutHiddenWords(MUTED_COLUMNS, scope.mutes);
  if (hidden) q = q.where(hidden);
  if (scope.sideOf) {
    const { contentId, authorId, circleId } = scope.sideOf;
    q = q
      .where('content.content_id', '!=', contentId)
      .where((eb) =>
        circleId
          ? eb.or([eb('content.create_by', '=', authorId), eb('content.circle_id', '=', circleId)])
          : eb('content.create_by', '=', authorId),
      );
  }
  return q;
}

/** A member's 屏蔽此条 posts never show in their lists. */
export function withoutShielded<O>(
  query: SelectQueryBuilder<Database, 'content', O>,
  viewer: Viewer,
): SelectQueryBuilder<Database, 'content', O> {
  if (!viewer) return query;
  return query.where((eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('content_shield')
          .select('content_shield.content_id')
          .where('content_shield.user_id', '=', viewer.userId)
          .whereRef('content_shield.content_id', '=', 'content.content_id'),
      ),
    ),
  );
}

type OrderColumn = `content.${ContentSortColumn | 'hot_score' | 'content_id'}`;

/** The columns and directions of an order, the id last (it makes every order total, and ends each cursor). */
export function orderColumns(order: ContentOrder): { column: OrderColumn; direction: 'asc' | 'desc' }[] {
  const direction = order.direction;
  if (order.column) {
    return [
      { column: `content.${order.column}`, direction },
      { column: 'content.content_id', direction },
    ];
  }
  return [
    { column: 'content.top_flag', direction: 'desc' },
    { column: 'content.sort', direction: 'desc' },
    { column: 'content.create_time', direction },
    { column: 'content.content_id', direction },
  ];
}

/** The values of `row` in the order's columns: what `nextCursor` encodes. */
export function cursorValues(row: ContentWithCreatorRow, order: ContentOrder): (string | number)[] {
  return orderColumns(order).map(({ column }) => {
    const value = (row as unknown as Record<string, unknown>)[column.slice('content.'.length)];
    return typeof value === 'number' || typeof value === 'string' ? value : Number(value ?? 0);
  });
}

/** Keyset paging: rows strictly after `after` in the order (a row-value comparison when every direction agrees). */
export function afterCursor<O>(
  query: SelectQueryBuilder<Database, 'content', O>,
  order: ContentOrder,
  after: readonly (string | number)[],
): SelectQueryBuilder<Database, 'content', O> {
  const columns = orderColumns(order);
  return query.where((eb) => {
    const directions = new Set(columns.map((c) => c.direction));
    if (directions.size === 1) {
      const op = columns[0]?.direction === 'desc' ? '<' : '>';
      const refs = columns.map((c) => sql.ref(c.column));
      const values = after.map((v) => sql.val(v));
      return sql<SqlBool>`(${sql.join(refs)}) ${sql.raw(op)} (${sql.join(values)})`;
    }
    // Mixed directions: (a after x) or (a = x and b after y) or …
    return eb.or(
      columns.map((c, i) =>
        eb.and([
          ...columns.slice(0, i).map((prev, j) => eb(prev.column, '=', after[j] as string)),
          eb(c.column, c.direction === 'desc' ? '<' : '>', after[i] as string),
        ]),
      ),
    );
  });
}

/** Where a page starts: an offset (page number), a keyset cursor, or an offset after a keyset position. */
export type PagePosition =
  | { offset: number; after?: readonly (string | number)[] }
  | { after: readonly (string | number)[] };
