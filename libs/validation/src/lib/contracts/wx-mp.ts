import { object } from 'yup';
import { QrState, type QrCheck, type QrRequester, type QrTicket } from '@yiying/models';
import { text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { dateTime, type InferSchema, recordSchema } from './json-schema.js';
import { wxMpPaths } from './paths.js';
import { EXAMPLE_TIME, exampleSession, type RouteExamples } from './examples.js';

/** Body of `scan` and `confirm`: the ticket shown in the QR link. */
export const qrTicketBody = object({ ticket: text().required(MESSAGES.qrExpired) });

/** Body of `POST /web/wxMp/login`: the confirmed single-use code and the QR code id (`state`). */
export const qrLoginBody = object({
  code: text().required(MESSAGES.qrExpired),
  state: text().required(MESSAGES.qrExpired),
});

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

/** Example answers of the QR-login routes. */
const examples = {
  qrcode: {
    qrcodeId: 'q1',
    ticket: 'tk',
    image: 'data:image/png;base64,AA==',
    url: 'http://127.0.0.1/m/qr',
    invalidTime: 120,
  } satisfies Required<QrTicket>,
  checkQrcode: { state: 'confirmed', code: 'code', requester } satisfies Required<QrCheck>,
  scanQrcode: { state: 'scanned', requester } satisfies Required<QrScanned>,
  confirmQrcode: { state: 'confirmed' } satisfies Required<QrConfirmed>,
  expireQrcode: { state: 'expired' } satisfies Required<QrExpired>,
  qrcodeLogin: exampleSession,
} satisfies RouteExamples;

export const wxMpContract = {
  paths: wxMpPaths,
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
