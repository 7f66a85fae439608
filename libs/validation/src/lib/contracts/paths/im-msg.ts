import type { RouteTable } from '../route-spec.js';

/** Private messages (spec §7 IM calls): a conversation page, sending, deleting one's copy, image upload, settings. */
export const imMsgPaths = {
  list: { method: 'GET', path: '/web/imMsg/list', operationId: 'listImMsg' },
  create: { method: 'POST', path: '/web/imMsg/create', operationId: 'createImMsg' },
  delete: { method: 'POST', path: '/web/imMsg/delete/{id}', operationId: 'deleteImMsg', empty: true },
  upload: { method: 'POST', path: '/web/imMsg/upload', operationId: 'uploadImImage' },
  setting: { method: 'GET', path: '/web/imMsg/setting', operationId: 'imSetting' },
  updateSetting: { method: 'POST', path: '/web/imMsg/setting', operationId: 'updateImSetting' },
} as const satisfies RouteTable;
