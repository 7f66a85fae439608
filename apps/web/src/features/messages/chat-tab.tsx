import { useEffect, useRef, useState } from 'react';
import { useChat } from '@yiying/chat/react';
import type { ChatEngine } from '@yiying/chat';
import { Badge, CommentIcon, EmptyState } from '@yiying/widgets';
import { UserAvatar, type AvatarUser } from '../../components/user-avatar';
import { useChatSessions } from '../../data';
import { ChatLayout, NoConversation, SessionPane, SessionRow } from './chat.styles';
import { ConversationView } from './conversation-view';
import { sessionTime } from './session-time';
import { useViewportFill } from './use-viewport-fill';

export interface ChatTabProps {
  engine: ChatEngine;
  /** The signed-in member. */
  self: AvatarUser & { userId: string };
  /** The member whose conversation opens first (`chatUserId` of the address). */
  initialPeer?: string;
}

/**
 * 私信: the conversations (avatar, name, when, the newest message, the unread count; the open one marked) beside the
 * open conversation. On a wide screen they fill the window as one panel; on a phone the list comes first.
 */
export function ChatTab({ engine, self, initialPeer }: ChatTabProps) {
  const { data: sessions } = useChatSessions();
  const live = useChat((s) => s.sessions);
  const unread = useChat((s) => s.unread);
  const [peer, setPeer] = useState<string | undefined>(initialPeer);
  const layout = useRef<HTMLDivElement>(null);
  useViewportFill(layout);
  useEffect(() => {
    if (sessions) engine.setSessions(sessions);
  }, [engine, sessions]);
  const shown = live.length > 0 ? live : (sessions ?? []);
  const open = shown.find((s) => s.userId === peer);
  return (
    <ChatLayout ref={layout}>
      <SessionPane aria-label="会话列表">
        <div className="pane-head" aria-hidden="true">
          私信
          {shown.length > 0 && <span className="count">{shown.length} 个会话</span>}
        </div>
        {shown.length === 0 && !peer && <p className="empty">还没有私信</p>}
        <ul className="sessions">
          {shown.map((s) => {
            const count = unread[s.userId] ?? (s.userId === peer ? 0 : (s.unread ?? 0));
            const name = s.name || '会员';
            return (
              <li key={s.userId}>
                <SessionRow type="button" aria-current={s.userId === peer} onClick={() => setPeer(s.userId)}>
                  <UserAvatar user={{ username: name, avatar: s.avatar ?? '' }} size={44} />
                  <span className="text">
                    <span className="line">
                      <span className="name">{name}</span>
                      <time className="time" dateTime={s.updateTime}>
                        {sessionTime(s.updateTime)}
                      </time>
                    </span>
                    <span className="line">
                      <span className="preview">{s.newest}</span>
                      {count > 0 && <Badge count={count} label={`${count} 条未读`} />}
                    </span>
                  </span>
                </SessionRow>
              </li>
            );
          })}
        </ul>
      </SessionPane>
      {peer ? (
        <ConversationView peerId={peer} self={self} peerAvatar={open?.avatar} peerNameHint={open?.name} />
      ) : (
        <NoConversation>
          <EmptyState
            icon={<CommentIcon size={32} />}
            title="选择一个会话开始聊天"
            description="左侧是和你互发过私信的会员"
          />
        </NoConversation>
      )}
    </ChatLayout>
  );
}
