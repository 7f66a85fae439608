import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ChatEngine } from '../lib/engine.js';
import type { ChatState } from '../lib/types.js';

const ChatContext = createContext<ChatEngine | null>(null);

export interface ChatProviderProps {
  engine: ChatEngine;
  children?: ReactNode;
}

/** Makes one chat engine available to the components below. */
export function ChatProvider({ engine, children }: ChatProviderProps) {
  return createElement(ChatContext.Provider, { value: engine }, children);
}

/** The engine of the nearest ChatProvider; throws outside one. */
export function useChatEngine(): ChatEngine {
  const engine = useContext(ChatContext);
  if (!engine) throw new Error('useChatEngine must be used inside <ChatProvider>');
  return engine;
}

/** Subscribes to the engine state (or a slice of it). The selector must return a stable value for equal state. */
export function useChat<T = ChatState>(selector?: (state: ChatState) => T): T {
  const engine = useChatEngine();
  const pick = (selector ?? ((s: ChatState) => s as unknown as T)) as (state: ChatState) => T;
  return useSyncExternalStore(
    engine.subscribe,
    () => pick(engine.getSnapshot()),
    () => pick(engine.getSnapshot()),
  );
}

/** Total unread messages, for the header badge. */
export function useUnreadTotal(): number {
  return useChat((s) => s.totalUnread);
}
