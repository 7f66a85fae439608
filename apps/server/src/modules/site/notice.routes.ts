import type { FastifyInstance } from 'fastify';
import {
  noticeContract,
  type MngNoticeListQuery,
  type NoticeCreateBody,
  type NoticeListQuery,
  type NoticeUpdateBody,
} from '@yiying/validation';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import { viewerKey } from '../content/index.js';
import type { Auth } from '../identity/index.js';
import { mngResourceRoutes } from './mng-resource.routes.js';
import {
  createNotice,
  deleteNotice,
  listAllNotices,
  listPublishedNotices,
  noticeDetail,
  publishedNoticeDetail,
  updateNotice,
} from './notice.service.js';
import type { SiteDeps } from './site.deps.js';

/** Notices (`/api/notice`): published ones for everyone, read counts, and their console. */
export function noticeRoutes(app: FastifyInstance, deps: SiteDeps, auth: Auth): void {
  const notice = noticeContract;
  contractRoute<{ Querystring: NoticeListQuery }>(
    app,
    notice.paths.list,
    {
      tags: ['notice'],
      summary: '公告列表',
      description: `已发布且到了发布时间的公告，按发布时间倒序，每页默认 ${notice.pageSize} 条；列表不含正文。`,
      query: notice.listQuery,
      response: envelopeResponses(pagedListSchema(notice.record), '公告分页', [400]),
    },
    async (request) => ok(await listPublishedNotices(deps, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    notice.paths.detail,
    {
      tags: ['notice'],
      summary: '公告详情',
      description:
        '正文（富文本，保存时已清理）或图片列表（图片模式）。阅读数每位读者只计一次（会员按账号，访客按地址与浏览器）。',
      params: { id: '公告 ID' },
      auth: auth.optional,
      response: envelopeResponses(notice.record, '公告', [400, 404]),
    },
    async (request) => ok(await publishedNoticeDetail(deps, request.params.id, viewerKey(request, request.viewer))),
  );
  mngResourceRoutes(app, auth, {
    tag: 'notice',
    label: '公告',
    pageLabel: '公告分页',
    idLabel: '公告 ID',
    record: notice.record,
    paths: notice.paths,
    listQuery: notice.mngListQuery,
    bodies: notice.bodies,
    docs: {
      list: { summary: '全部公告', note: '各状态的公告。' },
      detail: { summary: '公告详情（管理）', note: '不计阅读数。' },
      create: {
        summary: '新增公告',
        note: '富文本正文保存时按白名单清理；图片模式（shop）发布时至少一张图片；图片须为本站文件。',
      },
      update: { summary: '修改公告', note: '只改传入的字段；草稿改为发布且未给发布时间时，以当前时间发布。' },
      delete: { summary: '删除公告' },
    },
    list: (query: MngNoticeListQuery) => listAllNotices(deps, query),
    detail: (id) => noticeDetail(deps, id),
    create: (body: NoticeCreateBody, admin) => createNotice(deps, admin.userId, body),
    update: (id, body: NoticeUpdateBody) => updateNotice(deps, id, body),
    remove: (id) => deleteNotice(deps, id),
  });
}
