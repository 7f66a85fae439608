import type { FastifyInstance } from 'fastify';
import {
  activityContract,
  activityEnrollContract,
  activityMngContract,
  emptySchema,
  roadshowContract,
  type ActivityCreateBody,
  type ActivityCurrentQuery,
  type ActivityListQuery,
  type ActivityUpdateBody,
  type EnrollCreateBody,
  type EnrollCurrentQuery,
  type EnrollListQuery,
  type EnrollReviewBody,
  type EnrollUpdateBody,
  type RoadshowCreateBody,
  type RoadshowListQuery,
  type RoadshowUpdateBody,
} from '@yiying/validation';
import { contractRoute } from '../../lib/contract-route.js';
import { auditedWrite } from '../../lib/audit.js';
import { mngKindRoutes } from './mng-kind.routes.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import { viewerKey } from '../content/index.js';
import type { Auth } from '../identity/index.js';
import type { ActivityDeps } from './activity.deps.js';
import { createActivity, deleteActivity, setActivityState, updateActivity } from './activity.editor.js';
import { activityDetail, currentActivity, listActivities } from './activity.query.js';
import { currentEntries, entryDetail, listEntries } from './entry.query.js';
import { reviewEntry } from './entry.review.js';
import { createEntry, deleteEntry, updateEntry } from './entry.service.js';
import { activityResults, vote } from './vote.service.js';
import {
  createRoadshow,
  deleteRoadshow,
  listRoadshows,
  publishRoadshow,
  roadshowDetail,
  updateRoadshow,
} from './roadshow.service.js';

export interface ActivityRoutesOptions extends ActivityDeps {
  auth: Auth;
}

type IdParams = { Params: { id: string } };

/**
 * Activities and exhibitions (`/api/activity`), their entries and votes (`/api/activityEnroll`,
 * `/web/activityEnroll`), road shows (`/api/roadshow`) and the admin editor and review (`/mng`).
 */
