import type { ChatSession } from '@yiying/models';
import { route, type RouteTable } from '../route-spec.js';

/** Conversations of the member: the list, deleting one, and reading one (clears its unread counter). */
export const imSessionPaths = {
  list: route<{ response: ChatSession[] }>()({
    method: 'GET',
    path: '/web/imSession/list',
    operationId: 'listImSession',
    summary: '我的会话',
    description: '按最后一条消息时间倒序，带对方的名字、头像、最新一条消息和未读条数。',
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/web/imSession/delete/{userId}',
    operationId: 'deleteImSession',
    summary: '删除会话（连同自己的聊天记录副本）',
    params: { userId: '对方用户 ID' },
    access: 'member',
    empty: true,
  }),
  read: route()({
    method: 'POST',
    path: '/web/imSession/read/{userId}',
    operationId: 'readImSession',
    summary: '打开会话：对方的消息标为已读，未读清零',
    params: { userId: '对方用户 ID' },
    access: 'member',
    empty: true,
  }),
} as const satisfies RouteTable;
