import type { RouteTable } from '../route-spec.js';

/** 敏感词 and 审核队列 of the admin console (admins only). */
export const moderationPaths = {
  words: { method: 'GET', path: '/mng/watchword/list', operationId: 'adminListWatchwords' },
  createWord: { method: 'POST', path: '/mng/watchword/create', operationId: 'adminCreateWatchword' },
  updateWord: { method: 'POST', path: '/mng/watchword/update/{id}', operationId: 'adminUpdateWatchword' },
  deleteWord: { method: 'POST', path: '/mng/watchword/delete/{id}', operationId: 'adminDeleteWatchword', empty: true },
  importWords: { method: 'POST', path: '/mng/watchword/import', operationId: 'adminImportWatchwords' },
  exportWords: { method: 'GET', path: '/mng/watchword/export', operationId: 'adminExportWatchwords' },
  testWords: { method: 'GET', path: '/mng/watchword/test', operationId: 'adminTestWatchwords' },
  queue: { method: 'GET', path: '/mng/moderation/list', operationId: 'adminListModeration' },
  counts: { method: 'GET', path: '/mng/moderation/counts', operationId: 'adminModerationCounts' },
  approve: { method: 'POST', path: '/mng/moderation/approve/{id}', operationId: 'adminApproveModeration' },
  reject: { method: 'POST', path: '/mng/moderation/reject/{id}', operationId: 'adminRejectModeration' },
  bulk: { method: 'POST', path: '/mng/moderation/bulk', operationId: 'adminBulkModeration' },
} as const satisfies RouteTable;
