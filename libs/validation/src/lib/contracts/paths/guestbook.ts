import { PAGE_SIZE, type GuestbookRecord, type PagedList } from '@yiying/models';
import type { GuestbookCreateBody, GuestbookListQuery, GuestbookUpdateBody } from '../site/guestbook.schema.js';
import { route, type RouteTable } from '../route-spec.js';
import { ADMIN_ONLY } from './admin-only.js';

/** Entries one address may send within `GUESTBOOK_WINDOW_MS`; the next one is answered 429 with Retry-After. */
export const GUESTBOOK_PER_WINDOW = 5;
export const GUESTBOOK_WINDOW_MS = 10 * 60_000;

/** The contact-us form as a caller sends it (`kind` contact is the default). */
type ContactInput = Omit<Extract<GuestbookCreateBody, { kind: 'contact' }>, 'kind'> & { kind?: 'contact' };
/** The online message form as a caller sends it. */
type MessageInput = Extract<GuestbookCreateBody, { kind: 'message' }>;

/** The guestbook: anyone sends the contact-us or online message form; admins read, mark and delete entries. */
export const guestbookPaths = {
  create: route<{ body: GuestbookCreateBody; input: ContactInput | MessageInput; response: GuestbookRecord }>()({
    method: 'POST',
    path: '/web/guestbook/create',
    operationId: 'createGuestbook',
    summary: '留言',
    description: `联系我们（kind=contact，默认：姓名、手机号码、留言标题必填，留言内容选填）或在线留言（kind=message：姓名、手机号码必填，邮箱、单位、部门、留言选填）。无需登录；同一地址 ${GUESTBOOK_WINDOW_MS / 60_000} 分钟内最多 ${GUESTBOOK_PER_WINDOW} 条，超出时 429 并带 Retry-After。`,
    access: 'optional',
  }),
  mngList: route<{ query: GuestbookListQuery; response: PagedList<GuestbookRecord> }>()({
    method: 'GET',
    path: '/mng/guestbook/list',
    operationId: 'mngListGuestbook',
    summary: '留言列表',
    description: `最新的在前；可按类型、是否已读与姓名 / 电话 / 标题筛选。${ADMIN_ONLY}`,
    access: 'admin',
    pageSize: PAGE_SIZE.default,
  }),
  mngDetail: route<{ response: GuestbookRecord }>()({
    method: 'GET',
    path: '/mng/guestbook/detail/{id}',
    operationId: 'mngGuestbookDetail',
    summary: '留言详情',
    description: `打开即标为已读。${ADMIN_ONLY}`,
    params: { id: '留言 ID' },
    access: 'admin',
  }),
  mngUpdate: route<{ body: GuestbookUpdateBody; response: GuestbookRecord }>()({
    method: 'POST',
    path: '/mng/guestbook/update/{id}',
    operationId: 'mngUpdateGuestbook',
    summary: '标记留言已读 / 未读',
    description: ADMIN_ONLY,
    params: { id: '留言 ID' },
    access: 'admin',
  }),
  mngDelete: route()({
    method: 'POST',
    path: '/mng/guestbook/delete/{id}',
    operationId: 'mngDeleteGuestbook',
    summary: '删除留言',
    description: ADMIN_ONLY,
    params: { id: '留言 ID' },
    access: 'admin',
    empty: true,
  }),
} as const satisfies RouteTable;
