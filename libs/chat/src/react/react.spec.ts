/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { createChatEngine } from '../index.js';
import { ChatProvider, useChat, useChatEngine, useUnreadTotal } from './index.js';

const self = { userId: 'u1', username: '李医生', avatar: '' };

function setup() {
  let sockets: { onmessage: ((ev: { data: unknown }) => void) | null; onopen: ((ev: unknown) => void) | null }[] = [];
  const engine = createChatEngine({
    self,
    url: 'ws://local',
    createMessage: async () => {
      throw new Error('unused');
    },
    socketFactory: () => {
      const socket = {
        readyState: 1,
        sent: [] as string[],
        send(data: string) {
          this.sent.push(data);
        },
        close: () => undefined,
        onopen: null,
        onmessage: null,
        onclose: null,
        onerror: null,
      };
      sockets = [...sockets, socket];
      return socket;
    },
  });
  const wrapper = ({ children }: { children?: ReactNode }) => createElement(ChatProvider, { engine }, children);
  return { engine, wrapper, socket: () => sockets[sockets.length - 1] };
}

describe('@yiying/chat/react', () => {
  it('re-renders with the unread total as messages arrive and clear', () => {
    const { engine, wrapper, socket } = setup();
    engine.connect();
    const { result } = renderHook(() => useUnreadTotal(), { wrapper });
    expect(result.current).toBe(0);
    act(() => {
      socket().onmessage?.({
        data: JSON.stringify({ type: 'private', messageId: 'a', senderId: 'u2', destId: 'u1', content: '你好' }),
      });
    });
    expect(result.current).toBe(1);
    act(() => engine.openConversation('u2'));
    expect(result.current).toBe(0);
  });

  it('useChat returns the whole state without a selector', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useChat(), { wrapper });
    expect(result.current.status).toBe('idle');
  });

  it('throws a clear error outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useChatEngine())).toThrow('useChatEngine must be used inside <ChatProvider>');
    spy.mockRestore();
  });
});
