import type { QrCheck, QrTicket, SessionData } from '@yiying/models';
import { wxMpPaths, type QrConfirmed, type QrExpired, type QrScanned } from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** QR-code login: the browser shows a code, a logged-in phone scans and confirms it. */
export interface WxMpApi {
  /** A new QR code (valid `invalidTime` seconds). */
  qrcode(): Promise<QrTicket>;
  /** A new QR code valid `invalidTime` seconds (30 to 1800; the server's default, 300, without). */
  ticket(invalidTime?: number): Promise<QrTicket>;
  /** State of a QR code; carries the single-use login `code` once confirmed. */
  check(qrcodeId: string): Promise<QrCheck>;
  /** The phone's member has scanned the code; answers who is asking. */
  scan(qrcodeId: string, ticket: string): Promise<QrScanned>;
  confirm(qrcodeId: string, ticket: string): Promise<QrConfirmed>;
  expire(qrcodeId: string): Promise<QrExpired>;
  /** Exchanges the confirmed code for a session (`state` is the QR code id). */
  login(request: { code: string; state: string }): Promise<SessionData>;
}

export function createWxMpApi(client: Pick<Transport, 'get' | 'post'>): WxMpApi {
  return {
    qrcode: () => client.post<QrTicket>(wxMpPaths.qrcode.path),
    ticket: (invalidTime) =>
      client.get<QrTicket>(wxMpPaths.ticket.path, invalidTime === undefined ? undefined : { invalidTime }),
    check: (qrcodeId) => client.get<QrCheck>(fillPath(wxMpPaths.check.path, { qrcodeId })),
    scan: (qrcodeId, ticket) => client.post<QrScanned>(fillPath(wxMpPaths.scan.path, { qrcodeId }), { ticket }),
    confirm: (qrcodeId, ticket) => client.post<QrConfirmed>(fillPath(wxMpPaths.confirm.path, { qrcodeId }), { ticket }),
    expire: (qrcodeId) => client.post<QrExpired>(fillPath(wxMpPaths.expire.path, { qrcodeId })),
    login: (request) => client.post<SessionData>(wxMpPaths.login.path, request),
  };
}
