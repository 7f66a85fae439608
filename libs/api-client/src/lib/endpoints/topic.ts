import { PAGE_SIZE, type PagedList, type Topic } from '@yiying/models';
import { topicPaths, type TopicListQuery } from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** Query of the topic list as the caller gives it; `title` finds topics whose name contains it. */
export type TopicListParams = Partial<TopicListQuery>;

export interface TopicApi {
  /** `GET /api/topic/list` (public), 10 per page. */
  list(params?: TopicListParams): Promise<PagedList<Topic>>;
  /** `GET /api/topic/detail/{id}`. */
  detail(id: string): Promise<Topic>;
}

export function createTopicApi(client: Pick<Transport, 'list' | 'get'>): TopicApi {
  return {
    list: (params = {}) =>
      client.list<Topic>(topicPaths.list.path, { ...params }, { pageNum: 1, pageSize: PAGE_SIZE.default }),
    detail: (id) => client.get<Topic>(fillPath(topicPaths.detail.path, { id })),
  };
}
