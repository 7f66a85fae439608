import { useEffect, useMemo, useState } from 'react';
import { ChatProvider, useChat } from '@yiying/chat/react';
import { SOCKET_NOT_SUPPORTED, type NotificationType } from '@yiying/models';
import { useRouteParams } from '../../routing/use-navigate-by-name';
import { useApiClient, useCurrentUser, useMessageUnread, useRevalidateChat, useSession } from '../../data';
import { NotificationTab } from './notification-tab';
import { Alert, Badge, Page, Status, TabBar } from './messages.styles';
import { chatEngineFor } from './chat-connection';
import { ChatTab } from './chat-tab';

type Tab = NotificationType | 'chat';
const TABS: ReadonlyArray<{ key: Tab; label: string }> = [
  { key: 'likes', label: '赞和收藏' },
  { key: 'comment', label: '评论和转发' },
  { key: 'attention', label: '关注' },
  { key: 'activity', label: '活动' },
  { key: 'chat', label: '私信' },
];

/** The reconnect status line; silent while the socket is open. */
function ConnectionLine() {
  const status = useChat((s) => s.status);
  const attempt = useChat((s) => s.reconnectAttempt);
  if (status === 'open') return null;
  if (status === 'unsupported') return <Alert role="alert">{SOCKET_NOT_SUPPORTED}</Alert>;
  if (status === 'unauthorized') return <Alert role="alert">登录已失效，请重新登录</Alert>;
  return <Status role="status">{attempt > 0 ? `连接已断开，正在重新连接（第 ${attempt} 次）…` : '正在连接…'}</Status>;
}

/** 消息中心 (`/my/messages`): 赞 / 评论 / 关注 / 活动 notifications and 私信 conversations, live over the chat socket. */
export default function MessagesPage() {
  const params = useRouteParams('Messages');
  const { user } = useCurrentUser();
  const { session } = useSession();
  const client = useApiClient();
  const { data: unread } = useMessageUnread();
  const revalidate = useRevalidateChat();
  const [tab, setTab] = useState<Tab>(params.chatUserId ? 'chat' : 'likes');
  const engine = useMemo(() => (user ? chatEngineFor(client, session, user.userId) : null), [client, session, user]);

  useEffect(() => {
    if (!engine) return undefined;
    // Any push (a message, a notification, a read receipt) changes some count shown here.
    return engine.on('message', () => void revalidate());
  }, [engine, revalidate]);

  if (!user || !engine) return <Status>加载中…</Status>;
  return (
    <ChatProvider engine={engine}>
      <Page>
        <h1>消息中心</h1>
        <ConnectionLine />
        <TabBar role="tablist" aria-label="消息类型">
          {TABS.map((t) => {
            const count = unread?.[t.key] ?? 0;
            return (
              <button key={t.key} type="button" role="tab" aria-selected={tab === t.key} onClick={() => setTab(t.key)}>
                {t.label}
                {count > 0 && <Badge data-testid={`badge-${t.key}`}>{count}</Badge>}
              </button>
            );
          })}
        </TabBar>
        <div role="tabpanel">
          {tab === 'chat' ? (
            <ChatTab engine={engine} self={user} initialPeer={params.chatUserId} />
          ) : (
            <NotificationTab type={tab} />
          )}
        </div>
      </Page>
    </ChatProvider>
  );
}