export async function activityRoutes(app: FastifyInstance, options: ActivityRoutesOptions): Promise<void> {
  const { auth } = options;
  const activity = activityContract.record;
  const entry = activityEnrollContract.record;
  const roadshow = roadshowContract.record;
  const a = activityContract.paths;
  const e = activityEnrollContract.paths;
  const r = roadshowContract.paths;
  const m = activityMngContract.paths;
  const tags = ['activity'];
  const id = { id: 'ID' };

  contractRoute<{ Querystring: ActivityListQuery }>(
    app,
    a.list,
    {
      tags,
      summary: '活动列表',
      description: `已发布的活动（kind=exhibition 为展览），每页默认 ${activityContract.pageSize} 条；state 的 doing / finish 随征稿时间变化。`,
      query: activityContract.listQuery,
      auth: auth.optional,
      response: envelopeResponses(pagedListSchema(activity), '活动分页', [400]),
    },
    async (request) => ok(await listActivities(options, request.viewer, request.query)),
  );
  contractRoute<IdParams>(
    app,
    a.detail,
    {
      tags,
      summary: '活动详情',
      description:
        'valid / hint 为当前的征稿状态与提示；remainingVotes 为当前登录用户今天剩余的票数。浏览每人每小时计一次。',
      params: { id: '活动 ID' },
      auth: auth.optional,
      response: envelopeResponses(activity, '活动', [400, 404]),
    },
    async (request) => {
      const viewer = request.viewer;
      return ok(await activityDetail(options, viewer, request.params.id, viewerKey(request, viewer)));
    },
  );
  contractRoute<{ Querystring: ActivityCurrentQuery }>(
    app,
    a.current,
    {
      tags,
      summary: '当前活动',
      description: '正在征稿的最新活动；没有时为最新发布的活动；都没有时 data 为 null。',
      query: activityContract.currentQuery,
      auth: auth.optional,
      response: envelopeResponses({ ...activity, nullable: true }, '活动', [400]),
    },
    async (request) => ok(await currentActivity(options, request.viewer, request.query.kind)),
  );
  contractRoute<IdParams>(
    app,
    a.results,
    {
      tags,
      summary: '评选结果',
      description: '投票结束后（或没有投票环节的活动）：优秀作品与按票数排名的入选作品。',
      params: { id: '活动 ID' },
      auth: auth.optional,
      response: envelopeResponses(activityContract.results, '评选结果', [400, 403, 404]),
    },
    async (request) => ok(await activityResults(options, request.viewer, request.params.id)),
  );

  contractRoute<{ Querystring: EnrollListQuery }>(
    app,
    e.list,
    {
      tags,
      summary: '作品列表',
      description: '入选与优秀作品；本人的作品各状态都可见（createBy=本人）。sort=vote_num 为票数排行。',
      query: activityEnrollContract.listQuery,
      auth: auth.optional,
      response: envelopeResponses(pagedListSchema(entry), '作品分页', [400]),
    },
    async (request) => ok(await listEntries(options, request.viewer, request.query)),
  );
  contractRoute<{ Querystring: ActivityListQuery }>(
    app,
    e.uploadList,
    {
      tags,
      summary: '可投稿的活动',
      description: '现在正在征稿的活动（kind=exhibition 为展览）。',
      query: activityEnrollContract.uploadListQuery,
      auth: auth.optional,
      response: envelopeResponses(pagedListSchema(activity), '活动分页', [400]),
    },
    async (request) => ok(await listActivities(options, request.viewer, request.query, 'open')),
  );
  contractRoute<{ Querystring: EnrollCurrentQuery }>(
    app,
    e.current,
    {
      tags,
      summary: '我在活动中的作品',
      description: '本人在该活动的作品、还可提交的件数、征稿提示与今天剩余票数；未登录时 records 为空。',
      query: activityEnrollContract.currentQuery,
      auth: auth.optional,
      response: envelopeResponses(activityEnrollContract.current, '我的参与情况', [400, 404]),
    },
    async (request) => ok(await currentEntries(options, request.viewer, request.query.activityId)),
  );
  contractRoute<{ Querystring: EnrollCurrentQuery }>(
    app,
    e.mine,
    {
      tags,
      summary: '我在活动中的作品（需登录）',
      description: '与 /api/activityEnroll/current 相同的答复，只给登录的成员：未登录时 401。',
      query: activityEnrollContract.currentQuery,
      auth: auth.member,
      response: envelopeResponses(activityEnrollContract.current, '我的参与情况', [400, 401, 404]),
    },
    async (request) => ok(await currentEntries(options, request.viewer, request.query.activityId)),
  );
  contractRoute<IdParams>(
    app,
    e.detail,
    {
      tags,
      summary: '作品详情',
      description: '姓名、手机号、需求与审核意见只对作者和管理员返回。',
      params: { id: '作品 ID' },
      auth: auth.optional,
      response: envelopeResponses(entry, '作品', [400, 404]),
    },
    async (request) => {
      const viewer = request.viewer;
      return ok(await entryDetail(options, viewer, request.params.id, viewerKey(request, viewer)));
    },
  );
  contractRoute<{ Body: EnrollCreateBody }>(
    app,
    e.create,
    {
      tags,
      summary: '提交作品',
      description:
        '图片或视频先经 /web/file/upload 上传（mediaIds）。征稿期外以征稿提示拒绝（403），已下线的活动拒绝；每人每个活动的件数有上限（ACTIVITY_ENTRY_LIMIT）。',
      body: activityEnrollContract.bodies.create,
      auth: auth.member,
      response: envelopeResponses(entry, '作品（待审核）', [400, 401, 403, 404, 409]),
    },
    async (request) => ok(await createEntry(options, request.viewer, request.body)),
  );
  contractRoute<IdParams & { Body: EnrollUpdateBody }>(
    app,
    e.update,
    {
      tags,
      summary: '修改作品',
      description: '仅作者，且作品待审核（created）、活动仍在征稿期。',
      params: { id: '作品 ID' },
      body: activityEnrollContract.bodies.update,
      auth: auth.member,
      response: envelopeResponses(entry, '作品', [400, 401, 403, 404]),
    },
    async (request) => ok(await updateEntry(options, request.viewer, request.params.id, request.body)),
  );
  contractRoute<IdParams>(
    app,
    e.delete,
    {
      tags,
      summary: '撤回作品',
      description: '作者撤回未入选或待审核的作品；管理员可删除任何作品。',
      params: { id: '作品 ID' },
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
    },
    async (request) => {
      await deleteEntry(options, request.viewer, request.params.id);
      return ok({});
    },
  );
  contractRoute<IdParams>(
    app,
    e.vote,
    {
      tags,
      summary: '投票',
      description:
        '投票期内为入选作品投票：每人每件作品一票，每人每天在每个活动的票数有上限（ACTIVITY_VOTE_DAILY_CAP），不能给自己的作品投票。',
      params: { id: '作品 ID' },
      auth: auth.member,
      response: envelopeResponses(activityEnrollContract.vote, '投票结果', [400, 401, 403, 404, 409, 429]),
    },
    async (request) => ok(await vote(options, request.viewer, request.params.id)),
  );

  contractRoute<{ Querystring: RoadshowListQuery }>(
    app,
    r.list,
    {
      tags,
      summary: '路演列表',
      query: roadshowContract.listQuery,
      auth: auth.optional,
      response: envelopeResponses(pagedListSchema(roadshow), '路演分页', [400]),
    },
    async (request) => ok(await listRoadshows(options, request.query, false)),
  );
  contractRoute<IdParams>(
    app,
    r.detail,
    {
      tags,
      summary: '路演详情',
      params: { id: '路演 ID' },
      auth: auth.optional,
      response: envelopeResponses(roadshow, '路演', [400, 404]),
    },
    async (request) => ok(await roadshowDetail(options, request.viewer, request.params.id)),
  );

  mngKindRoutes(app, auth, {
    label: '活动',
    record: activity,
    paths: { list: m.list, create: m.create, update: m.update, publish: m.publish, down: m.down, delete: m.delete },
    docs: {
      list: '活动管理列表',
      listDescription: '各状态的活动与展览（不传 kind 时两者都列出）。',
      create: '新建活动或展览',
      update: '修改活动',
      publish: '发布活动',
      down: '下线活动',
      delete: '删除活动',
      deleteDescription: '只能删除还没有作品的活动；有作品时请下线。',
    },
    listQuery: activityMngContract.listQuery,
    bodies: { create: activityMngContract.bodies.create, update: activityMngContract.bodies.update },
    createMayMiss: true,
    list: (admin, query: ActivityListQuery) => listActivities(options, admin, query, 'admin'),
    detail: (admin, id) => activityDetail(options, admin, id),
    create: (admin, body: ActivityCreateBody) => createActivity(options, admin, body),
    update: (admin, id, body: ActivityUpdateBody) => updateActivity(options, admin, id, body),
    publish: (admin, id) => setActivityState(options, admin, id, 'publish'),
    down: (admin, id) => setActivityState(options, admin, id, 'down'),
    remove: (admin, id) => deleteActivity(options, admin, id),
  });
  const mngTags = ['activity', 'mng'];
  contractRoute<{ Querystring: EnrollListQuery }>(
    app,
    m.enrollList,
    {
      tags: mngTags,
      summary: '作品审核列表',
      description: '各状态的作品（state=created 为待审核），含投稿人姓名与手机号。',
      query: activityMngContract.enrollListQuery,
      auth: auth.admin,
      response: envelopeResponses(pagedListSchema(entry), '作品分页', [400, 401, 403]),
    },
    async (request) => ok(await listEntries(options, request.viewer, request.query)),
  );
  contractRoute<IdParams & { Body: EnrollReviewBody }>(
    app,
    m.review,
    {
      tags: mngTags,
      summary: '审核作品',
      description: 'pass 入选、nopass 未入选、excellent 优秀，可附审核意见；入选与优秀的作品对所有人可见。',
      params: id,
      body: activityMngContract.bodies.review,
      auth: auth.admin,
      response: envelopeResponses(entry, '作品', [400, 401, 403, 404]),
    },
    async (request) => {
      const admin = request.viewer;
      return ok(
        await auditedWrite(
          request,
          () => entryDetail(options, admin, request.params.id),
          () => reviewEntry(options, admin, request.params.id, request.body),
        ),
      );
    },
  );
  mngKindRoutes(app, auth, {
    label: '路演',
    record: roadshow,
    paths: {
      list: m.roadshowList,
      create: m.roadshowCreate,
      update: m.roadshowUpdate,
      publish: m.roadshowPublish,
      delete: m.roadshowDelete,
    },
    docs: {
      list: '路演管理列表',
      create: '新建路演',
      update: '修改路演',
      publish: '发布路演',
      delete: '删除路演',
      deleteDescription: '只能删除没有活动关联的路演。',
    },
    listQuery: activityMngContract.roadshowListQuery,
    bodies: { create: activityMngContract.bodies.roadshowCreate, update: activityMngContract.bodies.roadshowUpdate },
    createMayMiss: false,
    list: (_admin, query: RoadshowListQuery) => listRoadshows(options, query, true),
    detail: (admin, id) => roadshowDetail(options, admin, id),
    create: (admin, body: RoadshowCreateBody) => createRoadshow(options, admin, body),
    update: (admin, id, body: RoadshowUpdateBody) => updateRoadshow(options, admin, id, body),
    publish: (admin, id) => publishRoadshow(options, admin, id),
    remove: (admin, id) => deleteRoadshow(options, admin, id),
  });
}
