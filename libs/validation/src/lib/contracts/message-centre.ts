import { PAGE_SIZE, type MessageCentreUnread } from '@yiying/models';
import { EXAMPLE_TIME, examplePage, type RouteExamples } from './examples.js';
import { recordSchema } from './json-schema.js';
import { exampleNotification, notificationRecordSchema } from './notification.js';
import { notificationPaths } from './paths.js';
import { notificationListQuery, notificationReadBody } from './message-centre.schema.js';
export * from './message-centre.schema.js';

/** `MessageCentreUnread`: unread per tab and in total. */
export const messageCentreUnreadSchema = recordSchema<MessageCentreUnread>()({
  type: 'object',
  required: ['likes', 'comment', 'attention', 'activity', 'chat', 'total'],
  properties: {
    likes: { type: 'integer' },
    comment: { type: 'integer' },
    attention: { type: 'integer' },
    activity: { type: 'integer', description: '作品审核结果' },
    chat: { type: 'integer', description: '未读私信条数' },
    total: { type: 'integer' },
  },
});

const unread = {
  likes: 1,
  comment: 2,
  attention: 0,
  activity: 1,
  chat: 3,
  total: 7,
} satisfies Required<MessageCentreUnread>;

const examples = {
  listNotification: examplePage({ ...exampleNotification, createTime: EXAMPLE_TIME }),
  readNotification: unread,
  unreadNotification: unread,
} satisfies RouteExamples;

/** The message centre: its routes, list query, mark-read body and records. */
export const messageCentreContract = {
  paths: notificationPaths,
  pageSize: PAGE_SIZE.default,
  listQuery: notificationListQuery,
  bodies: { read: notificationReadBody },
  record: notificationRecordSchema,
  unread: messageCentreUnreadSchema,
  examples,
} as const;
