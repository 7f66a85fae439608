import { object, string, type InferType } from 'yup';
import { CaptchaScope, type SmsOutboxEntry } from '@yiying/models';
import { MOBILE_PATTERN } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { dateTime, recordSchema } from './json-schema.js';
import { devPaths } from './paths.js';
import { EXAMPLE_TIME, type RouteExamples } from './examples.js';

/** Query of `GET /dev/sms/outbox`: one mobile, or every mobile when left out. */
export const smsOutboxQuery = object({
  mobile: string()
    .typeError(MESSAGES.phoneInvalid)
    .matches(MOBILE_PATTERN, MESSAGES.phoneInvalid)
    .optional()
    .meta({ description: '手机号；不填时列出所有手机号', message: MESSAGES.phoneInvalid }),
});

export type SmsOutboxQuery = InferType<typeof smsOutboxQuery>;

/** `SmsOutboxEntry`: a code the console SMS provider sent. */
export const smsOutboxEntrySchema = recordSchema<SmsOutboxEntry>()({
  type: 'object',
  required: ['mobile', 'code', 'scope', 'createTime'],
  properties: {
    mobile: { type: 'string' },
    code: { type: 'string' },
    scope: { type: 'string', enum: Object.values(CaptchaScope) },
    createTime: dateTime,
  },
});

/** Everything the dev SMS outbox fixes; `data` is an array of `record`. */
/** Example answers of the development routes. */
const examples = {
  smsOutbox: [
    {
      mobile: '13800000001',
      code: '123456',
      scope: 'login',
      createTime: EXAMPLE_TIME,
    } satisfies Required<SmsOutboxEntry>,
  ],
} satisfies RouteExamples;

export const devContract = {
  paths: devPaths,
  listQuery: smsOutboxQuery,
  record: smsOutboxEntrySchema,
  examples,
} as const;
