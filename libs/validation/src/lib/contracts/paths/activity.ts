import { PAGE_SIZE, type ActivityRecord, type ActivityResults, type PagedList } from '@yiying/models';
import type { ActivityCurrentQuery, ActivityListQuery } from '../activity/activity.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/**
 * Activities and exhibitions (`kind`): the public reads, and the voting results after the voting phase. Likes,
 * collections and views go through the behaviours of the activity's `contentId`.
 */
export const activityPaths = {
  list: route<{ query: ActivityListQuery; response: PagedList<ActivityRecord> }>()({
    method: 'GET',
    path: '/api/activity/list',
    operationId: 'listActivity',
    summary: '活动列表',
    description: `已发布的活动（kind=exhibition 为展览），每页默认 ${PAGE_SIZE.activity} 条；state 的 doing / finish 随征稿时间变化。`,
    access: 'optional',
    pageSize: PAGE_SIZE.activity,
  }),
  detail: route<{ response: ActivityRecord }>()({
    method: 'GET',
    path: '/api/activity/detail/{id}',
    operationId: 'activityDetail',
    summary: '活动详情',
    description:
      'valid / hint 为当前的征稿状态与提示；remainingVotes 为当前登录用户今天剩余的票数。浏览每人每小时计一次。',
    params: { id: '活动 ID' },
    access: 'optional',
  }),
  current: route<{ query: ActivityCurrentQuery; response: ActivityRecord | null }>()({
    method: 'GET',
    path: '/api/activity/current',
    operationId: 'currentActivity',
    summary: '当前活动',
    description: '正在征稿的最新活动；没有时为最新发布的活动；都没有时 data 为 null。',
    access: 'optional',
  }),
  results: route<{ response: ActivityResults }>()({
    method: 'GET',
    path: '/api/activity/results/{id}',
    operationId: 'activityResults',
    summary: '评选结果',
    description: '投票结束后（或没有投票环节的活动）：优秀作品与按票数排名的入选作品。',
    params: { id: '活动 ID' },
    access: 'optional',
  }),
} as const satisfies RouteTable;
