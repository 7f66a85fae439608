import type { ServerModule } from '../../context.js';
import { migration0005Notification } from './0005_notification.js';
import { migration0020NotificationForwardTab } from './0020_notification_forward_tab.js';
import { createNotificationService, type NotificationService } from './notification.service.js';

export {
  TYPE_OF_ACTION,
  type MarkReadTarget,
  type NotificationInput,
  type NotificationListener,
  type NotificationListOptions,
  type NotificationService,
  type PostCovers,
  type RecordedNotification,
} from './notification.service.js';

declare module '../../context.js' {
  interface ModuleServices {
    /** Notifications of likes, comments, replies, follows and forwards for the message centre. */
    notifications: NotificationService;
  }
}

/**
 * Notifications: rows written by the interaction modules (and follows), listed, counted and marked read by the
 * message centre; `onRecorded` lets the chat module push them over sockets once committed.
 */
export const notificationModule: ServerModule = {
  name: 'notification',
  dependsOn: ['identity'],
  migrations: [
    { name: '0005_notification', migration: migration0005Notification },
    { name: '0020_notification_forward_tab', migration: migration0020NotificationForwardTab },
  ],
  services: (ctx) => ({ notifications: createNotificationService(ctx.clock) }),
  async register() {
    // No routes of its own: the message-centre routes belong to the chat module.
  },
};
