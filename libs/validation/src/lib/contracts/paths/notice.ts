import { PAGE_SIZE, type NoticeRecord, type PagedList } from '@yiying/models';
import type { MngNoticeListQuery, NoticeCreateBody, NoticeListQuery, NoticeUpdateBody } from '../site/notice.schema.js';
import { route, type RouteTable, type WithDefaults } from '../route-spec.js';
import { ADMIN_ONLY } from './admin-only.js';

/** Routes of the notice resource (公告): published notices for everyone, every notice for admins. */
export const noticePaths = {
  list: route<{ query: NoticeListQuery; response: PagedList<NoticeRecord> }>()({
    method: 'GET',
    path: '/api/notice/list',
    operationId: 'listNotice',
    summary: '公告列表',
    description: `已发布且到了发布时间的公告，按发布时间倒序，每页默认 ${PAGE_SIZE.default} 条；列表不含正文。`,
    pageSize: PAGE_SIZE.default,
  }),
  detail: route<{ response: NoticeRecord }>()({
    method: 'GET',
    path: '/api/notice/detail/{id}',
    operationId: 'noticeDetail',
    summary: '公告详情',
    description:
      '正文（富文本，保存时已清理）或图片列表（图片模式）。阅读数每位读者只计一次（会员按账号，访客按地址与浏览器）。',
    params: { id: '公告 ID' },
    access: 'optional',
  }),
  mngList: route<{ query: MngNoticeListQuery; response: PagedList<NoticeRecord> }>()({
    method: 'GET',
    path: '/mng/notice/list',
    operationId: 'mngListNotice',
    summary: '全部公告',
    description: `各状态的公告。${ADMIN_ONLY}`,
    access: 'admin',
    pageSize: PAGE_SIZE.default,
  }),
  mngDetail: route<{ response: NoticeRecord }>()({
    method: 'GET',
    path: '/mng/notice/detail/{id}',
    operationId: 'mngNoticeDetail',
    summary: '公告详情（管理）',
    description: `不计阅读数。${ADMIN_ONLY}`,
    params: { id: '公告 ID' },
    access: 'admin',
  }),
  mngCreate: route<{
    body: NoticeCreateBody;
    input: WithDefaults<NoticeCreateBody, 'type' | 'model' | 'images' | 'state'>;
    response: NoticeRecord;
  }>()({
    method: 'POST',
    path: '/mng/notice/create',
    operationId: 'mngCreateNotice',
    summary: '新增公告',
    description: `富文本正文保存时按白名单清理；图片模式（shop）发布时至少一张图片；图片须为本站文件。${ADMIN_ONLY}`,
    access: 'admin',
  }),
  mngUpdate: route<{ body: NoticeUpdateBody; response: NoticeRecord }>()({
    method: 'POST',
    path: '/mng/notice/update/{id}',
    operationId: 'mngUpdateNotice',
    summary: '修改公告',
    description: `只改传入的字段；草稿改为发布且未给发布时间时，以当前时间发布。${ADMIN_ONLY}`,
    params: { id: '公告 ID' },
    access: 'admin',
  }),
  mngDelete: route()({
    method: 'POST',
    path: '/mng/notice/delete/{id}',
    operationId: 'mngDeleteNotice',
    summary: '删除公告',
    description: ADMIN_ONLY,
    params: { id: '公告 ID' },
    access: 'admin',
    empty: true,
  }),
} as const satisfies RouteTable;
