import type { AccountDeletion, DataExport } from '@yiying/models';
import type { AccountDeletionBody } from '../privacy.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Privacy rights of the signed-in member: 导出我的数据 and 注销账号. */
export const privacyPaths = {
  startExport: route<{ response: DataExport }>()({
    method: 'POST',
    path: '/web/user/dataExport/create',
    operationId: 'createDataExport',
    summary: '导出我的数据',
    description:
      '先在 10 分钟内完成验证身份（否则 403 请先验证身份）。在后台打包个人资料、作品及原文件、评论、关注、粉丝、点赞、收藏、相册和私信；同一时间只有一个导出在进行，再次调用返回进行中的那个。',
    access: 'member',
  }),
  latestExport: route<{ response: DataExport | null }>()({
    method: 'GET',
    path: '/web/user/dataExport/latest',
    operationId: 'latestDataExport',
    summary: '最近一次数据导出',
    description: '没有导出记录时 data 为 null。',
    access: 'member',
  }),
  exportDetail: route<{ response: DataExport }>()({
    method: 'GET',
    path: '/web/user/dataExport/detail/{id}',
    operationId: 'dataExportDetail',
    summary: '数据导出进度',
    params: { id: '导出记录 ID' },
    access: 'member',
  }),
  downloadExport: route()({
    method: 'GET',
    path: '/web/user/dataExport/download/{id}',
    operationId: 'downloadDataExport',
    summary: '下载导出的数据',
    description: 'zip 文件，只能下载一次；下载后服务器上的文件即被删除。',
    params: { id: '导出记录 ID' },
    access: 'member',
    file: true,
  }),
  deletionStatus: route<{ response: AccountDeletion }>()({
    method: 'GET',
    path: '/web/user/deletion/status',
    operationId: 'accountDeletionStatus',
    summary: '注销申请状态',
    access: 'member',
  }),
  requestDeletion: route<{ body: AccountDeletionBody; response: AccountDeletion }>()({
    method: 'POST',
    path: '/web/user/deletion/request',
    operationId: 'requestAccountDeletion',
    summary: '注销账号',
    description:
      '需要发往本人手机号、用途为 deleteAccount 的短信验证码。冷静期（默认 15 天）后账号及个人数据被删除；冷静期内登录或撤销即取消。管理员账号不能注销。',
    access: 'member',
  }),
  cancelDeletion: route<{ response: AccountDeletion }>()({
    method: 'POST',
    path: '/web/user/deletion/cancel',
    operationId: 'cancelAccountDeletion',
    summary: '撤销注销',
    access: 'member',
  }),
} as const satisfies RouteTable;
