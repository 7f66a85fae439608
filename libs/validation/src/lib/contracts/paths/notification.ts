import { PAGE_SIZE, type MessageCentreUnread, type Notification, type PagedList } from '@yiying/models';
import type { NotificationListQuery, NotificationReadBody } from '../message-centre.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** The message centre: notifications of likes, comments and follows, marking them read, and the unread totals. */
export const notificationPaths = {
  list: route<{ query: NotificationListQuery; response: PagedList<Notification> }>()({
    method: 'GET',
    path: '/web/notification/list',
    operationId: 'listNotification',
    summary: '消息中心列表',
    description: '赞（likes：点赞、收藏、转发）、评论（comment：评论、回复）、关注（attention），最新的在前。',
    access: 'member',
    pageSize: PAGE_SIZE.default,
  }),
  read: route<{ body: NotificationReadBody; response: MessageCentreUnread }>()({
    method: 'POST',
    path: '/web/notification/read',
    operationId: 'readNotification',
    summary: '标为已读',
    description: '传 ids 标记这些消息；否则传 type 标记该类全部；都不传则全部标为已读。答复新的未读数。',
    access: 'member',
  }),
  unread: route<{ response: MessageCentreUnread }>()({
    method: 'GET',
    path: '/web/notification/unread',
    operationId: 'unreadNotification',
    summary: '未读数',
    description: '赞、评论、关注、私信各自的未读数与总数（页头铃铛）。',
    access: 'member',
  }),
} as const satisfies RouteTable;
