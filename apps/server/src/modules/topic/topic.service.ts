import type { PagedList, Topic } from '@yiying/models';
import { TOPIC_SORT_COLUMNS, topicContract, type TopicListQuery } from '@yiying/validation';
import type { TopicDb } from './topic.db.js';
import type { Viewer } from '../content/index.js';
import { AppError } from '../../errors.js';
import { emptyPage, pageFrom, resolvePage, sortColumn } from '../../lib/paging.js';
import { countTopicHit, countTopics, findTopic, listTopics, topicRowToModel } from './topic.repository.js';

export const TOPIC_NOT_FOUND_MESSAGE = '话题不存在';

/**
 * `GET /api/topic/list`: published topics with at least one post `viewer` may see (another state matches nothing),
 * newest first unless sorted; `contentNum` counts those posts.
 */
export async function listTopicPage(db: TopicDb, viewer: Viewer, query: TopicListQuery): Promise<PagedList<Topic>> {
  const page = resolvePage(query, topicContract.pageSize);
  if (query.state !== undefined && query.state !== 'publish') return emptyPage(page);
  const filter = { parentId: query.parentId, title: query.title, state: 'publish' as const };
  const order = {
    column: query.sort ? sortColumn(query.sort, TOPIC_SORT_COLUMNS) : undefined,
    direction: query.order ?? 'desc',
  };
  return pageFrom(
    page,
    (limit, offset) => listTopics(db, viewer, filter, order, limit, offset),
    () => countTopics(db, viewer, filter),
    (rows) => rows.map(topicRowToModel),
  );
}

/** `GET /api/topic/detail/{id}`: a published topic with a post `viewer` may see (else 404); counts the visit. */
export async function topicDetail(db: TopicDb, viewer: Viewer, topicId: string): Promise<Topic> {
  const row = await findTopic(db, viewer, topicId);
  if (!row || row.state !== 'publish') throw new AppError('NOT_FOUND', TOPIC_NOT_FOUND_MESSAGE);
  await countTopicHit(db, topicId);
  return topicRowToModel({ ...row, hit_num: row.hit_num + 1 });
}
