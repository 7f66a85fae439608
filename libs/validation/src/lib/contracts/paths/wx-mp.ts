import type { QrCheck, QrTicket, SessionData } from '@yiying/models';
import type { QrConfirmed, QrExpired, QrLoginBody, QrScanned, QrTicketBody, QrTicketQuery } from '../wx-mp.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** QR-code login routes (`/web/wxMp`). The official-account callback is the server's own business. */
export const wxMpPaths = {
  qrcode: route<{ response: QrTicket }>()({
    method: 'POST',
    path: '/web/wxMp/qrcode',
    operationId: 'qrcode',
    summary: '生成登录二维码',
    description:
      '`image` 是 `url` 的二维码（PNG data URL），有效期 `invalidTime` 秒。答复同时设置只属于本浏览器的 Cookie：只有它能取到确认后的登录码。',
  }),
  /** A QR code valid `invalidTime` seconds (default 300). */
  ticket: route<{ query: QrTicketQuery; response: QrTicket }>()({
    method: 'GET',
    path: '/web/wxMp/getTicket',
    operationId: 'qrcodeTicket',
    summary: '按有效期获取登录二维码',
    description:
      '与“生成登录二维码”相同，有效期由 `invalidTime`（秒，默认 300）指定；公众号登录时即公众号带参数二维码的有效期。',
  }),
  check: route<{ response: QrCheck }>()({
    method: 'GET',
    path: '/web/wxMp/check/{qrcodeId}',
    operationId: 'checkQrcode',
    summary: '查询二维码状态',
    description:
      '只答复生成二维码的浏览器（凭其 Cookie），其他请求得到 400 二维码已失效；确认后返回一次性登录码 `code`。',
    params: { qrcodeId: '二维码 ID' },
  }),
  scan: route<{ body: QrTicketBody; response: QrScanned }>()({
    method: 'POST',
    path: '/web/wxMp/scan/{qrcodeId}',
    operationId: 'scanQrcode',
    summary: '手机端扫码',
    description: '已登录的成员打开二维码链接；答复发起登录的浏览器信息。',
    params: { qrcodeId: '二维码 ID' },
    access: 'member',
  }),
  confirm: route<{ body: QrTicketBody; response: QrConfirmed }>()({
    method: 'POST',
    path: '/web/wxMp/confirm/{qrcodeId}',
    operationId: 'confirmQrcode',
    summary: '手机端确认登录',
    params: { qrcodeId: '二维码 ID' },
    access: 'member',
  }),
  expire: route<{ response: QrExpired }>()({
    method: 'POST',
    path: '/web/wxMp/expire/{qrcodeId}',
    operationId: 'expireQrcode',
    summary: '作废二维码',
    description: '只有生成二维码的浏览器（凭其 Cookie）或扫码的成员可以作废。',
    params: { qrcodeId: '二维码 ID' },
    access: 'optional',
  }),
  login: route<{ body: QrLoginBody; response: SessionData }>()({
    method: 'POST',
    path: '/web/wxMp/login',
    operationId: 'qrcodeLogin',
    summary: '扫码登录',
    description: `用确认后的一次性登录码换取令牌；\`state\` 为二维码 ID。再次使用得到 400（二维码已失效）。`,
  }),
} as const satisfies RouteTable;
