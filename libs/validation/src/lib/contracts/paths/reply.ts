import { PAGE_SIZE, type PagedList, type Reply } from '@yiying/models';
import type { PersonalCommentQuery, ReplyCreateBody, ReplyListQuery } from '../comment.schema.js';
import { route, type RouteTable } from '../route-spec.js';
import { COMMENT_SCOPE_NOTE } from './comment.js';

/** Routes of the reply resource (answers under a comment). */
export const replyPaths = {
  list: route<{ query: ReplyListQuery; response: PagedList<Reply> }>()({
    method: 'GET',
    path: '/api/reply/list',
    operationId: 'listReply',
    summary: '回复列表',
    description: `某评论（commentId）下或某回复（parentId）下的回复，最早在前，每页默认 ${PAGE_SIZE.reply} 条。${COMMENT_SCOPE_NOTE}`,
    access: 'optional',
    pageSize: PAGE_SIZE.reply,
  }),
  personalList: route<{ query: PersonalCommentQuery; response: PagedList<Reply> }>()({
    method: 'GET',
    path: '/web/reply/personalList',
    operationId: 'personalReply',
    summary: '我的回复',
    access: 'member',
    pageSize: PAGE_SIZE.default,
  }),
  detail: route<{ response: Reply }>()({
    method: 'GET',
    path: '/api/reply/detail/{id}',
    operationId: 'replyDetail',
    summary: '回复详情',
    params: { id: '回复 ID' },
    access: 'optional',
  }),
  create: route<{ body: ReplyCreateBody; response: Reply }>()({
    method: 'POST',
    path: '/web/reply/create',
    operationId: 'createReply',
    summary: '回复',
    description: '回复评论，或以 parentId 回复同一评论下的另一条回复；文字规则同评论。被回复的人会收到通知。',
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/web/reply/delete/{id}',
    operationId: 'deleteReply',
    summary: '删除回复',
    description: '回复者本人、内容作者或管理员可删除。',
    params: { id: '回复 ID' },
    access: 'member',
    empty: true,
  }),
} as const satisfies RouteTable;
