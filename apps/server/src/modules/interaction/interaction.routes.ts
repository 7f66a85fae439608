import type { FastifyInstance } from 'fastify';
import {
  collectionContract,
  contentContract,
  emptySchema,
  interactionContract,
  likesContract,
  reportContract,
} from '@yiying/validation';
import { implementContract } from '../../lib/contract-route.js';
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

/** Behaviours on posts, the likes and collection resources, and 举报 with its admin review queue. */
export async function interactionRoutes(app: FastifyInstance, options: InteractionRoutesOptions): Promise<void> {
  const { auth, db } = options;
  const state = interactionContract.record;
  const tags = ['behaviour'];
  const markState = (statuses: number[]) => envelopeResponses(state, '点赞与收藏状态', statuses);

  implementContract(app, auth, interactionContract.paths, {
    like: {
      tags,
      response: markState([400, 401, 404]),
      handler: async (request) => ok(await mark(options, request.viewer, 'like', request.params.contentId)),
    },
    collect: {
      tags,
      response: markState([400, 401, 404]),
      handler: async (request) => ok(await mark(options, request.viewer, 'collect', request.params.contentId)),
    },
    cancelLike: {
      tags,
      response: markState([400, 401, 404]),
      handler: async (request) => ok(await unmark(options, request.viewer, 'like', request.params.id)),
    },
    cancelCollection: {
      tags,
      response: markState([400, 401, 404]),
      handler: async (request) => ok(await unmark(options, request.viewer, 'collect', request.params.id)),
    },
    forward: {
      tags,
      body: interactionContract.bodies.forward,
      response: envelopeResponses(contentContract.record, '新发布的转发', [400, 401, 404, 429]),
      handler: async (request) => ok(await forward(options, request.viewer, request.params.contentId, request.body)),
    },
    shield: {
      tags,
      response: envelopeResponses(emptySchema, '已屏蔽', [400, 401, 404]),
      handler: async (request) => {
        await shield(options, request.viewer, request.params.contentId);
        return ok({});
      },
    },
    cancelShield: {
      tags,
      response: envelopeResponses(emptySchema, '已取消屏蔽', [400, 401]),
      handler: async (request) => {
        await unshield(options, request.viewer, request.params.contentId);
        return ok({});
      },
    },
  });

  const likes = likesContract.record;
  const likesTags = ['likes'];
  implementContract(app, auth, likesContract.paths, {
    list: {
      tags: likesTags,
      query: likesContract.listQuery,
      response: envelopeResponses(pagedListSchema(likes), '点赞分页', [400]),
      handler: async (request) => ok(await listMarks(db, request.viewer, 'like', request.query)),
    },
    personalList: {
      tags: likesTags,
      query: likesContract.personalListQuery,
      response: envelopeResponses(pagedListSchema(likes), '点赞分页', [400, 401]),
      handler: async (request) =>
        ok(await listMarks(db, request.viewer, 'like', { ...request.query, userId: request.viewer.userId })),
    },
    detail: {
      tags: likesTags,
      response: envelopeResponses(likes, '点赞', [400, 401, 404]),
      handler: async (request) => ok(await markDetail(db, request.viewer, 'like', request.params.id)),
    },
    create: {
      tags: likesTags,
      body: likesContract.bodies.create,
      response: envelopeResponses(likes, '点赞', [400, 401, 404]),
      handler: async (request) => {
        await mark(options, request.viewer, 'like', request.body.contentId, request.body.remark);
        return ok(await markOf(db, request.viewer, 'like', request.body.contentId));
      },
    },
    update: {
      tags: likesTags,
      body: likesContract.bodies.update,
      response: envelopeResponses(likes, '点赞', [400, 401, 404]),
      handler: async (request) =>
        ok(await updateMark(db, request.viewer, 'like', request.params.id, request.body.remark)),
    },
    delete: {
      tags: likesTags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 404]),
      handler: async (request) => {
        await deleteMark(options, request.viewer, 'like', request.params.id);
        return ok({});
      },
    },
  });

  const collection = collectionContract.record;
  const collectionTags = ['collection'];
  implementContract(app, auth, collectionContract.paths, {
    list: {
      tags: collectionTags,
      query: collectionContract.listQuery,
      response: envelopeResponses(pagedListSchema(collection), '收藏分页', [400]),
      handler: async (request) => ok(await listMarks(db, request.viewer, 'collect', request.query)),
    },
    personalList: {
      tags: collectionTags,
      query: collectionContract.personalListQuery,
      response: envelopeResponses(pagedListSchema(collection), '收藏分页', [400, 401]),
      handler: async (request) =>
        ok(await listMarks(db, request.viewer, 'collect', { ...request.query, userId: request.viewer.userId })),
    },
    detail: {
      tags: collectionTags,
      response: envelopeResponses(collection, '收藏', [400, 401, 404]),
      handler: async (request) => ok(await markDetail(db, request.viewer, 'collect', request.params.id)),
    },
    create: {
      tags: collectionTags,
      body: collectionContract.bodies.create,
      response: envelopeResponses(collection, '收藏', [400, 401, 404]),
      handler: async (request) => {
        await mark(options, request.viewer, 'collect', request.body.contentId, request.body.remark);
        return ok(await markOf(db, request.viewer, 'collect', request.body.contentId));
      },
    },
    update: {
      tags: collectionTags,
      body: collectionContract.bodies.update,
      response: envelopeResponses(collection, '收藏', [400, 401, 404]),
      handler: async (request) =>
        ok(await updateMark(db, request.viewer, 'collect', request.params.id, request.body.remark)),
    },
    delete: {
      tags: collectionTags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 404]),
      handler: async (request) => {
        await deleteMark(options, request.viewer, 'collect', request.params.id);
        return ok({});
      },
    },
  });

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
