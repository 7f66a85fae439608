import {
  PAGE_SIZE,
  type ActivityRecord,
  type EnrollmentCurrent,
  type EnrollmentRecord,
  type PagedList,
  type VoteResult,
} from '@yiying/models';
import type { ActivityListQuery } from '../activity/activity.schema.js';
import type {
  EnrollCreateBody,
  EnrollCreateInput,
  EnrollCurrentQuery,
  EnrollListQuery,
  EnrollUpdateBody,
  EnrollUpdateInput,
} from '../activity/enroll.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Entries (作品) of activities and exhibitions: public reads, the author's writes, and votes. */
export const activityEnrollPaths = {
  list: route<{ query: EnrollListQuery; response: PagedList<EnrollmentRecord> }>()({
    method: 'GET',
    path: '/api/activityEnroll/list',
    operationId: 'listActivityEnroll',
    summary: '作品列表',
    description: '入选与优秀作品；本人的作品各状态都可见（createBy=本人）。sort=vote_num 为票数排行。',
    access: 'optional',
    pageSize: PAGE_SIZE.default,
  }),
  uploadList: route<{ query: ActivityListQuery; response: PagedList<ActivityRecord> }>()({
    method: 'GET',
    path: '/api/activityEnroll/uploadList',
    operationId: 'uploadActivityList',
    summary: '可投稿的活动',
    description: '现在正在征稿的活动（kind=exhibition 为展览）。',
    access: 'optional',
    pageSize: PAGE_SIZE.activity,
  }),
  current: route<{ query: EnrollCurrentQuery; response: EnrollmentCurrent }>()({
    method: 'GET',
    path: '/api/activityEnroll/current',
    operationId: 'currentActivityEnroll',
    summary: '我在活动中的作品',
    description: '本人在该活动的作品、还可提交的件数、征稿提示与今天剩余票数；未登录时 records 为空。',
    access: 'optional',
  }),
  /** The same standing for a signed-in member only (401 otherwise). */
  mine: route<{ query: EnrollCurrentQuery; response: EnrollmentCurrent }>()({
    method: 'GET',
    path: '/web/activityEnroll/current',
    operationId: 'myActivityEnroll',
    summary: '我在活动中的作品（需登录）',
    description: '与 /api/activityEnroll/current 相同的答复，只给登录的成员：未登录时 401。',
    access: 'member',
  }),
  detail: route<{ response: EnrollmentRecord }>()({
    method: 'GET',
    path: '/api/activityEnroll/detail/{id}',
    operationId: 'activityEnrollDetail',
    summary: '作品详情',
    description: '姓名、手机号、需求与审核意见只对作者和管理员返回。',
    params: { id: '作品 ID' },
    access: 'optional',
  }),
  create: route<{ body: EnrollCreateBody; input: EnrollCreateInput; response: EnrollmentRecord }>()({
    method: 'POST',
    path: '/web/activityEnroll/create',
    operationId: 'createActivityEnroll',
    summary: '提交作品',
    description:
      '图片或视频先经 /web/file/upload 上传（mediaIds）。征稿期外以征稿提示拒绝（403），已下线的活动拒绝；每人每个活动的件数有上限（ACTIVITY_ENTRY_LIMIT）。',
    access: 'member',
  }),
  update: route<{ body: EnrollUpdateBody; input: EnrollUpdateInput; response: EnrollmentRecord }>()({
    method: 'POST',
    path: '/web/activityEnroll/update/{id}',
    operationId: 'updateActivityEnroll',
    summary: '修改作品',
    description: '仅作者，且作品待审核（created）、活动仍在征稿期。',
    params: { id: '作品 ID' },
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/web/activityEnroll/delete/{id}',
    operationId: 'deleteActivityEnroll',
    summary: '撤回作品',
    description: '作者撤回未入选或待审核的作品；管理员可删除任何作品。',
    params: { id: '作品 ID' },
    access: 'member',
    empty: true,
  }),
  vote: route<{ response: VoteResult }>()({
    method: 'POST',
    path: '/web/activityEnroll/vote/{id}',
    operationId: 'voteActivityEnroll',
    summary: '投票',
    description:
      '投票期内为入选作品投票：每人每件作品一票，每人每天在每个活动的票数有上限（ACTIVITY_VOTE_DAILY_CAP），不能给自己的作品投票。',
    params: { id: '作品 ID' },
    access: 'member',
  }),
} as const satisfies RouteTable;
