import { useEffect, useRef, useState } from 'react';
import { Link } from '../../routing/link';
import { useChat, useChatEngine } from '@yiying/chat/react';
import { isChatError } from '@yiying/chat';
import {
  SOCKET_EMPTY_MESSAGE,
  SOCKET_NOT_OPEN,
  USER_BADGES,
  toChatMessage,
  toUserType,
  type ChatMessage,
} from '@yiying/models';
import { Badge, Button, ImageIcon, Textarea } from '@yiying/widgets';
import { routePath } from '../../routing/routes';
import { UserAvatar, type AvatarUser } from '../../components/user-avatar';
import { useApiClient, useRevalidateChat, useUser } from '../../data';
import { fitImageFile } from '../../components/upload/fit-image';
import { usePrivacyCheck } from '../../components/privacy';
import { BlockButton } from './block-button';
import { Conversation } from './chat.styles';

/** Two messages further apart than this get a time separator between them. */
const SEPARATOR_GAP_MS = 5 * 60_000;
const MESSAGE_MAX_LENGTH = 500;

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

export interface ConversationViewProps {
  peerId: string;
  /** The signed-in member: their messages are drawn on the right with their avatar. */
  self: AvatarUser & { userId: string };
  /** What the conversation list knows of the member, shown until their profile arrives. */
  peerAvatar?: string;
  peerNameHint?: string;
}

/**
 * One conversation as a messaging app draws it: whom it is with (their homepage, 屏蔽), the messages as bubbles (theirs
 * on the left, mine on the right, each with its sender's avatar, a time between messages further apart than five
 * minutes), and the composer at the bottom: Enter sends, Shift+Enter breaks the line, 图片 sends a picture.
 */
export function ConversationView({ peerId, self, peerAvatar, peerNameHint }: ConversationViewProps) {
  const { data: peer } = useUser(peerId);
  const peerName = peer?.username || peerNameHint || '会员';
  const peerUser: AvatarUser = { username: peerName, avatar: peer?.avatar ?? peerAvatar ?? '', type: peer?.type };
  const peerType = toUserType(peer?.type);
  const peerBadge = peerType === 'user' ? null : USER_BADGES[peerType];
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
  /** Whether the reader is at the newest message: a picture arriving then keeps them there. */
  const pinned = useRef(true);
  const picker = useRef<HTMLInputElement>(null);
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

  const toNewest = () => {
    const box = history.current;
    if (box) box.scrollTop = box.scrollHeight;
  };
  useEffect(toNewest, [messages?.length]);

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
          <UserAvatar user={peerUser} size={40} />
          <span className="peer-name">{peerName}</span>
        </Link>
        {/* Beside the link, not in it: a link's name is what it shows. */}
        {peerBadge && <Badge tone={peerType === 'doctor' ? 'primary' : 'neutral'}>{peerBadge.label}</Badge>}
        {peer?.signature && <span className="peer-sign">{peer.signature}</span>}
        <span className="peer-tools">
          <BlockButton userId={peerId} />
        </span>
      </header>
      {/* Focusable so a keyboard can scroll the history; a log, so new messages are read out as they arrive. */}
      <div
        className="history"
        ref={history}
        role="log"
        aria-label="聊天记录"
        tabIndex={0}
        onScroll={(e) => {
          const box = e.currentTarget;
          pinned.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
        }}
      >
        {cursor && (
          <Button className="older" variant="text" size="sm" onClick={() => void loadOlder(cursor)} disabled={loading}>
            查看更早的消息
          </Button>
        )}
        {list.map((m, i) => {
          const previous = list[i - 1];
          const gap = !previous || Date.parse(m.createTime) - Date.parse(previous.createTime) > SEPARATOR_GAP_MS;
          const mine = m.from.userId === self.userId;
          const picture = m.contentType === 'image';
          return (
            <div key={m.msgId} className="turn">
              {gap && (
                <time className="separator" dateTime={m.createTime}>
                  {m.hintTime}
                </time>
              )}
              <div className={`msg ${mine ? 'mine' : 'theirs'}`}>
                <span aria-hidden="true">
                  <UserAvatar user={mine ? self : peerUser} size={36} />
                </span>
                <div className="msg-body" data-testid="chat-message">
                  <div className={picture ? 'bubble picture' : 'bubble'}>
                    {picture ? (
                      // A picture's height is known once it arrives: the newest stays in view.
                      <img src={m.content} alt="图片消息" onLoad={() => pinned.current && toNewest()} />
                    ) : (
                      m.content
                    )}
                  </div>
                  {mine && (
                    <span className="state">
                      <span className={m.state === 'submitFail' ? 'state-text failed' : 'state-text'}>
                        {stateLabel(m)}
                      </span>
                      {m.state === 'submitFail' && (
                        <Button
                          variant="text"
                          size="sm"
                          onClick={() => void engine.retry(m.msgId).catch(() => undefined)}
                        >
                          重试
                        </Button>
                      )}
                    </span>
                  )}
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
      <form className="composer" onSubmit={(event) => void submit(event)}>
        <div className="tools">
          <Button
            type="button"
            variant="text"
            size="sm"
            icon={<ImageIcon size={18} />}
            onClick={() => picker.current?.click()}
          >
            图片
          </Button>
          <input
            ref={picker}
            className="file"
            type="file"
            accept="image/jpeg,image/png,image/gif"
            aria-label="图片"
            tabIndex={-1}
            onChange={(e) => {
              void sendImage(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
        <Textarea
          className="input"
          label="输入消息"
          hint="Enter 发送，Shift+Enter 换行"
          placeholder="输入消息…"
          rows={2}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter sends; Shift+Enter breaks the line; an IME's Enter that confirms a word does neither.
            if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || e.keyCode === 229) return;
            e.preventDefault();
            void submit(e);
          }}
        />
        <Button className="send" type="submit">
          发送
        </Button>
      </form>
    </Conversation>
  );
}
