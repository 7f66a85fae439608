import { GuestbookKind, PAGE_SIZE, YesNo, type GuestbookRecord } from '@yiying/models';
import { dateTime, nullable } from '../json-schema.js';
import { objectRecord } from '../resource.js';
import { guestbookPaths } from '../paths.js';
import { EXAMPLE_TIME, examplePage, type RouteExamples } from '../examples.js';
import {
  guestbookContactBody,
  guestbookMessageBody,
  guestbookCreateBody,
  GUESTBOOK_SORT_COLUMNS,
  guestbookListQuery,
  guestbookUpdateBody,
} from './guestbook.schema.js';
export * from './guestbook.schema.js';

/** `GuestbookRecord`. */
export const guestbookRecordSchema = objectRecord<GuestbookRecord>()({
  guestbookId: { type: 'string' },
  kind: { type: 'string', enum: Object.values(GuestbookKind) },
  name: { type: 'string' },
  phone: { type: 'string' },
  title: nullable('string'),
  message: nullable('string'),
  email: nullable('string'),
  company: nullable('string'),
  department: nullable('string'),
  readFlag: { type: 'string', enum: Object.values(YesNo) },
  userId: nullable('string'),
  createTime: dateTime,
});

const exampleGuestbook = {
  guestbookId: 'g1',
  kind: 'contact',
  name: '张三',
  phone: '13800000001',
  title: '合作咨询',
  message: '希望合作举办影展',
  email: null,
  company: null,
  department: null,
  readFlag: 'no',
  userId: null,
  createTime: EXAMPLE_TIME,
} satisfies Required<GuestbookRecord>;

/** Everything the guestbook fixes. */
export const guestbookContract = {
  paths: guestbookPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: GUESTBOOK_SORT_COLUMNS,
  listQuery: guestbookListQuery,
  bodies: {
    create: guestbookCreateBody,
    contact: guestbookContactBody,
    message: guestbookMessageBody,
    update: guestbookUpdateBody,
  },
  record: guestbookRecordSchema,
  examples: {
    createGuestbook: exampleGuestbook,
    mngListGuestbook: examplePage(exampleGuestbook),
    mngGuestbookDetail: { ...exampleGuestbook, readFlag: 'yes' },
    mngUpdateGuestbook: { ...exampleGuestbook, readFlag: 'yes' },
  } satisfies RouteExamples,
} as const;
