import { CaptchaScope, type SmsOutboxEntry } from '@yiying/models';
import { dateTime, recordSchema } from './json-schema.js';
import { devPaths } from './paths.js';
import { EXAMPLE_TIME, type RouteExamples } from './examples.js';
import { smsOutboxQuery } from './dev.schema.js';
export * from './dev.schema.js';

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
