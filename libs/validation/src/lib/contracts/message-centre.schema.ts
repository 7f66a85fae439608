import { array, object, string, type InferType } from 'yup';
import { NotificationType, PAGE_SIZE } from '@yiying/models';
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
