import { NotificationAction, NotificationType, type Notification } from '@yiying/models';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { userBriefSchema } from './user-brief.js';
import { exampleImageSource, imageSourceSchema } from './media.js';
import { EXAMPLE_TIME, exampleUserBrief } from './examples.js';

/**
 * `Notification`: one row of the message centre (likes / comment / attention). The message-centre routes that
 * answer it are part of the chat contract.
 */
export const notificationRecordSchema = recordSchema<Notification>()({
  type: 'object',
  required: ['notificationId', 'type', 'action', 'actor', 'read', 'createTime'],
  properties: {
    notificationId: { type: 'string' },
    type: { type: 'string', enum: Object.values(NotificationType) },
    action: { type: 'string', enum: Object.values(NotificationAction) },
    actor: userBriefSchema,
    contentId: nullable('string'),
    commentId: nullable('string'),
    text: nullable('string'),
    coverImage: { ...imageSourceSchema, type: ['object', 'null'] },
    read: { type: 'boolean' },
    createTime: dateTime,
  },
});

/** A full example notification (a comment on the member's post). */
export const exampleNotification = {
  notificationId: 'n1',
  type: 'comment',
  action: 'comment',
  actor: exampleUserBrief,
  contentId: 'c1',
  commentId: 'cm1',
  text: '光线真好',
  coverImage: exampleImageSource,
  read: false,
  createTime: EXAMPLE_TIME,
} satisfies Required<Notification>;
