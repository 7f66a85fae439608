import type { ImPermission, NotificationType } from '@yiying/models';
import { useCallback } from 'react';
import { useApiClient } from './api-client-context';
import { useCurrentUser } from './current-user';
import { queryKeys } from './query-keys';
import { useApiQuery, useRevalidate } from './use-api-query';

/** Unread counts of the message centre (赞 / 评论 / 关注 / 私信 and the total); nothing for a visitor. */
export function useMessageUnread() {
  const { user } = useCurrentUser();
  return useApiQuery(user ? queryKeys.chat.unread(user.userId) : null, (client) => client.notification.unread());
}

/** One tab of the message centre. */
export function useNotificationList(type: NotificationType) {
  const { user } = useCurrentUser();
  return useApiQuery(user ? queryKeys.chat.notifications(user.userId, type) : null, (client) =>
    client.notification.list({ type, pageSize: 20 }),
  );
}

/** The member's conversations with their unread counts. */
export function useChatSessions() {
  const { user } = useCurrentUser();
  return useApiQuery(user ? queryKeys.chat.sessions(user.userId) : null, (client) => client.imSession.list());
}

/** Marks a whole tab read, then refreshes every count and list shown. */
export function useMarkNotificationsRead(): (type: NotificationType) => Promise<void> {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return useCallback(
    async (type) => {
      await client.notification.read({ type });
      await revalidate(queryKeys.chat.all);
    },
    [client, revalidate],
  );
}

/** Refreshes the message centre's counts and lists (after a pushed frame). */
export function useRevalidateChat(): () => Promise<void> {
  const revalidate = useRevalidate();
  return useCallback(() => revalidate(queryKeys.chat.all), [revalidate]);
}

/** Who may message the signed-in member. */
export function useImSetting() {
  const { user } = useCurrentUser();
  return useApiQuery(user ? queryKeys.chat.setting(user.userId) : null, (client) => client.imMsg.setting());
}

/** Saves who may message the member. */
export function useUpdateImSetting(): (permission: ImPermission) => Promise<void> {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const { user } = useCurrentUser();
  return useCallback(
    async (permission) => {
      await client.imMsg.updateSetting(permission);
      if (user) await revalidate(queryKeys.chat.setting(user.userId));
    },
    [client, revalidate, user],
  );
}

/** Whether the signed-in member blocks `userId` (nothing for a visitor or oneself). */
export function useBlockState(userId: string | undefined) {
  const { user } = useCurrentUser();
  return useApiQuery(
    user && userId && userId !== user.userId ? queryKeys.chat.block(user.userId, userId) : null,
    (client) => client.block.state(userId ?? ''),
  );
}

/** Blocks or unblocks a member, then refreshes what shows it. */
export function useToggleBlock(): (userId: string, block: boolean) => Promise<void> {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return useCallback(
    async (userId, block) => {
      await (block ? client.block.block(userId) : client.block.unblock(userId));
      await revalidate(queryKeys.chat.all);
    },
    [client, revalidate],
  );
}
