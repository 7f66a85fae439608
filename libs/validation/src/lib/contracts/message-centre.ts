import { array, object, string, type InferType } from 'yup';
import { NotificationType, PAGE_SIZE, type MessageCentreUnread } from '@yiying/models';
import { EXAMPLE_TIME, examplePage, type RouteExamples } from './examples.js';
import { recordSchema } from './json-schema.js';
import { exampleNotification, notificationRecordSchema } from './notification.js';
import { notificationPaths } from './paths.js';
import { pagingFields, queryEnum } from './query.js';

/** Query of `GET /web/notification/list`: one tab (likes / comment / attention / activity) or all, newest first. */
export const notificationListQuery = object({
  ...pagingFields(PAGE_SIZE.default, ['create_time'] as const),
  type: queryEnum(
    'type',
    Object.values(NotificationType),
    '消息类型：likes 赞、comment 评论、attention 关注、activity 活动',
  ),
});

export type NotificationListQuery = InferType<typeof notificationListQuery>;

/** Body of `POST /web/notification/read`: the given ids, else every notification of `type`, else all. */
export const notificationReadBody = object({
  type: string()
    .oneOf(Object.values(NotificationType), '消息类型只能是 likes、comment、attention 或 activity')
    .optional(),
  ids: array(string().required().max(64, '消息 ID 过长')).max(100, '一次最多标记100条').optional(),
});

export type NotificationReadBody = InferType<typeof notificationReadBody>;

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
