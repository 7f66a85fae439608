import { PAGE_SIZE, type PagedList, type Topic } from '@yiying/models';
import type { TopicListQuery } from '../topic.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Routes of the topic resource (`#topic#` segments of titles). */
export const topicPaths = {
  list: route<{ query: TopicListQuery; response: PagedList<Topic> }>()({
    method: 'GET',
    path: '/api/topic/list',
    operationId: 'listTopic',
    summary: '话题列表',
    description: `已发布、且有当前用户可见的已发布帖子的话题（草稿、私密或仅粉丝可见帖子里的 #话题# 不会对看不到这些帖子的人出现）；\`title\` 按包含匹配（不含 #），\`contentNum\` 为当前用户可见的帖子数。每页默认 ${PAGE_SIZE.default} 条。`,
    access: 'optional',
    pageSize: PAGE_SIZE.default,
  }),
  detail: route<{ response: Topic }>()({
    method: 'GET',
    path: '/api/topic/detail/{id}',
    operationId: 'topicDetail',
    summary: '话题详情',
    description: '没有当前用户可见的已发布帖子的话题答 404 话题不存在。',
    access: 'optional',
    params: { id: '话题 ID' },
  }),
} as const satisfies RouteTable;
