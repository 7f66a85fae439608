import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { ContentRecord, UserType } from '@yiying/models';
import type { CONTENT_SORT_COLUMNS, ContentListQuery, ListFilter } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import type { ContentRow, NewContentRow } from './content.table.js';

export type ContentSortColumn = (typeof CONTENT_SORT_COLUMNS)[number];

/** What a content list selects by: the contract's list query without its paging part. */
export type ContentFilter = ListFilter<ContentListQuery>;

/** `undefined` column means the default order: pinned first, then weight, then newest. */
export interface ContentOrder {
  column?: ContentSortColumn;
  direction: 'asc' | 'desc';
}

/** A content row (body optional: lists leave it out) with its creator's public fields. */
export type ContentWithCreatorRow = Omit<ContentRow, 'content'> & {
  content?: ContentRow['content'];
  creator_username: string;
  creator_avatar: string;
  creator_type: UserType;
};

function applyFilter<O>(
  query: SelectQueryBuilder<Database, 'content', O>,
  filter: ContentFilter,
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
  return q;
}

/** Every column but the body: lists never send article HTML, detail pages do. */
const LIST_COLUMNS = [
  'content.content_id',
  'content.parent_id',
  'content.category_id',
  'content.circle_id',
  'content.title',
  'content.cover',
  'content.type',
  'content.state',
  'content.talk_topic',
  'content.likes_num',
  'content.collect_num',
  'content.comment_num',
  'content.hit_num',
  'content.forwarded_num',
  'content.forwarded_flag',
  'content.thumbs',
  'content.access_scope',
  'content.create_time',
  'content.update_time',
  'content.create_by',
  'content.width',
  'content.height',
  'content.comments',
  'content.top_flag',
  'content.sort',
] as const;

function selectWithCreator(db: Kysely<Database>) {
  return db
    .selectFrom('content')
    .innerJoin('user', 'user.user_id', 'content.create_by')
    .select(LIST_COLUMNS)
    .select((eb: ExpressionBuilder<Database, 'content' | 'user'>) => [
      eb.ref('user.username').as('creator_username'),
      eb.ref('user.avatar').as('creator_avatar'),
      eb.ref('user.type').as('creator_type'),
    ]);
}

/** One page of content matching `filter`, creator joined. */
export async function listContent(
  db: Kysely<Database>,
  filter: ContentFilter,
  order: ContentOrder,
  limit: number,
  offset: number,
): Promise<ContentWithCreatorRow[]> {
  let q = applyFilter(selectWithCreator(db), filter);
  if (order.column) {
    q = q.orderBy(`content.${order.column}`, order.direction).orderBy('content.content_id', order.direction);
  } else {
    q = q
      .orderBy('content.top_flag', 'desc')
      .orderBy('content.sort', 'desc')
      .orderBy('content.create_time', order.direction)
      .orderBy('content.content_id', order.direction);
  }
  return q.limit(limit).offset(offset).execute();
}

export async function countContent(db: Kysely<Database>, filter: ContentFilter): Promise<number> {
  const row = await applyFilter(db.selectFrom('content'), filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findContentByIds(db: Kysely<Database>, ids: readonly string[]): Promise<ContentWithCreatorRow[]> {
  if (ids.length === 0) return [];
  return selectWithCreator(db)
    .where('content.content_id', 'in', [...ids])
    .execute();
}

export async function insertContents(db: Kysely<Database>, rows: NewContentRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('content').values(rows).execute();
}

function parseThumbs(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Row → API record. `parent` is added by the service for forwards. */
export function contentRowToModel(row: ContentWithCreatorRow): ContentRecord {
  const record: ContentRecord = {
    contentId: row.content_id,
    parentId: row.parent_id,
    categoryId: row.category_id,
    circleId: row.circle_id,
    title: row.title,
    cover: row.cover,
    type: row.type,
    state: row.state,
    talkTopic: row.talk_topic,
    likesNum: row.likes_num,
    collectNum: row.collect_num,
    commentNum: row.comment_num,
    hitNum: row.hit_num,
    forwardedNum: row.forwarded_num,
    forwardedFlag: row.forwarded_flag,
    thumbs: parseThumbs(row.thumbs),
    accessScope: row.access_scope,
    createTime: row.create_time,
    updateTime: row.update_time,
    createBy: row.create_by,
    comments: row.comments,
    creator: {
      userId: row.create_by,
      username: row.creator_username,
      avatar: row.creator_avatar,
      type: row.creator_type,
    },
  };
  if (row.content !== undefined && row.content !== null) record.content = row.content;
  if (row.width !== null) record.width = row.width;
  if (row.height !== null) record.height = row.height;
  return record;
}

/** Posts of a member: all of them for the owner, published public ones for everyone else. */
export async function countUserContent(db: Kysely<Database>, userId: string, own: boolean): Promise<number> {
  let q = db.selectFrom('content').where('create_by', '=', userId);
  if (!own) q = q.where('state', '=', 'publish').where('access_scope', '=', 'public');
  const row = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
