import type { RouteTable } from '../route-spec.js';

/** Routes of the notice resource (公告): published notices for everyone, every notice for admins. */
export const noticePaths = {
  list: { method: 'GET', path: '/api/notice/list', operationId: 'listNotice' },
  detail: { method: 'GET', path: '/api/notice/detail/{id}', operationId: 'noticeDetail' },
  mngList: { method: 'GET', path: '/mng/notice/list', operationId: 'mngListNotice' },
  mngDetail: { method: 'GET', path: '/mng/notice/detail/{id}', operationId: 'mngNoticeDetail' },
  mngCreate: { method: 'POST', path: '/mng/notice/create', operationId: 'mngCreateNotice' },
  mngUpdate: { method: 'POST', path: '/mng/notice/update/{id}', operationId: 'mngUpdateNotice' },
  mngDelete: { method: 'POST', path: '/mng/notice/delete/{id}', operationId: 'mngDeleteNotice', empty: true },
} as const satisfies RouteTable;
