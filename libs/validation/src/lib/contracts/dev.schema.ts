import { object, string, type InferType } from 'yup';
import { MOBILE_PATTERN } from '../fields.js';
import { MESSAGES } from '../messages.js';

/** Query of `GET /dev/sms/outbox`: one mobile, or every mobile when left out. */
export const smsOutboxQuery = object({
  mobile: string()
    .typeError(MESSAGES.phoneInvalid)
    .matches(MOBILE_PATTERN, MESSAGES.phoneInvalid)
    .optional()
    .meta({ description: '手机号；不填时列出所有手机号', message: MESSAGES.phoneInvalid }),
});
export type SmsOutboxQuery = InferType<typeof smsOutboxQuery>;
