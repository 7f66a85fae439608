import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '../../routing/link';
import { ChatProvider, useChat, useChatEngine } from '@yiying/chat/react';
import { isChatError, type ChatEngine } from '@yiying/chat';
import {
  SOCKET_EMPTY_MESSAGE,
  SOCKET_NOT_OPEN,
  SOCKET_NOT_SUPPORTED,
  toChatMessage,
  type ChatMessage,
  type NotificationType,
} from '@yiying/models';
import { useRouteParams } from '../../routing/use-navigate-by-name';
import { routePath } from '../../routing/routes';
import { UserAvatar } from '../../components/user-avatar';
import {
  useApiClient,
  useChatSessions,
  useCurrentUser,
  useMessageUnread,
  useRevalidateChat,
  useSession,
  useUser,
} from '../../data';
import { Button } from '@yiying/widgets';
import { NotificationTab } from './notification-tab';
import { Alert, Badge, ChatLayout, Conversation, List, Page, SessionButton, Status, TabBar } from './messages.styles';
import { BlockButton } from './block-button';
import { chatEngineFor } from './chat-connection';
import { fitImageFile } from '../../components/upload/fit-image';
import { usePrivacyCheck } from '../../components/privacy';

type Tab = NotificationType | 'chat';
const TABS: ReadonlyArray<{ key: Tab; label: string }> = [
  { key: 'likes', label: '赞和收藏' },
  { key: 'comment', label: '评论和转发' },
  { key: 'attention', label: '关注' },
  { key: 'activity', label: '活动' },
  { key: 'chat', label: '私信' },
];
/** Two messages further apart than this get a time separator between them. */
const SEPARATOR_GAP_MS = 5 * 60_000;

function stateLabel(message: ChatMessage): string {
  switch (message.state) {
    case 'submiting':
      return '发送中';
    case 'submitFail':
      return '发送失败';
    case 'read':
      return '已读';
    case 'received':
      return '已送达';
    default:
      return '未读';
  }
}

/** The reconnect status line; silent while the socket is open. */
function ConnectionLine() {
  const status = useChat((s) => s.status);
  const attempt = useChat((s) => s.reconnectAttempt);
  if (status === 'open') return null;
  if (status === 'unsupported') return <Alert role="alert">{SOCKET_NOT_SUPPORTED}</Alert>;
  if (status === 'unauthorized') return <Alert role="alert">登录已失效，请重新登录</Alert>;
  return <Status role="status">{attempt > 0 ? `连接已断开，正在重新连接（第 ${attempt} 次）…` : '正在连接…'}</Status>;
}

