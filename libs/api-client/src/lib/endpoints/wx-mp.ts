import type { ApiClient } from '../client.js';
import type { QrCheck, QrRequester, QrTicket, SessionData } from '../identity.js';
import { fillPath } from './path.js';

export const wxMpPaths = {
  qrcode: { method: 'POST', path: '/web/wxMp/qrcode' },
  check: { method: 'GET', path: '/web/wxMp/check/{qrcodeId}' },
  scan: { method: 'POST', path: '/web/wxMp/scan/{qrcodeId}' },
  confirm: { method: 'POST', path: '/web/wxMp/confirm/{qrcodeId}' },
  expire: { method: 'POST', path: '/web/wxMp/expire/{qrcodeId}' },
  login: { method: 'POST', path: '/web/wxMp/login' },
} as const;

/** QR-code login: the browser shows a code, a logged-in phone scans and confirms it. */
export interface WxMpApi {
  /** A new QR code (valid `invalidTime` seconds). */
  qrcode(): Promise<QrTicket>;
  /** State of a QR code; carries the single-use login `code` once confirmed. */
  check(qrcodeId: string): Promise<QrCheck>;
  /** The phone's member has scanned the code; answers who is asking. */
  scan(qrcodeId: string, ticket: string): Promise<{ state: 'scanned'; requester: QrRequester }>;
  confirm(qrcodeId: string, ticket: string): Promise<{ state: 'confirmed' }>;
  expire(qrcodeId: string): Promise<{ state: 'expired' }>;
  /** Exchanges the confirmed code for a session (`state` is the QR code id). */
  login(request: { code: string; state: string }): Promise<SessionData>;
}

export function createWxMpApi(client: Pick<ApiClient, 'get' | 'post'>): WxMpApi {
  return {
    qrcode: () => client.post<QrTicket>(wxMpPaths.qrcode.path),
    check: (qrcodeId) => client.get<QrCheck>(fillPath(wxMpPaths.check.path, { qrcodeId })),
    scan: (qrcodeId, ticket) => client.post(fillPath(wxMpPaths.scan.path, { qrcodeId }), { ticket }),
    confirm: (qrcodeId, ticket) => client.post(fillPath(wxMpPaths.confirm.path, { qrcodeId }), { ticket }),
    expire: (qrcodeId) => client.post(fillPath(wxMpPaths.expire.path, { qrcodeId })),
    login: (request) => client.post<SessionData>(wxMpPaths.login.path, request),
  };
}
