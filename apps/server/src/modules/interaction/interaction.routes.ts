import type { FastifyInstance } from 'fastify';
import {
  collectionContract,
  contentContract,
  emptySchema,
  interactionContract,
  likesContract,
  reportContract,
  type ForwardBody,
  type InteractionListQuery,
  type PersonalInteractionQuery,
} from '@yiying/validation';
import { contractRoute, implementContract } from '../../lib/contract-route.js';
import { auditedWrite } from '../../lib/audit.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import { mark, shield, unmark, unshield, type InteractionDeps } from './interaction.service.js';
import { deleteMark, listMarks, markDetail, markOf, updateMark } from './mark.service.js';
import { createReport, listReports, reportById, resolveReport } from './report.service.js';
import { forward } from './forward.service.js';

export interface InteractionRoutesOptions extends InteractionDeps {
  auth: Auth;
}

const SCOPE_NOTE = '只含当前用户可见的内容（可见范围规则同内容列表）。';

/** Behaviours on posts, the likes and collection resources, and 举报 with its admin review queue. */
export async function interactionRoutes(app: FastifyInstance, options: InteractionRoutesOptions): Promise<void> {
  const { auth, db } = options;
  const behaviour = interactionContract.paths;
  const state = interactionContract.record;
  const tags = ['behaviour'];

  for (const [kind, path, summary] of [
    ['like', behaviour.like, '点赞'],
    ['collect', behaviour.collect, '收藏'],
  ] as const) {
    contractRoute<{ Params: { contentId: string } }>(
      app,
      path,
      {
        tags,
        summary,
        description: '同一内容只计一次（重复调用不再增加计数）；计数由记录重新统计。作者会收到通知。',
        params: { contentId: '内容 ID' },
        auth: auth.member,
        response: envelopeResponses(state, '点赞与收藏状态', [400, 401, 404]),
      },
      async (request) => ok(await mark(options, request.viewer, kind, request.params.contentId)),
    );
  }

  for (const [kind, path, summary] of [
    ['like', behaviour.cancelLike, '取消点赞'],
    ['collect', behaviour.cancelCollection, '取消收藏'],
  ] as const) {
    contractRoute<{ Params: { id: string } }>(
      app,
      path,
      {
        tags,
        summary,
        description: '`id` 为点赞（收藏）记录 ID 或内容 ID；本来就没有时不做改变。',
        params: { id: '记录 ID 或内容 ID' },
        auth: auth.member,
        response: envelopeResponses(state, '点赞与收藏状态', [400, 401, 404]),
      },
      async (request) => ok(await unmark(options, request.viewer, kind, request.params.id)),
    );
  }

  contractRoute<{ Params: { contentId: string }; Body: ForwardBody }>(
    app,
    behaviour.forward,
    {
      tags,
      summary: '转发',
      description:
        '以 forwardedText 为标题发布一条转发（parentId 为来源，answer 的 parent 带来源的计数）。转发不复制来源的任何文件，可见范围取来源的范围，来源对读者不可见时 parent 为 null（原作品已不可见）。来源的转发数按转发行重新计数；转发一条转发即转发其来源（来源不可见时 400 原作品已不可见，无法转发）；同一成员转发同一作品只通知作者一次；每人每分钟 10 次、每天 100 次，超出时 429 并带 Retry-After。',
      params: { contentId: '来源内容 ID' },
      body: interactionContract.bodies.forward,
      auth: auth.member,
      response: envelopeResponses(contentContract.record, '新发布的转发', [400, 401, 404, 429]),
    },
    async (request) => ok(await forward(options, request.viewer, request.params.contentId, request.body)),
  );

  contractRoute<{ Params: { contentId: string } }>(
    app,
    behaviour.shield,
    {
      tags,
      summary: '屏蔽此条',
      description: '此后本人的各内容列表、热门、关注与搜索不再出现这条内容。',
      params: { contentId: '内容 ID' },
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已屏蔽', [400, 401, 404]),
    },
    async (request) => {
      await shield(options, request.viewer, request.params.contentId);
      return ok({});
    },
  );

  contractRoute<{ Params: { contentId: string } }>(
    app,
    behaviour.cancelShield,
    {
      tags,
      summary: '取消屏蔽',
      params: { contentId: '内容 ID' },
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已取消屏蔽', [400, 401]),
    },
    async (request) => {
      await unshield(options, request.viewer, request.params.contentId);
      return ok({});
    },
  );

  for (const [kind, contract, name] of [
    ['like', likesContract, '点赞'],
    ['collect', collectionContract, '收藏'],
  ] as const) {
    const { paths, record } = contract;
    const resourceTags = [kind === 'like' ? 'likes' : 'collection'];
    contractRoute<{ Querystring: InteractionListQuery }>(
      app,
      paths.list,
      {
        tags: resourceTags,
        summary: `${name}列表`,
        description: `某用户的${name}（userId）或某内容的${name}（contentId），可按内容类型筛选，最新在前。${SCOPE_NOTE}`,
        query: contract.listQuery,
        auth: auth.optional,
        response: envelopeResponses(pagedListSchema(record), `${name}分页`, [400]),
      },
      async (request) => ok(await listMarks(db, request.viewer, kind, request.query)),
    );
    contractRoute<{ Querystring: PersonalInteractionQuery }>(
      app,
      paths.personalList,
      {
        tags: resourceTags,
        summary: `我的${name}`,
        query: contract.personalListQuery,
        auth: auth.member,
        response: envelopeResponses(pagedListSchema(record), `${name}分页`, [400, 401]),
      },
      async (request) => {
        const viewer = request.viewer;
        return ok(await listMarks(db, viewer, kind, { ...request.query, userId: viewer.userId }));
      },
    );
    contractRoute<{ Params: { id: string } }>(
      app,
      paths.detail,
      {
        tags: resourceTags,
        summary: `${name}详情`,
        description: '只能查看本人的记录。',
        params: { id: `${name}记录 ID` },
        auth: auth.member,
        response: envelopeResponses(record, name, [400, 401, 404]),
      },
      async (request) => ok(await markDetail(db, request.viewer, kind, request.params.id)),
    );
    contractRoute<{ Body: { contentId: string; remark?: string } }>(
      app,
      paths.create,
      {
        tags: resourceTags,
        summary: `新增${name}`,
        description: `与 behaviour/${kind === 'like' ? 'like' : 'collect'} 相同，答复为记录本身。`,
        body: contract.bodies.create,
        auth: auth.member,
        response: envelopeResponses(record, name, [400, 401, 404]),
      },
      async (request) => {
        const viewer = request.viewer;
        await mark(options, viewer, kind, request.body.contentId, request.body.remark);
        return ok(await markOf(db, viewer, kind, request.body.contentId));
      },
    );
    contractRoute<{ Params: { id: string }; Body: { remark?: string } }>(
      app,
      paths.update,
      {
        tags: resourceTags,
        summary: `修改${name}备注`,
        params: { id: `${name}记录 ID` },
        body: contract.bodies.update,
        auth: auth.member,
        response: envelopeResponses(record, name, [400, 401, 404]),
      },
      async (request) => ok(await updateMark(db, request.viewer, kind, request.params.id, request.body.remark)),
    );
    contractRoute<{ Params: { id: string } }>(
      app,
      paths.delete,
      {
        tags: resourceTags,
        summary: `删除${name}`,
        params: { id: `${name}记录 ID` },
        auth: auth.member,
        response: envelopeResponses(emptySchema, '已删除', [400, 401, 404]),
      },
      async (request) => {
        await deleteMark(options, request.viewer, kind, request.params.id);
        return ok({});
      },
    );
  }

  implementContract(app, auth, reportContract.paths, {
    create: {
      tags: ['report'],
      body: reportContract.bodies.create,
      response: envelopeResponses(reportContract.record, '举报', [400, 401, 404]),
      handler: async (request) => ok(await createReport(options, request.viewer, request.body)),
    },
    list: {
      tags: ['report'],
      query: reportContract.listQuery,
      response: envelopeResponses(pagedListSchema(reportContract.record), '举报分页', [400, 401, 403]),
      handler: async (request) => ok(await listReports(db, request.viewer, request.query)),
    },
    resolve: {
      tags: ['report'],
      body: reportContract.bodies.resolve,
      response: envelopeResponses(reportContract.record, '举报', [400, 401, 403, 404]),
      handler: async (request) => {
        const admin = request.viewer;
        const load = () => reportById(options.db, admin, request.params.id);
        return ok(
          await auditedWrite(request, load, () => resolveReport(options, admin, request.params.id, request.body)),
        );
      },
    },
  });
}
