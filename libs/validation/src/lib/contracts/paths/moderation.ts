import type { PagedList } from '@yiying/models';
import type {
  ModerationApproveBody,
  ModerationBulkBody,
  ModerationBulkResult,
  ModerationCounts,
  ModerationItem,
  ModerationListQuery,
  ModerationRejectBody,
  Watchword,
  WatchwordBody,
  WatchwordExport,
  WatchwordImportBody,
  WatchwordImportResult,
  WatchwordListQuery,
  WatchwordTestQuery,
  WatchwordTestResult,
} from '../moderation.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Rows per page of the watch list and of the queue. */
const PAGE = 20;

/** 敏感词 and 审核队列 of the admin console (admins only). */
export const moderationPaths = {
  words: route<{ query: WatchwordListQuery; response: PagedList<Watchword> }>()({
    method: 'GET',
    path: '/mng/watchword/list',
    operationId: 'adminListWatchwords',
    summary: '敏感词列表（管理员）',
    description: '`search` 匹配词本身；`action` 为 block（屏蔽）、hold（审核）、replace（替换）或 flag（标记）。',
    access: 'admin',
    pageSize: PAGE,
  }),
  createWord: route<{ body: WatchwordBody; response: Watchword }>()({
    method: 'POST',
    path: '/mng/watchword/create',
    operationId: 'adminCreateWatchword',
    summary: '新增敏感词（管理员）',
    description: '词或以 /…/ 书写的正则；同一规范化形式只能有一条。',
    access: 'admin',
  }),
  updateWord: route<{ body: WatchwordBody; response: Watchword }>()({
    method: 'POST',
    path: '/mng/watchword/update/{id}',
    operationId: 'adminUpdateWatchword',
    summary: '修改敏感词（管理员）',
    params: { id: '敏感词 ID' },
    access: 'admin',
  }),
  deleteWord: route()({
    method: 'POST',
    path: '/mng/watchword/delete/{id}',
    operationId: 'adminDeleteWatchword',
    summary: '删除敏感词（管理员）',
    params: { id: '敏感词 ID' },
    access: 'admin',
    empty: true,
  }),
  importWords: route<{ body: WatchwordImportBody; response: WatchwordImportResult }>()({
    method: 'POST',
    path: '/mng/watchword/import',
    operationId: 'adminImportWatchwords',
    summary: '导入敏感词（管理员）',
    description:
      '文本文件，每行「词<TAB>处理方式<TAB>备注」（处理方式为 屏蔽、审核、替换、标记 或 block、hold、replace、flag，' +
      '缺省为屏蔽；也可用逗号分隔）；空行与 # 开头的行忽略。已有的词按文件更新处理方式。',
    access: 'admin',
  }),
  exportWords: route<{ response: WatchwordExport }>()({
    method: 'GET',
    path: '/mng/watchword/export',
    operationId: 'adminExportWatchwords',
    summary: '导出敏感词（管理员）',
    description: '整张列表，格式与导入相同。',
    access: 'admin',
  }),
  testWords: route<{ query: WatchwordTestQuery; input: WatchwordTestQuery; response: WatchwordTestResult }>()({
    method: 'GET',
    path: '/mng/watchword/test',
    operationId: 'adminTestWatchwords',
    summary: '测试文本（管理员）',
    description: '这段文本会命中哪些词、得到什么处理（不保存任何东西）；含标签时按文章 HTML 读取。',
    access: 'admin',
  }),
  queue: route<{ query: ModerationListQuery; response: PagedList<ModerationItem> }>()({
    method: 'GET',
    path: '/mng/moderation/list',
    operationId: 'adminListModeration',
    summary: '审核队列（管理员）',
    description: '`kind`：content 作品、comment 评论与回复、name 昵称与签名、other 其他标记；默认待审核，最早在前。',
    access: 'admin',
    pageSize: PAGE,
  }),
  counts: route<{ response: ModerationCounts }>()({
    method: 'GET',
    path: '/mng/moderation/counts',
    operationId: 'adminModerationCounts',
    summary: '待审核数（管理员）',
    access: 'admin',
  }),
  approve: route<{ body: ModerationApproveBody; input: Partial<ModerationApproveBody>; response: ModerationItem }>()({
    method: 'POST',
    path: '/mng/moderation/approve/{id}',
    operationId: 'adminApproveModeration',
    summary: '通过审核（管理员）',
    description: '待审的内容公开（评论随之发表、昵称随之生效），作者在消息中心收到通知。',
    params: { id: '审核项 ID' },
    access: 'admin',
  }),
  reject: route<{ body: ModerationRejectBody; response: ModerationItem }>()({
    method: 'POST',
    path: '/mng/moderation/reject/{id}',
    operationId: 'adminRejectModeration',
    summary: '驳回（管理员）',
    description: '待审的内容不公开、已标记的内容下架，作者在消息中心看到原因。',
    params: { id: '审核项 ID' },
    access: 'admin',
  }),
  bulk: route<{ body: ModerationBulkBody; response: ModerationBulkResult }>()({
    method: 'POST',
    path: '/mng/moderation/bulk',
    operationId: 'adminBulkModeration',
    summary: '批量审核（管理员）',
    description: '一次通过或驳回至多 100 项；已处理或失败的项在 failed 中说明原因。',
    access: 'admin',
  }),
} as const satisfies RouteTable;
