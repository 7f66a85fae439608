import { PAGE_SIZE, type CommentRecord, type PagedList, type Reply } from '@yiying/models';
import type { CommentCreateBody, CommentListQuery, PersonalCommentQuery, SubCommentQuery } from '../comment.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Which comments a reader sees, as the comment and reply routes describe it. */
export const COMMENT_SCOPE_NOTE = '只能看到可见内容下的评论（可见范围规则同内容详情），看不到的按不存在处理。';

/** Routes of the comment resource. */
export const commentPaths = {
  list: route<{
    query: CommentListQuery;
    input: Partial<CommentListQuery> & Pick<CommentListQuery, 'contentId'>;
    response: PagedList<CommentRecord>;
  }>()({
    method: 'GET',
    path: '/api/comment/list',
    operationId: 'listComment',
    summary: '评论列表',
    description: `某内容的评论，最新在前，每页默认 ${PAGE_SIZE.default} 条；每条带回复数和最早的几条回复。${COMMENT_SCOPE_NOTE}`,
    access: 'optional',
    pageSize: PAGE_SIZE.default,
  }),
  personalList: route<{ query: PersonalCommentQuery; response: PagedList<CommentRecord> }>()({
    method: 'GET',
    path: '/web/comment/personalList',
    operationId: 'personalComment',
    summary: '我的评论',
    access: 'member',
    pageSize: PAGE_SIZE.default,
  }),
  subList: route<{
    query: SubCommentQuery;
    input: Partial<SubCommentQuery> & Pick<SubCommentQuery, 'commentId'>;
    response: PagedList<Reply>;
  }>()({
    method: 'GET',
    path: '/api/comment/subList',
    operationId: 'subComment',
    summary: '评论的回复（展开回复）',
    description: `最早在前，每页默认 ${PAGE_SIZE.reply} 条。${COMMENT_SCOPE_NOTE}`,
    access: 'optional',
    pageSize: PAGE_SIZE.reply,
  }),
  detail: route<{ response: CommentRecord }>()({
    method: 'GET',
    path: '/api/comment/detail/{id}',
    operationId: 'commentDetail',
    summary: '评论详情',
    params: { id: '评论 ID' },
    access: 'optional',
  }),
  create: route<{ body: CommentCreateBody; response: CommentRecord }>()({
    method: 'POST',
    path: '/web/comment/create',
    operationId: 'createComment',
    summary: '发表评论',
    description: '评论必填，不超过 64 个字符；作者关闭评论（comments = 0）时 403。内容作者会收到通知。',
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/web/comment/delete/{id}',
    operationId: 'deleteComment',
    summary: '删除评论',
    description: '评论者本人、内容作者或管理员可删除；其下回复一并删除。',
    params: { id: '评论 ID' },
    access: 'member',
    empty: true,
  }),
} as const satisfies RouteTable;
