import type { RouteTable } from '../route-spec.js';

/** Routes of the content resource. */
export const contentPaths = {
  list: { method: 'GET', path: '/api/content/list', operationId: 'listContent' },
  detail: { method: 'GET', path: '/api/content/detail/{id}', operationId: 'contentDetail' },
  personalList: { method: 'GET', path: '/web/content/personalList', operationId: 'personalContent' },
  create: { method: 'POST', path: '/web/content/create', operationId: 'createContent' },
  update: { method: 'POST', path: '/web/content/update/{id}', operationId: 'updateContent' },
  delete: { method: 'POST', path: '/web/content/delete/{id}', operationId: 'deleteContent', empty: true },
  hotList: { method: 'GET', path: '/api/content/hotList', operationId: 'hotContent' },
  attentionList: { method: 'GET', path: '/web/content/attentionList', operationId: 'attentionContent' },
  sideList: { method: 'GET', path: '/api/content/sideList', operationId: 'sideContent' },
} as const satisfies RouteTable;
