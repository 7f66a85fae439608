import { sql, type ExpressionBuilder } from 'kysely';
import type { Topic } from '@yiying/models';
import type { ListFilter, TOPIC_SORT_COLUMNS, TopicListQuery } from '@yiying/validation';
import type { TopicDatabase, TopicDb } from './topic.db.js';
import { contentVisibleTo, type TopicRow, type Viewer } from '../content/index.js';

export type TopicSortColumn = (typeof TOPIC_SORT_COLUMNS)[number];

/** What a topic list selects by. */
export type TopicFilter = ListFilter<TopicListQuery>;

/** A topic row with the number of posts naming it that the viewer may see. */
export type TopicWithCountRow = TopicRow & { content_num: number | string | bigint | null };

/** `%` and `_` typed by a member match themselves, not any text. */
function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}

/**
 * Topics named by at least one published post `viewer` may see: a `#话题#` in a draft, a private or fans-only post
 * makes no topic for anyone who may not read that post.
 */
function filtered(db: TopicDb, viewer: Viewer, filter: TopicFilter) {
  let q = db.selectFrom('topic').where((eb) => eb.exists(visiblePosts(eb, viewer).select('content.content_id')));
  if (filter.state !== undefined) q = q.where('topic.state', '=', filter.state);
  if (filter.parentId !== undefined) q = q.where('topic.parent_id', '=', filter.parentId);
  if (filter.title !== undefined) {
    const pattern = containsPattern(filter.title.replace(/[#＃]/g, ''));
    q = q.where(sql<boolean>`${sql.ref('topic.title')} like ${pattern} escape '!'`);
  }
  return q;
}

/** Published posts naming the topic that `viewer` may see (the access-scope rule of every content read). */
function visiblePosts(eb: ExpressionBuilder<TopicDatabase, 'topic'>, viewer: Viewer) {
  return eb
    .selectFrom('topic_content')
    .innerJoin('content', 'content.content_id', 'topic_content.content_id')
    .whereRef('topic_content.topic_id', '=', 'topic.topic_id')
    .where('content.state', '=', 'publish')
    .where(contentVisibleTo(viewer));
}

/** The number of those posts. */
function visibleContentNum(viewer: Viewer) {
  return (eb: ExpressionBuilder<TopicDatabase, 'topic'>) =>
    visiblePosts(eb, viewer)
      .select((inner) => inner.fn.countAll().as('n'))
      .as('content_num');
}

export async function listTopics(
  db: TopicDb,
  viewer: Viewer,
  filter: TopicFilter,
  order: { column?: TopicSortColumn; direction: 'asc' | 'desc' },
  limit: number,
  offset: number,
): Promise<TopicWithCountRow[]> {
  const column = order.column ?? 'create_time';
  let q = filtered(db, viewer, filter).selectAll('topic').select(visibleContentNum(viewer));
  q =
    column === 'content_num'
      ? q.orderBy('content_num', order.direction)
      : q.orderBy(`topic.${column}`, order.direction);
  return q.orderBy('topic.topic_id', order.direction).limit(limit).offset(offset).execute();
}

export async function countTopics(db: TopicDb, viewer: Viewer, filter: TopicFilter): Promise<number> {
  const row = await filtered(db, viewer, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The topic when `viewer` may see at least one of its posts. */
export async function findTopic(db: TopicDb, viewer: Viewer, topicId: string): Promise<TopicWithCountRow | undefined> {
  return filtered(db, viewer, {})
    .selectAll('topic')
    .select(visibleContentNum(viewer))
    .where('topic.topic_id', '=', topicId)
    .executeTakeFirst();
}

export async function countTopicHit(db: TopicDb, topicId: string): Promise<void> {
  await db
    .updateTable('topic')
    .set((eb) => ({ hit_num: eb('hit_num', '+', 1) }))
    .where('topic_id', '=', topicId)
    .execute();
}

/** Row → API record. */
export function topicRowToModel(row: TopicWithCountRow): Topic {
  return {
    topicId: row.topic_id,
    parentId: row.parent_id,
    title: row.title,
    cover: row.cover,
    description: row.description,
    state: row.state,
    hitNum: row.hit_num,
    contentNum: Number(row.content_num ?? 0),
    createTime: row.create_time,
  };
}
