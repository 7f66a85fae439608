import { object, type InferType } from 'yup';
import { QR_TICKET_SECONDS, QrState, type QrCheck, type QrRequester, type QrTicket } from '@yiying/models';
import { text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { queryInteger } from './query.js';
import { dateTime, type InferSchema, recordSchema } from './json-schema.js';
import { wxMpPaths } from './paths.js';
import { EXAMPLE_TIME, exampleSession, type RouteExamples } from './examples.js';

/** Body of `scan` and `confirm`: the ticket shown in the QR link. */
export const qrTicketBody = object({ ticket: text().required(MESSAGES.qrExpired) });
export type QrTicketBody = InferType<typeof qrTicketBody>;

/** Shortest and longest life a caller may ask of a login QR code, in seconds. */
export const QR_TICKET_MIN_SECONDS = 30;
export const QR_TICKET_MAX_SECONDS = 1800;

/** Query of `GET /web/wxMp/getTicket`: how long the QR code stays valid (the spec's default, 300 s). */
export const qrTicketQuery = object({
  invalidTime: queryInteger(
    `invalidTime 必须是 ${QR_TICKET_MIN_SECONDS} 到 ${QR_TICKET_MAX_SECONDS} 之间的整数（秒）`,
    QR_TICKET_MIN_SECONDS,
    QR_TICKET_MAX_SECONDS,
    `二维码有效期（秒），默认 ${QR_TICKET_SECONDS}`,
  ).default(QR_TICKET_SECONDS),
});
export type QrTicketQuery = InferType<typeof qrTicketQuery>;

/** Body of `POST /web/wxMp/login`: the confirmed single-use code and the QR code id (`state`). */
export const qrLoginBody = object({
  code: text().required(MESSAGES.qrExpired),
  state: text().required(MESSAGES.qrExpired),
});
export type QrLoginBody = InferType<typeof qrLoginBody>;

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

/** `QrRequester`: the browser that asked, shown on the phone before confirming. */
export const qrRequesterSchema = {
  type: 'object',
  required: ['ip', 'userAgent', 'createTime'],
  properties: { ip: { type: 'string' }, userAgent: { type: 'string' }, createTime: dateTime },
} as const;

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

/** Answer of `scan`. */
export const qrScannedSchema = {
  type: 'object',
  required: ['state', 'requester'],
  properties: { state: { type: 'string', enum: [QrState.scanned] }, requester: qrRequesterSchema },
} as const;

/** Answer of `confirm`. */
export const qrConfirmedSchema = {
  type: 'object',
  required: ['state'],
  properties: { state: { type: 'string', enum: [QrState.confirmed] } },
} as const;

/** Answer of `expire`. */
export const qrExpiredSchema = {
  type: 'object',
  required: ['state'],
  properties: { state: { type: 'string', enum: [QrState.expired] } },
} as const;

export type QrScanned = InferSchema<typeof qrScannedSchema>;
export type QrConfirmed = InferSchema<typeof qrConfirmedSchema>;
export type QrExpired = InferSchema<typeof qrExpiredSchema>;

/** Everything QR login fixes (the session answer is `sessionSchema` of the identity contract). */
const requester = { ip: '127.0.0.1', userAgent: 'jest', createTime: EXAMPLE_TIME } satisfies Required<QrRequester>;

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
