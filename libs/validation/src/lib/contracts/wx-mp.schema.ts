import { object, type InferType } from 'yup';
import { QR_TICKET_SECONDS, QrState } from '@yiying/models';
import { text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { queryInteger } from './query.js';
import { dateTime, type InferSchema } from './json-schema.js';

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
/** `QrRequester`: the browser that asked, shown on the phone before confirming. */
export const qrRequesterSchema = {
  type: 'object',
  required: ['ip', 'userAgent', 'createTime'],
  properties: { ip: { type: 'string' }, userAgent: { type: 'string' }, createTime: dateTime },
} as const;
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
