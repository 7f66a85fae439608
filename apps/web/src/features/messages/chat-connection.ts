import { createChatEngine, type ChatEngine } from '@yiying/chat';
import type { ApiClient, Session } from '@yiying/api-client';
import { toChatMessage } from '@yiying/models';

/** The chat socket address of the signed-in member, read again on every reconnect (the token rotates hourly). */
function socketUrl(session: Session, userId: string): string {
  const origin = window.location.origin.replace(/^http/, 'ws');
  const token = session.snapshot().token?.token ?? '';
  return `${origin}/websocket/${encodeURIComponent(userId)}/web?token=${encodeURIComponent(token)}`;
}

let current: { userId: string; engine: ChatEngine } | null = null;

/**
 * The one chat engine of this tab for the signed-in member, connected on first use; a different member (a new login)
 * gets a new engine and the old one disconnects. Loaded lazily: the first script of a page never carries the engine.
 */
export function chatEngineFor(client: ApiClient, session: Session, userId: string): ChatEngine {
  // A socket closed for a revoked token (logout) stops its engine; a new login of the same member needs a new one.
  if (current?.userId === userId && current.engine.getSnapshot().status !== 'unauthorized') return current.engine;
  current?.engine.disconnect();
  const user = session.snapshot().user;
  const engine = createChatEngine({
    self: { userId, username: user?.username ?? '', avatar: user?.avatar ?? '' },
    url: () => socketUrl(session, userId),
    createMessage: async ({ toId, content, contentType, fromId, clientId }) =>
      toChatMessage(
        await client.imMsg.create({
          content,
          senderId: fromId,
          receiverId: toId,
          contentType: contentType === 'image' ? 'image' : 'text',
          clientId,
        }),
      ),
    markRead: (peerId) => client.imSession.read(peerId),
  });
  engine.connect();
  current = { userId, engine };
  return engine;
}

/** Disconnects the engine (logout). */
export function closeChatEngine(): void {
  current?.engine.disconnect();
  current = null;
}
