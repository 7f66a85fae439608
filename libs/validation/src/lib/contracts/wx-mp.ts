import { QrState, type QrCheck, type QrRequester, type QrTicket } from '@yiying/models';
import { recordSchema } from './json-schema.js';
import { wxMpPaths } from './paths.js';
import { EXAMPLE_TIME, exampleSession, type RouteExamples } from './examples.js';
import {
  type QrConfirmed,
  type QrExpired,
  type QrScanned,
  qrConfirmedSchema,
  qrExpiredSchema,
  qrLoginBody,
  qrRequesterSchema,
  qrScannedSchema,
  qrTicketBody,
  qrTicketQuery,
} from './wx-mp.schema.js';
export * from './wx-mp.schema.js';

/** Everything QR login fixes (the session answer is `sessionSchema` of the identity contract). */
const requester = { ip: '127.0.0.1', userAgent: 'jest', createTime: EXAMPLE_TIME } satisfies Required<QrRequester>;

/** `QrTicket`: a QR code to log in with; `image` is a PNG data URL of `url`. */
export const qrTicketSchema = recordSchema<QrTicket>()({
  type: 'object',
  required: ['qrcodeId', 'ticket', 'image', 'url', 'invalidTime'],
  properties: {
    qrcodeId: { type: 'string' },
    ticket: { type: 'string' },
    image: { type: 'string', description: 'data:image/png;base64,…' },
    url: { type: 'string' },
    invalidTime: { type: 'integer', description: '有效期（秒）' },
  },
});

/** `QrCheck`: the state; `code` once confirmed (only for the browser that asked). */
export const qrCheckSchema = recordSchema<QrCheck>()({
  type: 'object',
  required: ['state'],
  properties: {
    state: { type: 'string', enum: Object.values(QrState) },
    code: { type: 'string' },
    requester: qrRequesterSchema,
  },
});

const exampleTicket = {
  qrcodeId: 'q1',
  ticket: 'tk',
  image: 'data:image/png;base64,AA==',
  url: 'http://127.0.0.1/m/qr',
  invalidTime: 120,
} satisfies Required<QrTicket>;

/** Example answers of the QR-login routes. */
const examples = {
  qrcode: exampleTicket,
  qrcodeTicket: exampleTicket,
  checkQrcode: { state: 'confirmed', code: 'code', requester } satisfies Required<QrCheck>,
  scanQrcode: { state: 'scanned', requester } satisfies Required<QrScanned>,
  confirmQrcode: { state: 'confirmed' } satisfies Required<QrConfirmed>,
  expireQrcode: { state: 'expired' } satisfies Required<QrExpired>,
  qrcodeLogin: exampleSession,
} satisfies RouteExamples;

export const wxMpContract = {
  paths: wxMpPaths,
  ticketQuery: qrTicketQuery,
  bodies: { scan: qrTicketBody, confirm: qrTicketBody, login: qrLoginBody },
  records: {
    ticket: qrTicketSchema,
    check: qrCheckSchema,
    scanned: qrScannedSchema,
    confirmed: qrConfirmedSchema,
    expired: qrExpiredSchema,
  },
  examples,
} as const;
