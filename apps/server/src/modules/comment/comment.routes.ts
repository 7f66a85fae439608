import type { FastifyInstance } from 'fastify';
import { commentContract, emptySchema, replyContract } from '@yiying/validation';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { MuteSet } from '../mute/index.js';
import type { Auth } from '../identity/index.js';
import { commentDetail, createComment, deleteComment, listComments, listOwnComments } from './comment.service.js';
import type { CommentDeps } from './comment.shared.js';
import {
  createReply,
  deleteReply,
  listOwnReplies,
  listReplies,
  listSubComments,
  replyDetail,
} from './reply.service.js';

export interface CommentRoutesOptions extends CommentDeps {
  auth: Auth;
  /** The viewer's muted words (屏蔽词), applied to comment lists. */
  mutes?: { active(userId: string | null | undefined): Promise<MuteSet> };
}

/** Comments and replies: `/api/comment`, `/web/comment`, `/api/reply`, `/web/reply`. */
export async function commentRoutes(app: FastifyInstance, options: CommentRoutesOptions): Promise<void> {
  const { auth, db } = options;
  const comment = commentContract.record;
  const reply = replyContract.record;

  implementContract(app, auth, commentContract.paths, {
    list: {
      tags: ['comment'],
      query: commentContract.listQuery,
      response: envelopeResponses(pagedListSchema(comment), '评论分页', [400, 404]),
      handler: async (request) => {
        const viewer = request.viewer;
        const mutes = viewer ? await options.mutes?.active(viewer.userId) : undefined;
        return ok(await listComments(db, viewer, request.query, mutes));
      },
    },
    personalList: {
      tags: ['comment'],
      query: commentContract.personalListQuery,
      response: envelopeResponses(pagedListSchema(comment), '评论分页', [400, 401]),
      handler: async (request) => ok(await listOwnComments(db, request.viewer, request.query)),
    },
    subList: {
      tags: ['comment'],
      query: commentContract.subListQuery,
      response: envelopeResponses(pagedListSchema(reply), '回复分页', [400, 404]),
      handler: async (request) => ok(await listSubComments(db, request.viewer, request.query)),
    },
    detail: {
      tags: ['comment'],
      response: envelopeResponses(comment, '评论', [400, 404]),
      handler: async (request) => ok(await commentDetail(db, request.viewer, request.params.id)),
    },
    create: {
      tags: ['comment'],
      body: commentContract.bodies.create,
      response: envelopeResponses(comment, '新评论', [400, 401, 403, 404]),
      handler: async (request) => ok(await createComment(options, request.viewer, request.body)),
    },
    delete: {
      tags: ['comment'],
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
      handler: async (request) => {
        await deleteComment(options, request.viewer, request.params.id);
        return ok({});
      },
    },
  });

  implementContract(app, auth, replyContract.paths, {
    list: {
      tags: ['reply'],
      query: replyContract.listQuery,
      response: envelopeResponses(pagedListSchema(reply), '回复分页', [400, 404]),
      handler: async (request) => ok(await listReplies(db, request.viewer, request.query)),
    },
    personalList: {
      tags: ['reply'],
      query: replyContract.personalListQuery,
      response: envelopeResponses(pagedListSchema(reply), '回复分页', [400, 401]),
      handler: async (request) => ok(await listOwnReplies(db, request.viewer, request.query)),
    },
    detail: {
      tags: ['reply'],
      response: envelopeResponses(reply, '回复', [400, 404]),
      handler: async (request) => ok(await replyDetail(db, request.viewer, request.params.id)),
    },
    create: {
      tags: ['reply'],
      body: replyContract.bodies.create,
      response: envelopeResponses(reply, '新回复', [400, 401, 403, 404]),
      handler: async (request) => ok(await createReply(options, request.viewer, request.body)),
    },
    delete: {
      tags: ['reply'],
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
      handler: async (request) => {
        await deleteReply(options, request.viewer, request.params.id);
        return ok({});
      },
    },
  });
}
