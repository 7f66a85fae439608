import type { Insertable, Selectable } from 'kysely';
import type { NotificationAction, NotificationType } from '@yiying/models';

/** Row of the `notification` table: `actor_id` did `action` to something of `user_id`. */
export interface NotificationTable {
  notification_id: string;
  /** Whom the notification is for (the owner of the post, comment or account). */
  user_id: string;
  actor_id: string;
  type: NotificationType;
  action: NotificationAction;
  content_id: string | null;
  comment_id: string | null;
  text: string | null;
  /** 1 once the member has read it. */
  read: number;
  create_time: string;
}

export type NotificationRow = Selectable<NotificationTable>;
export type NewNotificationRow = Insertable<NotificationTable>;

/** The tables of this module. */
export interface NotificationTables {
  notification: NotificationTable;
}
