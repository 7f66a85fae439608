import type { RouteTable } from '../route-spec.js';

/** The guestbook: anyone sends the contact-us or online message form; admins read, mark and delete entries. */
export const guestbookPaths = {
  create: { method: 'POST', path: '/web/guestbook/create', operationId: 'createGuestbook' },
  mngList: { method: 'GET', path: '/mng/guestbook/list', operationId: 'mngListGuestbook' },
  mngDetail: { method: 'GET', path: '/mng/guestbook/detail/{id}', operationId: 'mngGuestbookDetail' },
  mngUpdate: { method: 'POST', path: '/mng/guestbook/update/{id}', operationId: 'mngUpdateGuestbook' },
  mngDelete: { method: 'POST', path: '/mng/guestbook/delete/{id}', operationId: 'mngDeleteGuestbook', empty: true },
} as const satisfies RouteTable;
