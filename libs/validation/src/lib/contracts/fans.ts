import { object } from 'yup';
import { Enabled, PAGE_SIZE, type AttentionState, type Fans } from '@yiying/models';
import { text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { dateTime, recordSchema } from './json-schema.js';
import { userBriefSchema } from './user-brief.js';
import { fansPaths, behaviourPaths } from './paths.js';
import { EXAMPLE_TIME, examplePage, exampleUserBrief, type RouteExamples } from './examples.js';
import { FANS_SORT_COLUMNS, fansListQuery, personalFansQuery } from './fans.schema.js';
export * from './fans.schema.js';

/** Body of `POST /web/fans/create`: the member to follow. */
export const followBody = object({ userId: text().required(MESSAGES.followUserRequired) });

/** `Fans`: `fansId` follows `userId`; `user` is the other side of the list it appears in. */
export const fansRecordSchema = recordSchema<Fans>()({
  type: 'object',
  required: ['id', 'fansId', 'userId', 'enabled', 'createTime', 'user'],
  properties: {
    id: { type: 'string' },
    fansId: { type: 'string', description: '关注者' },
    userId: { type: 'string', description: '被关注者' },
    enabled: { type: 'integer', enum: Object.values(Enabled) },
    createTime: dateTime,
    user: userBriefSchema,
  },
});

/** Everything the fans resource fixes: routes, page size, list queries, body and record. */
const exampleFans = {
  id: 'f1',
  userId: 'u1',
  fansId: 'u2',
  enabled: 1,
  createTime: EXAMPLE_TIME,
  user: exampleUserBrief,
} satisfies Required<Fans>;

/** Example answers of the follow routes. */
const examples = {
  listFans: examplePage(exampleFans),
  personalFans: examplePage(exampleFans),
  fansDetail: exampleFans,
  createFans: exampleFans,
  attention: { attention: true, mutual: true } satisfies Required<AttentionState>,
  cancelAttention: { attention: false, mutual: false } satisfies Required<AttentionState>,
} satisfies RouteExamples;

export const fansContract = {
  paths: { ...fansPaths, ...behaviourPaths },
  pageSize: PAGE_SIZE.default,
  sortColumns: FANS_SORT_COLUMNS,
  listQuery: fansListQuery,
  personalListQuery: personalFansQuery,
  bodies: { create: followBody },
  record: fansRecordSchema,
  examples,
} as const;
