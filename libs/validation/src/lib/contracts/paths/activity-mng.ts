import {
  PAGE_SIZE,
  type ActivityRecord,
  type EnrollmentRecord,
  type PagedList,
  type RoadshowRecord,
} from '@yiying/models';
import type {
  ActivityCreateBody,
  ActivityCreateInput,
  ActivityListQuery,
  ActivityUpdateBody,
  ActivityUpdateInput,
} from '../activity/activity.schema.js';
import type { EnrollListQuery, EnrollReviewBody } from '../activity/enroll.schema.js';
import type {
  RoadshowCreateBody,
  RoadshowCreateInput,
  RoadshowListQuery,
  RoadshowUpdateBody,
} from '../activity/roadshow.schema.js';
import { route, type RouteTable } from '../route-spec.js';

const id = { id: 'ID' };

/** Admin editor and review of activities, exhibitions, road shows and entries (`/mng`, admin role). */
export const activityMngPaths = {
  list: route<{ query: ActivityListQuery; response: PagedList<ActivityRecord> }>()({
    method: 'GET',
    path: '/mng/activity/list',
    operationId: 'mngListActivity',
    summary: '活动管理列表',
    description: '各状态的活动与展览（不传 kind 时两者都列出）。',
    access: 'admin',
    pageSize: PAGE_SIZE.activity,
  }),
  create: route<{ body: ActivityCreateBody; input: ActivityCreateInput; response: ActivityRecord }>()({
    method: 'POST',
    path: '/mng/activity/create',
    operationId: 'mngCreateActivity',
    summary: '新建活动或展览',
    access: 'admin',
  }),
  update: route<{ body: ActivityUpdateBody; input: ActivityUpdateInput; response: ActivityRecord }>()({
    method: 'POST',
    path: '/mng/activity/update/{id}',
    operationId: 'mngUpdateActivity',
    summary: '修改活动',
    params: id,
    access: 'admin',
  }),
  publish: route<{ response: ActivityRecord }>()({
    method: 'POST',
    path: '/mng/activity/publish/{id}',
    operationId: 'mngPublishActivity',
    summary: '发布活动',
    params: id,
    access: 'admin',
  }),
  down: route<{ response: ActivityRecord }>()({
    method: 'POST',
    path: '/mng/activity/down/{id}',
    operationId: 'mngDownActivity',
    summary: '下线活动',
    params: id,
    access: 'admin',
  }),
  delete: route()({
    method: 'POST',
    path: '/mng/activity/delete/{id}',
    operationId: 'mngDeleteActivity',
    summary: '删除活动',
    description: '只能删除还没有作品的活动；有作品时请下线。',
    params: id,
    access: 'admin',
    empty: true,
  }),
  enrollList: route<{ query: EnrollListQuery; response: PagedList<EnrollmentRecord> }>()({
    method: 'GET',
    path: '/mng/activityEnroll/list',
    operationId: 'mngListActivityEnroll',
    summary: '作品审核列表',
    description: '各状态的作品（state=created 为待审核），含投稿人姓名与手机号。',
    access: 'admin',
    pageSize: PAGE_SIZE.default,
  }),
  review: route<{ body: EnrollReviewBody; response: EnrollmentRecord }>()({
    method: 'POST',
    path: '/mng/activityEnroll/review/{id}',
    operationId: 'mngReviewActivityEnroll',
    summary: '审核作品',
    description: 'pass 入选、nopass 未入选、excellent 优秀，可附审核意见；入选与优秀的作品对所有人可见。',
    params: id,
    access: 'admin',
  }),
  roadshowList: route<{ query: RoadshowListQuery; response: PagedList<RoadshowRecord> }>()({
    method: 'GET',
    path: '/mng/roadshow/list',
    operationId: 'mngListRoadshow',
    summary: '路演管理列表',
    access: 'admin',
    pageSize: PAGE_SIZE.default,
  }),
  roadshowCreate: route<{ body: RoadshowCreateBody; input: RoadshowCreateInput; response: RoadshowRecord }>()({
    method: 'POST',
    path: '/mng/roadshow/create',
    operationId: 'mngCreateRoadshow',
    summary: '新建路演',
    access: 'admin',
  }),
  roadshowUpdate: route<{ body: RoadshowUpdateBody; response: RoadshowRecord }>()({
    method: 'POST',
    path: '/mng/roadshow/update/{id}',
    operationId: 'mngUpdateRoadshow',
    summary: '修改路演',
    params: id,
    access: 'admin',
  }),
  roadshowPublish: route<{ response: RoadshowRecord }>()({
    method: 'POST',
    path: '/mng/roadshow/publish/{id}',
    operationId: 'mngPublishRoadshow',
    summary: '发布路演',
    params: id,
    access: 'admin',
  }),
  roadshowDelete: route()({
    method: 'POST',
    path: '/mng/roadshow/delete/{id}',
    operationId: 'mngDeleteRoadshow',
    summary: '删除路演',
    description: '只能删除没有活动关联的路演。',
    params: id,
    access: 'admin',
    empty: true,
  }),
} as const satisfies RouteTable;
