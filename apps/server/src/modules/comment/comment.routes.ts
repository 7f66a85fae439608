import type { FastifyInstance } from 'fastify';
import {
  commentContract,
  emptySchema,
  replyContract,
  type CommentCreateBody,
  type CommentListQuery,
  type PersonalCommentQuery,
  type ReplyCreateBody,
  type ReplyListQuery,
  type SubCommentQuery,
} from '@yiying/validation';
import { contractRoute } from '../../lib/contract-route.js';
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

const SCOPE_NOTE = '只能看到可见内容下的评论（可见范围规则同内容详情），看不到的按不存在处理。';

/** Comments and replies: `/api/comment`, `/web/comment`, `/api/reply`, `/web/reply`. */
export async function commentRoutes(app: FastifyInstance, options: CommentRoutesOptions): Promise<void> {
  const { auth, db } = options;
  const comments = commentContract.paths;
  const replies = replyContract.paths;
  const comment = commentContract.record;
  const reply = replyContract.record;

  contractRoute<{ Querystring: CommentListQuery }>(
    app,
    comments.list,
    {
      tags: ['comment'],
      summary: '评论列表',
      description: `某内容的评论，最新在前，每页默认 ${commentContract.pageSize} 条；每条带回复数和最早的几条回复。${SCOPE_NOTE}`,
      query: commentContract.listQuery,
      auth: auth.optional,
      response: envelopeResponses(pagedListSchema(comment), '评论分页', [400, 404]),
    },
    async (request) => {
      const viewer = request.viewer;
      const mutes = viewer ? await options.mutes?.active(viewer.userId) : undefined;
      return ok(await listComments(db, viewer, request.query, mutes));
    },
  );
  contractRoute<{ Querystring: PersonalCommentQuery }>(
    app,
    comments.personalList,
    {
      tags: ['comment'],
      summary: '我的评论',
      query: commentContract.personalListQuery,
      auth: auth.member,
      response: envelopeResponses(pagedListSchema(comment), '评论分页', [400, 401]),
    },
    async (request) => ok(await listOwnComments(db, request.viewer, request.query)),
  );
  contractRoute<{ Querystring: SubCommentQuery }>(
    app,
    comments.subList,
    {
      tags: ['comment'],
      summary: '评论的回复（展开回复）',
      description: `最早在前，每页默认 ${replyContract.pageSize} 条。${SCOPE_NOTE}`,
      query: commentContract.subListQuery,
      auth: auth.optional,
      response: envelopeResponses(pagedListSchema(reply), '回复分页', [400, 404]),
    },
    async (request) => ok(await listSubComments(db, request.viewer, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    comments.detail,
    {
      tags: ['comment'],
      summary: '评论详情',
      params: { id: '评论 ID' },
      auth: auth.optional,
      response: envelopeResponses(comment, '评论', [400, 404]),
    },
    async (request) => ok(await commentDetail(db, request.viewer, request.params.id)),
  );
  contractRoute<{ Body: CommentCreateBody }>(
    app,
    comments.create,
    {
      tags: ['comment'],
      summary: '发表评论',
      description: '评论必填，不超过 64 个字符；作者关闭评论（comments = 0）时 403。内容作者会收到通知。',
      body: commentContract.bodies.create,
      auth: auth.member,
      response: envelopeResponses(comment, '新评论', [400, 401, 403, 404]),
    },
    async (request) => ok(await createComment(options, request.viewer, request.body)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    comments.delete,
    {
      tags: ['comment'],
      summary: '删除评论',
      description: '评论者本人、内容作者或管理员可删除；其下回复一并删除。',
      params: { id: '评论 ID' },
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
    },
    async (request) => {
      await deleteComment(options, request.viewer, request.params.id);
      return ok({});
    },
  );

  contractRoute<{ Querystring: ReplyListQuery }>(
    app,
    replies.list,
    {
      tags: ['reply'],
      summary: '回复列表',
      description: `某评论（commentId）下或某回复（parentId）下的回复，最早在前，每页默认 ${replyContract.pageSize} 条。${SCOPE_NOTE}`,
      query: replyContract.listQuery,
      auth: auth.optional,
      response: envelopeResponses(pagedListSchema(reply), '回复分页', [400, 404]),
    },
    async (request) => ok(await listReplies(db, request.viewer, request.query)),
  );
  contractRoute<{ Querystring: PersonalCommentQuery }>(
    app,
    replies.personalList,
    {
      tags: ['reply'],
      summary: '我的回复',
      query: replyContract.personalListQuery,
      auth: auth.member,
      response: envelopeResponses(pagedListSchema(reply), '回复分页', [400, 401]),
    },
    async (request) => ok(await listOwnReplies(db, request.viewer, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    replies.detail,
    {
      tags: ['reply'],
      summary: '回复详情',
      params: { id: '回复 ID' },
      auth: auth.optional,
      response: envelopeResponses(reply, '回复', [400, 404]),
    },
    async (request) => ok(await replyDetail(db, request.viewer, request.params.id)),
  );
  contractRoute<{ Body: ReplyCreateBody }>(
    app,
    replies.create,
    {
      tags: ['reply'],
      summary: '回复',
      description: '回复评论，或以 parentId 回复同一评论下的另一条回复；文字规则同评论。被回复的人会收到通知。',
      body: replyContract.bodies.create,
      auth: auth.member,
      response: envelopeResponses(reply, '新回复', [400, 401, 403, 404]),
    },
    async (request) => ok(await createReply(options, request.viewer, request.body)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    replies.delete,
    {
      tags: ['reply'],
      summary: '删除回复',
      description: '回复者本人、内容作者或管理员可删除。',
      params: { id: '回复 ID' },
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
    },
    async (request) => {
      await deleteReply(options, request.viewer, request.params.id);
      return ok({});
    },
  );
}
