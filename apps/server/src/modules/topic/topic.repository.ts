import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Topic } from '@yiying/models';
import type { ListFilter, TOPIC_SORT_COLUMNS, TopicListQuery } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { ANONYMOUS, contentVisibleTo, type TopicRow } from '../content/index.js';

export type TopicSortColumn = (typeof TOPIC_SORT_COLUMNS)[number];

/** What a topic list selects by. */
export type TopicFilter = ListFilter<TopicListQuery>;

/** A topic row with the number of posts everyone may see naming it. */
export type TopicWithCountRow = TopicRow & { content_num: number | string | bigint | null };

/** `%` and `_` typed by a member match themselves, not any text. */
function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}

function filtered(db: Kysely<Database>, filter: TopicFilter) {
  let q = db.selectFrom('topic');
  if (filter.state !== undefined) q = q.where('topic.state', '=', filter.state);
  if (filter.parentId !== undefined) q = q.where('topic.parent_id', '=', filter.parentId);
  if (filter.title !== undefined) {
    const pattern = containsPattern(filter.title.replace(/[#＃]/g, ''));
    q = q.where(sql<boolean>`${sql.ref('topic.title')} like ${pattern} escape '!'`);
  }
  return q;
}

/** Posts naming the topic that an anonymous visitor may see (the same rule as the public content list). */
function visibleContentNum(eb: ExpressionBuilder<Database, 'topic'>) {
  return eb
    .selectFrom('topic_content')
    .innerJoin('content', 'content.content_id', 'topic_content.content_id')
    .whereRef('topic_content.topic_id', '=', 'topic.topic_id')
    .where(contentVisibleTo(ANONYMOUS))
    .select((inner) => inner.fn.countAll().as('n'))
    .as('content_num');
}

export async function listTopics(
  db: Kysely<Database>,
  filter: TopicFilter,
  order: { column?: TopicSortColumn; direction: 'asc' | 'desc' },
  limit: number,
  offset: number,
): Promise<TopicWithCountRow[]> {
  const column = order.column ?? 'create_time';
  let q = filtered(db, filter).selectAll('topic').select(visibleContentNum);
  q =
    column === 'content_num'
      ? q.orderBy('content_num', order.direction)
      : q.orderBy(`topic.${column}`, order.direction);
  return q.orderBy('topic.topic_id', order.direction).limit(limit).offset(offset).execute();
}

export async function countTopics(db: Kysely<Database>, filter: TopicFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findTopic(db: Kysely<Database>, topicId: string): Promise<TopicWithCountRow | undefined> {
  return db
    .selectFrom('topic')
    .selectAll('topic')
    .select(visibleContentNum)
    .where('topic.topic_id', '=', topicId)
    .executeTakeFirst();
}

export async function countTopicHit(db: Kysely<Database>, topicId: string): Promise<void> {
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
