import { object, type InferType } from 'yup';
import { PAGE_SIZE, RecordState } from '@yiying/models';
import { pagingFields, queryEnum, queryId } from './query.js';

/** Columns a topic list may be sorted by. */
export const TOPIC_SORT_COLUMNS = ['create_time', 'content_num', 'hit_num', 'title'] as const;
/** Query of `GET /api/topic/list`: `parentId` and `state` (spec §7), and `title` (contains) for suggestions. */
export const topicListQuery = object({
  ...pagingFields(PAGE_SIZE.default, TOPIC_SORT_COLUMNS),
  parentId: queryId('parentId', '上级话题 ID'),
  state: queryEnum('state', Object.values(RecordState), '状态（公开列表只含 publish）'),
  title: queryId('title', '话题名包含的文字（不含 #）'),
});
/** The validated topic list query. */
export type TopicListQuery = InferType<typeof topicListQuery>;
