import type { FastifyInstance } from 'fastify';
import {
  circleContentContract,
  circleContract,
  circleSubscribeContract,
  emptySchema,
  type CircleContentQuery,
  type CircleCreateBody,
  type CircleListQuery,
  type CircleSubscribeCreateBody,
  type CircleSubscribeListQuery,
  type CircleUpdateBody,
} from '@yiying/validation';
import { contractRoute } from '../../lib/contract-route.js';
import { auditedWrite } from '../../lib/audit.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import { listAllCircleContent, listAttentionCircleContent } from './circle-content.service.js';
import {
  circleDetail,
  createCircle,
  deleteCircle,
  listAllCircles,
  listEnabledCircles,
  updateCircle,
  type CircleDeps,
} from './circle.service.js';
import {
  cancelSubscription,
  deleteSubscription,
  listSubscriptions,
  subscribe,
  subscriptionDetail,
} from './subscription.service.js';

export interface CircleRoutesOptions extends CircleDeps {
  auth: Auth;
}

const MNG = '仅管理员：未登录 401，非管理员 403。';

/** Circles (`/api/circle`, `/web/circle`, `/mng/circle`), subscriptions and the circle post lists. */
export async function circleRoutes(app: FastifyInstance, options: CircleRoutesOptions): Promise<void> {
  const { auth } = options;
  const { paths, record, bodies } = circleContract;
  const tags = ['circle'];
  const mngTags = ['circle', 'mng'];

  contractRoute<{ Querystring: CircleListQuery }>(
    app,
    paths.list,
    {
      tags,
      summary: '圈子列表',
      description:
        '启用的圈子（enabled 传 0 时为空列表），starFlag=yes 为推荐圈子；默认按位置、成员数排序。含成员数与帖子数；登录后每项带 subscribed（是否已加入）。',
      query: circleContract.listQuery,
      auth: auth.optional,
      response: envelopeResponses(pagedListSchema(record), '圈子分页', [400]),
    },
    async (request) => ok(await listEnabledCircles(options, request.viewer, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    paths.detail,
    {
      tags,
      summary: '圈子详情',
      description: '停用的圈子按不存在处理。',
      params: { id: '圈子 ID' },
      auth: auth.optional,
      response: envelopeResponses(record, '圈子', [400, 404]),
    },
    async (request) => ok(await circleDetail(options, request.viewer, request.params.id)),
  );
  contractRoute<{ Body: CircleCreateBody }>(
    app,
    paths.create,
    {
      tags,
      summary: '创建圈子',
      description:
        '会员创建的圈子默认启用、非推荐，创建者自动加入；名称不可重复（409）。enabled、starFlag、sort 仅管理员可设。',
      body: bodies.create,
      auth: auth.member,
      response: envelopeResponses(record, '圈子', [400, 401, 409]),
    },
    async (request) => {
      const viewer = request.viewer;
      return ok(await createCircle(options, viewer, request.body, { asAdmin: viewer.admin }));
    },
  );
  contractRoute<{ Params: { id: string }; Body: CircleUpdateBody }>(
    app,
    paths.update,
    {
      tags,
      summary: '修改圈子',
      description: '创建者或管理员；只改传入的字段。非管理员修改 enabled、starFlag、sort 时 403。',
      params: { id: '圈子 ID' },
      body: bodies.update,
      auth: auth.member,
      response: envelopeResponses(record, '圈子', [400, 401, 403, 404, 409]),
    },
    async (request) => ok(await updateCircle(options, request.viewer, request.params.id, request.body)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    paths.delete,
    {
      tags,
      summary: '删除圈子',
      description: '创建者或管理员；成员关系一并删除，圈内帖子保留（不再属于任何圈子）。',
      params: { id: '圈子 ID' },
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
    },
    async (request) => {
      await deleteCircle(options, request.viewer, request.params.id);
      return ok({});
    },
  );

  contractRoute<{ Querystring: CircleListQuery }>(
    app,
    paths.mngList,
    {
      tags: mngTags,
      summary: '全部圈子',
      description: `含停用的圈子，可按 enabled 筛选。${MNG}`,
      query: circleContract.listQuery,
      auth: auth.admin,
      response: envelopeResponses(pagedListSchema(record), '圈子分页', [400, 401, 403]),
    },
    async (request) => ok(await listAllCircles(options, request.viewer, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    paths.mngDetail,
    {
      tags: mngTags,
      summary: '圈子详情（管理）',
      description: MNG,
      params: { id: '圈子 ID' },
      auth: auth.admin,
      response: envelopeResponses(record, '圈子', [400, 401, 403, 404]),
    },
    async (request) => ok(await circleDetail(options, request.viewer, request.params.id, { all: true })),
  );
  contractRoute<{ Body: CircleCreateBody }>(
    app,
    paths.mngCreate,
    {
      tags: mngTags,
      summary: '新增圈子（管理）',
      description: `enabled、starFlag、sort 按传入值。${MNG}`,
      body: bodies.create,
      auth: auth.admin,
      response: envelopeResponses(record, '圈子', [400, 401, 403, 409]),
    },
    async (request) => {
      const admin = request.viewer;
      return ok(await auditedWrite(request, null, () => createCircle(options, admin, request.body, { asAdmin: true })));
    },
  );
  contractRoute<{ Params: { id: string }; Body: CircleUpdateBody }>(
    app,
    paths.mngUpdate,
    {
      tags: mngTags,
      summary: '修改圈子（管理）',
      description: `只改传入的字段；停用后圈子与其帖子列表不再公开。${MNG}`,
      params: { id: '圈子 ID' },
      body: bodies.update,
      auth: auth.admin,
      response: envelopeResponses(record, '圈子', [400, 401, 403, 404, 409]),
    },
    async (request) => {
      const admin = request.viewer;
      const load = () => circleDetail(options, admin, request.params.id, { all: true });
      return ok(
        await auditedWrite(request, load, () =>
          updateCircle(options, admin, request.params.id, request.body, { asAdmin: true }),
        ),
      );
    },
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    paths.mngDelete,
    {
      tags: mngTags,
      summary: '删除圈子（管理）',
      description: MNG,
      params: { id: '圈子 ID' },
      auth: auth.admin,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
    },
    async (request) => {
      const admin = request.viewer;
      const load = () => circleDetail(options, admin, request.params.id, { all: true });
      await auditedWrite(request, load, () => deleteCircle(options, admin, request.params.id, { asAdmin: true }));
      return ok({});
    },
  );

  // Subscriptions.
  const sub = circleSubscribeContract;
  contractRoute<{ Querystring: CircleSubscribeListQuery }>(
    app,
    sub.paths.list,
    {
      tags,
      summary: '我加入的圈子',
      description: '当前会员的圈子关系（默认 subscribeFlag=yes），含圈子信息，最近加入的在前。',
      query: sub.listQuery,
      auth: auth.member,
      response: envelopeResponses(pagedListSchema(sub.record), '圈子关系分页', [400, 401]),
    },
    async (request) => ok(await listSubscriptions(options, request.viewer, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    sub.paths.detail,
    {
      tags,
      summary: '圈子关系详情',
      description: '按关系 ID 或圈子 ID；只能查看自己的。',
      params: { id: '关系 ID 或圈子 ID' },
      auth: auth.member,
      response: envelopeResponses(sub.record, '圈子关系', [400, 401, 404]),
    },
    async (request) => ok(await subscriptionDetail(options, request.viewer, request.params.id)),
  );
  contractRoute<{ Body: CircleSubscribeCreateBody }>(
    app,
    sub.paths.create,
    {
      tags,
      summary: '加入圈子',
      description: '只能加入启用的圈子；重复加入不报错。',
      body: sub.bodies.create,
      auth: auth.member,
      response: envelopeResponses(sub.record, '圈子关系', [400, 401, 404]),
    },
    async (request) => ok(await subscribe(options, request.viewer, request.body.circleId)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    sub.paths.delete,
    {
      tags,
      summary: '删除圈子关系',
      params: { id: '关系 ID 或圈子 ID' },
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 404]),
    },
    async (request) => {
      await deleteSubscription(options, request.viewer, request.params.id);
      return ok({});
    },
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    sub.paths.cancel,
    {
      tags: ['circle', 'behaviour'],
      summary: '退出圈子',
      description: '按关系 ID 或圈子 ID；未加入时 404。',
      params: { id: '关系 ID 或圈子 ID' },
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已退出', [400, 401, 404]),
    },
    async (request) => {
      await cancelSubscription(options, request.viewer, request.params.id);
      return ok({});
    },
  );

  // Posts in circles.
  const posts = circleContentContract;
  contractRoute<{ Querystring: CircleContentQuery }>(
    app,
    posts.paths.allCircleList,
    {
      tags: ['circle', 'content'],
      summary: '圈子帖子',
      description: `启用圈子里的已发布帖子（circleId 指定一个圈子，停用或不存在时 404），按访问范围规则过滤，每页默认 ${posts.pageSize} 条。`,
      query: posts.listQuery,
      auth: auth.optional,
      response: envelopeResponses(pagedListSchema(posts.record), '内容分页', [400, 404]),
    },
    async (request) => ok(await listAllCircleContent(options, request.viewer, request.query)),
  );
  contractRoute<{ Querystring: CircleContentQuery }>(
    app,
    posts.paths.attentionCircleList,
    {
      tags: ['circle', 'content'],
      summary: '我加入的圈子的帖子',
      description: `当前会员已加入的启用圈子里的已发布帖子，每页默认 ${posts.pageSize} 条。`,
      query: posts.listQuery,
      auth: auth.member,
      response: envelopeResponses(pagedListSchema(posts.record), '内容分页', [400, 401, 404]),
    },
    async (request) => ok(await listAttentionCircleContent(options, request.viewer, request.query)),
  );
}
