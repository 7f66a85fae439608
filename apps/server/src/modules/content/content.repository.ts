import type { ExpressionBuilder, Kysely, SelectQueryBuilder, Updateable } from 'kysely';
import type { ContentRecord, ImageSource, UserType } from '@yiying/models';
import type { CONTENT_SORT_COLUMNS, ContentListQuery, ListFilter } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import type { ContentRow, ContentTable, NewContentRow, NewTopicRow, TopicRow } from './content.table.js';
import { visibleContent, type Viewer } from './visibility.js';

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
  'content.tags',
  'content.sensitive',
  'content.show_exif',
  'content.cover_image',
] as const;

/** Content `viewer` may see, with its creator's public fields. */
function selectWithCreator(db: Kysely<Database>, viewer: Viewer) {
  return visibleContent(db, viewer)
    .innerJoin('user', 'user.user_id', 'content.create_by')
    .select(LIST_COLUMNS)
    .select((eb: ExpressionBuilder<Database, 'content' | 'user'>) => [
      eb.ref('user.username').as('creator_username'),
      eb.ref('user.avatar').as('creator_avatar'),
      eb.ref('user.type').as('creator_type'),
    ]);
}

/** One page of the content `viewer` may see matching `filter`, creator joined. */
export async function listContent(
  db: Kysely<Database>,
  viewer: Viewer,
  filter: ContentFilter,
  order: ContentOrder,
  limit: number,
  offset: number,
): Promise<ContentWithCreatorRow[]> {
  let q = applyFilter(selectWithCreator(db, viewer), filter);
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

export async function countContent(db: Kysely<Database>, viewer: Viewer, filter: ContentFilter): Promise<number> {
  const row = await applyFilter(visibleContent(db, viewer), filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The posts of `ids` that `viewer` may see (others are simply missing), body included. */
export async function findContentByIds(
  db: Kysely<Database>,
  viewer: Viewer,
  ids: readonly string[],
): Promise<ContentWithCreatorRow[]> {
  if (ids.length === 0) return [];
  return selectWithCreator(db, viewer)
    .select('content.content')
    .where('content.content_id', 'in', [...ids])
    .execute();
}

/** Writes one post (inside the caller's transaction). */
export async function insertContent(db: Kysely<Database>, row: NewContentRow): Promise<void> {
  await db.insertInto('content').values(row).execute();
}

/** Columns an update may change. */
export type ContentChanges = Omit<Updateable<ContentTable>, 'content_id' | 'create_by' | 'create_time' | 'type'>;

export async function updateContentRow(
  db: Kysely<Database>,
  contentId: string,
  changes: ContentChanges,
): Promise<void> {
  await db.updateTable('content').set(changes).where('content_id', '=', contentId).execute();
}

/** Deletes a post and its topic links; forwards of it keep existing with `parent_id` cleared. */
export async function deleteContentRow(db: Kysely<Database>, contentId: string): Promise<void> {
  await db.deleteFrom('topic_content').where('content_id', '=', contentId).execute();
  await db.updateTable('content').set({ parent_id: null }).where('parent_id', '=', contentId).execute();
  await db.deleteFrom('content').where('content_id', '=', contentId).execute();
}

/** The topics named `titles`, created (state publish) when new; ordered as `titles`. */
export async function ensureTopics(
  db: Kysely<Database>,
  titles: readonly string[],
  nowIso: string,
  newId: () => string,
): Promise<TopicRow[]> {
  if (titles.length === 0) return [];
  const rows: NewTopicRow[] = titles.map((title) => ({
    topic_id: newId(),
    parent_id: null,
    title,
    cover: '',
    description: '',
    state: 'publish',
    hit_num: 0,
    create_time: nowIso,
    update_time: nowIso,
  }));
  await db
    .insertInto('topic')
    .values(rows)
    .onConflict((oc) => oc.column('title').doNothing())
    .execute();
  const found = await db
    .selectFrom('topic')
    .selectAll()
    .where('title', 'in', [...titles])
    .execute();
  const byTitle = new Map(found.map((t) => [t.title, t]));
  return titles.map((title) => byTitle.get(title)).filter((t): t is TopicRow => t !== undefined);
}

/** Replaces the topic links of a post: `topicIds[0]` is its first topic. */
export async function setContentTopics(
  db: Kysely<Database>,
  contentId: string,
  topicIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('topic_content').where('content_id', '=', contentId).execute();
  if (topicIds.length === 0) return;
  await db
    .insertInto('topic_content')
    .values(topicIds.map((topicId, position) => ({ topic_id: topicId, content_id: contentId, position })))
    .execute();
}

export async function insertContents(db: Kysely<Database>, rows: NewContentRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('content').values(rows).execute();
}

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function parseStrings(raw: string | null): string[] {
  const parsed = parseJson(raw);
  return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
}

function parseImageSource(raw: string | null): ImageSource | null {
  const parsed = parseJson(raw);
  return parsed && typeof parsed === 'object' && typeof (parsed as ImageSource).url === 'string'
    ? (parsed as ImageSource)
    : null;
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
    thumbs: parseStrings(row.thumbs),
    accessScope: row.access_scope,
    createTime: row.create_time,
    updateTime: row.update_time,
    createBy: row.create_by,
    comments: row.comments,
    tags: parseStrings(row.tags),
    sensitive: row.sensitive === 1,
    showExif: row.show_exif === 1,
    coverImage: parseImageSource(row.cover_image),
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

/** Posts of a member that `viewer` may see (all of them when the member looks at their own homepage). */
export async function countUserContent(db: Kysely<Database>, userId: string, viewer: Viewer): Promise<number> {
  const row = await visibleContent(db, viewer)
    .where('content.create_by', '=', userId)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
