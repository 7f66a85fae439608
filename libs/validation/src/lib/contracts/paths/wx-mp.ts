import type { RouteTable } from '../route-spec.js';

/** QR-code login routes (`/web/wxMp`). The official-account callback is the server's own business. */
export const wxMpPaths = {
  qrcode: { method: 'POST', path: '/web/wxMp/qrcode', operationId: 'qrcode' },
  /** A QR code valid `invalidTime` seconds (default 300). */
  ticket: { method: 'GET', path: '/web/wxMp/getTicket', operationId: 'qrcodeTicket' },
  check: { method: 'GET', path: '/web/wxMp/check/{qrcodeId}', operationId: 'checkQrcode' },
  scan: { method: 'POST', path: '/web/wxMp/scan/{qrcodeId}', operationId: 'scanQrcode' },
  confirm: { method: 'POST', path: '/web/wxMp/confirm/{qrcodeId}', operationId: 'confirmQrcode' },
  expire: { method: 'POST', path: '/web/wxMp/expire/{qrcodeId}', operationId: 'expireQrcode' },
  login: { method: 'POST', path: '/web/wxMp/login', operationId: 'qrcodeLogin' },
} as const satisfies RouteTable;
