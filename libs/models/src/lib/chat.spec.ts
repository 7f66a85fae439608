import {
  chatAck,
  chatHintTime,
  chatPeer,
  parseChatContent,
  parseSocketFrame,
  toChatMessage,
  toImMessage,
} from '../index.js';

const NOW = '2024-06-15T04:00:00.000Z'; // 12:00 in Shanghai

describe('chat converters', () => {
  it('reads server row fields', () => {
    const im = toImMessage({
      msgId: 'm1',
      type: 'private',
      contentType: 'text',
      content: '你好',
      state: 'unread',
      fromId: 'u1',
      fromUsername: '甲',
      fromAvatar: '/a.png',
      toId: 'u2',
      toUsername: '乙',
      toAvatar: '/b.png',
      createTime: '2024-06-15T02:30:00.000Z',
      updateTime: '2024-06-15T02:31:00.000Z',
    });
    expect(im).toEqual({
      msgId: 'm1',
      type: 'private',
      contentType: 'text',
      from: { userId: 'u1', username: '甲', avatar: '/a.png' },
      to: { userId: 'u2', username: '乙', avatar: '/b.png' },
      fromId: 'u1',
      toId: 'u2',
      content: '你好',
      state: 'unread',
      createTime: '2024-06-15T02:30:00.000Z',
      updateTime: '2024-06-15T02:31:00.000Z',
      createBy: 'u1',
    });
    const chat = toChatMessage(im, NOW);
    expect(chat.hintTime).toBe('10:30');
    expect(chat.from).toEqual(im.from);
    expect(chat).not.toHaveProperty('fromId');
    expect(chatPeer(im, 'u1')).toEqual(im.to);
    expect(chatPeer(im, 'u2')).toEqual(im.from);
  });

  it('reads private-message aliases and defaults the state to received', () => {
    const im = toImMessage({
      messageId: 'm2',
      senderId: 'u3',
      destId: 'u4',
      sender: '丙',
      content: '{"content":"图片来了"}',
    });
    expect(im).toMatchObject({
      msgId: 'm2',
      type: 'private',
      fromId: 'u3',
      toId: 'u4',
      from: { userId: 'u3', username: '丙', avatar: '' },
      content: '图片来了',
      state: 'received',
    });
    expect(toImMessage({ status: 'ready_send' }).state).toBe('ready_send');
    expect(toImMessage({ state: 'weird' }).state).toBe('received');
  });

  it('falls back to raw content when it does not parse', () => {
    expect(parseChatContent('{broken')).toBe('{broken');
    expect(parseChatContent('"quoted"')).toBe('quoted');
    expect(parseChatContent('{"other":1}')).toBe('{"other":1}');
    expect(parseChatContent({ text: '对象' })).toBe('对象');
    expect(parseChatContent(undefined)).toBe('');
  });

  it('gives hint times by distance', () => {
    expect(chatHintTime('2024-06-14T02:00:00.000Z', NOW)).toBe('昨天 10:00');
    expect(chatHintTime('2024-03-01T02:00:00.000Z', NOW)).toBe('03-01 10:00');
    expect(chatHintTime('2023-03-01T02:00:00.000Z', NOW)).toBe('2023-03-01 10:00');
    expect(chatHintTime('bad', NOW)).toBe('');
  });

  it('parses frames and builds acknowledgements', () => {
    expect(parseSocketFrame('{"type":"private","messageId":"m"}')).toEqual({ type: 'private', messageId: 'm' });
    expect(parseSocketFrame('nope')).toBeNull();
    expect(parseSocketFrame('[1]')).toBeNull();
    expect(parseSocketFrame(42)).toBeNull();
    expect(chatAck('m9')).toEqual({ type: 'ensure', messageId: 'm9', status: 'received' });
  });
});
