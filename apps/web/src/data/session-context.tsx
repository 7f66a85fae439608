import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { IdentityUser, Session, SessionSnapshot } from '@yiying/api-client';

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  session: Session;
  children?: ReactNode;
}

/** Gives every page the login state of this browser. */
export function SessionProvider({ session, children }: SessionProviderProps) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export interface UseSessionResult extends SessionSnapshot {
  session: Session;
  user: IdentityUser | null;
}

/** The current login state (re-renders on login, logout, refresh); throws outside `SessionProvider`. */
export function useSession(): UseSessionResult {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider session={…}>.');
  const snapshot = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
  return { ...snapshot, session };
}
