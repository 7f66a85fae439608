import type { RouteTable } from '../route-spec.js';

/** Privacy rights of the signed-in member: 导出我的数据 and 注销账号. */
export const privacyPaths = {
  startExport: { method: 'POST', path: '/web/user/dataExport/create', operationId: 'createDataExport' },
  latestExport: { method: 'GET', path: '/web/user/dataExport/latest', operationId: 'latestDataExport' },
  exportDetail: { method: 'GET', path: '/web/user/dataExport/detail/{id}', operationId: 'dataExportDetail' },
  downloadExport: {
    method: 'GET',
    path: '/web/user/dataExport/download/{id}',
    operationId: 'downloadDataExport',
    file: true,
  },
  deletionStatus: { method: 'GET', path: '/web/user/deletion/status', operationId: 'accountDeletionStatus' },
  requestDeletion: { method: 'POST', path: '/web/user/deletion/request', operationId: 'requestAccountDeletion' },
  cancelDeletion: { method: 'POST', path: '/web/user/deletion/cancel', operationId: 'cancelAccountDeletion' },
} as const satisfies RouteTable;
