import type { RouteTable } from '../route-spec.js';

/** The message centre: notifications of likes, comments and follows, marking them read, and the unread totals. */
export const notificationPaths = {
  list: { method: 'GET', path: '/web/notification/list', operationId: 'listNotification' },
  read: { method: 'POST', path: '/web/notification/read', operationId: 'readNotification' },
  unread: { method: 'GET', path: '/web/notification/unread', operationId: 'unreadNotification' },
} as const satisfies RouteTable;
