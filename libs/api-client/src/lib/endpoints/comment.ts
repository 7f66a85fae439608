import { PAGE_SIZE, type CommentRecord, type PagedList, type Reply } from '@yiying/models';
import {
  commentPaths,
  replyPaths,
  type CommentListQuery,
  type PersonalCommentQuery,
  type ReplyListQuery,
  type SubCommentQuery,
} from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** Query of a post's comments: `contentId` is needed. */
export type CommentListParams = Partial<CommentListQuery> & Pick<CommentListQuery, 'contentId'>;
/** Query of the member's own comments or replies. */
export type PersonalCommentParams = Partial<PersonalCommentQuery>;
/** Query of the replies under a comment (`commentId` needed, 20 per page). */
export type SubCommentParams = Partial<SubCommentQuery> & Pick<SubCommentQuery, 'commentId'>;
/** Query of the reply list: by comment or by the reply answered. */
export type ReplyListParams = Partial<ReplyListQuery>;

export interface CommentApi {
  /** `GET /api/comment/list`: a post's comments, each with its first replies in `replys`. */
  list(params: CommentListParams): Promise<PagedList<CommentRecord>>;
  /** `GET /web/comment/personalList`: the member's own comments. */
  personalList(params?: PersonalCommentParams): Promise<PagedList<CommentRecord>>;
  /** `GET /api/comment/subList`: the replies under one comment. */
  subList(params: SubCommentParams): Promise<PagedList<Reply>>;
  detail(id: string): Promise<CommentRecord>;
  /** `POST /web/comment/create` (必须填写评论, 评论不能超过64个字符). */
  create(body: { contentId: string; content: string }): Promise<CommentRecord>;
  /** `POST /web/comment/delete/{id}`: the comment's author or the post's author. */
  delete(id: string): Promise<void>;
}

export interface ReplyApi {
  /** `GET /api/reply/list`, 20 per page. */
  list(params?: ReplyListParams): Promise<PagedList<Reply>>;
  personalList(params?: PersonalCommentParams): Promise<PagedList<Reply>>;
  detail(id: string): Promise<Reply>;
  /** `POST /web/reply/create`: answers a comment, or (with `parentId`) another reply under it. */
  create(body: { commentId: string; content: string; parentId?: string }): Promise<Reply>;
  delete(id: string): Promise<void>;
}

export function createCommentApi(client: Pick<Transport, 'get' | 'post' | 'list'>): CommentApi {
  const page = { pageNum: 1, pageSize: PAGE_SIZE.default };
  return {
    list: (params) => client.list<CommentRecord>(commentPaths.list.path, { ...params }, page),
    personalList: (params = {}) => client.list<CommentRecord>(commentPaths.personalList.path, { ...params }, page),
    subList: (params) =>
      client.list<Reply>(commentPaths.subList.path, { ...params }, { pageNum: 1, pageSize: PAGE_SIZE.reply }),
    detail: (id) => client.get<CommentRecord>(fillPath(commentPaths.detail.path, { id })),
    create: (body) => client.post<CommentRecord>(commentPaths.create.path, body),
    delete: async (id) => {
      await client.post<unknown>(fillPath(commentPaths.delete.path, { id }));
    },
  };
}

export function createReplyApi(client: Pick<Transport, 'get' | 'post' | 'list'>): ReplyApi {
  const page = { pageNum: 1, pageSize: PAGE_SIZE.reply };
  return {
    list: (params = {}) => client.list<Reply>(replyPaths.list.path, { ...params }, page),
    personalList: (params = {}) =>
      client.list<Reply>(replyPaths.personalList.path, { ...params }, { pageNum: 1, pageSize: PAGE_SIZE.default }),
    detail: (id) => client.get<Reply>(fillPath(replyPaths.detail.path, { id })),
    create: (body) => client.post<Reply>(replyPaths.create.path, body),
    delete: async (id) => {
      await client.post<unknown>(fillPath(replyPaths.delete.path, { id }));
    },
  };
}