function ConversationView({
  peerId,
  selfId,
  peerAvatar,
  peerNameHint,
}: {
  peerId: string;
  selfId: string;
  /** What the conversation list knows of the member, shown until their profile arrives. */
  peerAvatar?: string;
  peerNameHint?: string;
}) {
  const { data: peer } = useUser(peerId);
  const peerName = peer?.username || peerNameHint || '会员';
  const engine = useChatEngine();
  const client = useApiClient();
  const revalidate = useRevalidateChat();
  const messages = useChat((s) => s.conversations[peerId]);
  const status = useChat((s) => s.status);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const history = useRef<HTMLDivElement>(null);
  const privacy = usePrivacyCheck();

  const loadOlder = async (from?: string) => {
    setLoading(true);
    try {
      const page = await client.imMsg.list({ chatUserId: peerId, ...(from ? { cursor: from } : {}) });
      engine.load(
        peerId,
        [...page.records].reverse().map((m) => toChatMessage(m)),
      );
      setCursor(page.nextCursor);
    } catch {
      setProblem('聊天记录加载失败');
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    setCursor(undefined);
    void loadOlder();
    engine.openConversation(peerId);
    // The engine only counts what arrived in this tab; messages from before it opened are unread on the server.
    client.imSession
      .read(peerId)
      .then(() => revalidate())
      .catch(() => undefined);
    return () => engine.openConversation(null);
  }, [peerId, engine]);

  useEffect(() => {
    const box = history.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages?.length]);

  const send = async (draft: { content: string; contentType?: string }) => {
    setProblem(null);
    if (status !== 'open') {
      setProblem(SOCKET_NOT_OPEN);
      return;
    }
    try {
      await engine.send({ toId: peerId, ...draft });
    } catch (error) {
      if (isChatError(error) && error.reason === 'empty') setProblem(SOCKET_EMPTY_MESSAGE);
      else setProblem(error instanceof Error ? error.message : '发送失败');
    }
  };

  const submit = async (event: React.FormEvent | React.KeyboardEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem(SOCKET_EMPTY_MESSAGE);
      return;
    }
    if (status !== 'open') {
      // Nothing was sent: the text stays for when the connection is back.
      setProblem(SOCKET_NOT_OPEN);
      return;
    }
    const content = text;
    setText('');
    await send({ content });
  };

  const sendImage = async (picked: File | undefined) => {
    if (!picked) return;
    let fitted = await fitImageFile(picked);
    if ('problem' in fitted) {
      setProblem(fitted.problem);
      return;
    }
    // Faces are looked for on this device first; what is sent is the picture as the member left it.
    const reviewed = await privacy.check(fitted.file);
    if (!reviewed) return;
    if (reviewed.file !== fitted.file) fitted = await fitImageFile(reviewed.file);
    if ('problem' in fitted) {
      setProblem(fitted.problem);
      return;
    }
    const file = fitted.file;
    try {
      const stored = await client.imMsg.upload(file, file.name);
      await send({ content: stored.url, contentType: 'image' });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '图片上传失败');
    }
  };

  const list = messages ?? [];
  return (
    <Conversation aria-label="聊天窗口">
      {privacy.dialog}
      <header className="peer">
        <Link to={`${routePath('Homepage')}?userId=${encodeURIComponent(peerId)}`} aria-label={`${peerName}的主页`}>
          <UserAvatar user={{ username: peerName, avatar: peer?.avatar ?? peerAvatar ?? '' }} size={36} />
          <span className="peer-name">{peerName}</span>
        </Link>
        <span className="peer-tools">
          <BlockButton userId={peerId} />
        </span>
      </header>
      {/* Focusable so a keyboard can scroll the history; a log, so new messages are read out as they arrive. */}
      <div className="history" ref={history} role="log" aria-label="聊天记录" tabIndex={0}>
        {cursor && (
          <Button variant="text" onClick={() => void loadOlder(cursor)} disabled={loading}>
            查看更早的消息
          </Button>
        )}
        {list.map((m, i) => {
          const previous = list[i - 1];
          const gap = !previous || Date.parse(m.createTime) - Date.parse(previous.createTime) > SEPARATOR_GAP_MS;
          const mine = m.from.userId === selfId;
          return (
            <div key={m.msgId}>
              {gap && <p className="separator">{m.hintTime}</p>}
              <div className={`bubble ${mine ? 'mine' : 'theirs'}`} data-testid="chat-message">
                {m.contentType === 'image' ? <img src={m.content} alt="图片消息" /> : m.content}
                {mine && <span className="state">{stateLabel(m)}</span>}
                {mine && m.state === 'submitFail' && (
                  <Button variant="text" onClick={() => void engine.retry(m.msgId).catch(() => undefined)}>
                    重试
                  </Button>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {problem && <Alert role="alert">{problem}</Alert>}
      <form onSubmit={(event) => void submit(event)}>
        <textarea
          aria-label="输入消息"
          aria-describedby="chat-enter-hint"
          placeholder="输入消息，Enter 发送，Shift+Enter 换行"
          value={text}
          maxLength={500}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter sends; Shift+Enter breaks the line; an IME's Enter that confirms a word does neither.
            if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || e.keyCode === 229) return;
            e.preventDefault();
            void submit(e);
          }}
        />
        <span id="chat-enter-hint" hidden>
          Enter 发送，Shift+Enter 换行
        </span>
        <label className="pick-image">
          图片
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif"
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
            onChange={(e) => {
              void sendImage(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <Button type="submit">发送</Button>
      </form>
    </Conversation>
  );
}

function ChatTab({ engine, selfId, initialPeer }: { engine: ChatEngine; selfId: string; initialPeer?: string }) {
  const { data: sessions } = useChatSessions();
  const live = useChat((s) => s.sessions);
  const unread = useChat((s) => s.unread);
  const [peer, setPeer] = useState<string | undefined>(initialPeer);
  useEffect(() => {
    if (sessions) engine.setSessions(sessions);
  }, [engine, sessions]);
  const shown = live.length > 0 ? live : (sessions ?? []);
  return (
    <ChatLayout>
      <nav aria-label="会话列表">
        {shown.length === 0 && !peer && <Status>还没有私信</Status>}
        <List>
          {shown.map((s) => {
            const count = unread[s.userId] ?? (s.userId === peer ? 0 : (s.unread ?? 0));
            return (
              <li key={s.userId}>
                <SessionButton type="button" aria-current={s.userId === peer} onClick={() => setPeer(s.userId)}>
                  <UserAvatar user={{ username: s.name ?? '', avatar: s.avatar ?? '' }} size={32} />
                  <span>
                    {s.name || '会员'}
                    {count > 0 && <Badge aria-label={`${count} 条未读`}>{count}</Badge>}
                    <span className="newest">
                      <br />
                      {s.newest}
                    </span>
                  </span>
                </SessionButton>
              </li>
            );
          })}
        </List>
      </nav>
      {peer ? (
        <ConversationView
          peerId={peer}
          selfId={selfId}
          peerAvatar={shown.find((s) => s.userId === peer)?.avatar}
          peerNameHint={shown.find((s) => s.userId === peer)?.name}
        />
      ) : (
        <Status>选择一个会话开始聊天</Status>
      )}
    </ChatLayout>
  );
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
            <ChatTab engine={engine} selfId={user.userId} initialPeer={params.chatUserId} />
          ) : (
            <NotificationTab type={tab} />
          )}
        </div>
      </Page>
    </ChatProvider>
  );
}
