import styled from '@emotion/styled';
import { useEffect } from 'react';
import { Link } from '../../routing/link';
import { useApiClient, useCurrentUser, useMessageUnread, useRevalidateChat, useSession } from '../../data';
import { routePath } from '../../routing/routes';

const Bell = styled(Link)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  padding: 4,
  color: theme.colors.text,
  textDecoration: 'none',
  '&:hover': { color: theme.colors.primary },
  '.count': {
    position: 'absolute',
    top: -4,
    right: -8,
    minWidth: 16,
    padding: '0 4px',
    borderRadius: theme.radius.round,
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    fontSize: 11,
    lineHeight: '16px',
    textAlign: 'center',
  },
}));

/**
 * 消息 with the member's unread total, kept live: after the first paint it loads the chat engine (its own chunk, never
 * the first script) and refreshes the count on every pushed frame.
 */
export function HeaderBell() {
  const { user } = useCurrentUser();
  const { session } = useSession();
  const client = useApiClient();
  const { data } = useMessageUnread();
  const revalidate = useRevalidateChat();
  const userId = user?.userId;

  useEffect(() => {
    if (!userId) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const load = () => {
      void import('../../features/messages/chat-connection').then(({ chatEngineFor }) => {
        if (cancelled) return;
        const engine = chatEngineFor(client, session, userId);
        const offMessage = engine.on('message', () => void revalidate());
        // The server closed the socket for a revoked token (logout elsewhere, a ban): asking who is signed in gets
        // the 401 that ends the session on this page too.
        const offStatus = engine.subscribe(() => {
          if (engine.getSnapshot().status === 'unauthorized') void session.reloadUser().catch(() => undefined);
        });
        stop = () => {
          offMessage();
          offStatus();
        };
      });
    };
    // After first paint: the engine is not needed to draw the page.
    const idle = (window as { requestIdleCallback?: (fn: () => void) => number }).requestIdleCallback;
    const handle = idle ? idle(load) : window.setTimeout(load, 200);
    return () => {
      cancelled = true;
      stop?.();
      if (!idle) window.clearTimeout(handle);
    };
  }, [client, session, userId, revalidate]);

  const total = data?.total ?? 0;
  return (
    <Bell to={routePath('Messages')} aria-label={total > 0 ? `消息，${total} 条未读` : '消息'}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
      </svg>
      {total > 0 && (
        <span className="count" data-testid="bell-count">
          {total > 99 ? '99+' : total}
        </span>
      )}
    </Bell>
  );
}

export default HeaderBell;
