import { imMsgCreateBody, validate, type AnySchema, type ImMsgCreateBody } from '@yiying/validation';
import { plainSendBody } from './send-body.js';

const full = (fields: Record<string, unknown>) =>
  validate<ImMsgCreateBody>(imMsgCreateBody as AnySchema<ImMsgCreateBody>, fields);

const base = { clientId: 'c1', senderId: 'u1', receiverId: 'u2', content: '你好', contentType: undefined };

describe('plainSendBody', () => {
  // Each case differs from `base` in one field; the quick path must answer what the contract answers, or nothing.
  const cases: Record<string, unknown>[] = [
    {},
    { contentType: 'text' },
    { contentType: 'image', content: '/upload/a.jpg' },
    { contentType: 'file' },
    { contentType: 'video' },
    { contentType: ' text' },
    { contentType: 3 },
    { content: '  padded  ' },
    { content: '\u200b' },
    { content: '   ' },
    { content: '' },
    { content: 'a\u0007b\u202ec' },
    { content: 'e\u0301' },
    { content: 'x'.repeat(500) },
    { content: 'x'.repeat(501) },
    { content: ` ${'x'.repeat(500)} ` },
    { content: '\ud800' },
    { content: 12 },
    { content: null },
    { content: undefined },
    { senderId: 'u2' },
    { senderId: ' u2 ' },
    { senderId: '' },
    { senderId: 7 },
    { receiverId: ' u2 ' },
    { receiverId: undefined },
    { receiverId: 'u1\u0000' },
    { clientId: 'x'.repeat(64) },
    { clientId: 'x'.repeat(65) },
    { clientId: '\u0001' },
    { clientId: ' c ' },
    { clientId: 5 },
  ];
  it.each(cases)('agrees with the contract: %j', (change) => {
    const fields = { ...base, ...change };
    const quick = plainSendBody(fields as Parameters<typeof plainSendBody>[0]);
    const checked = full(fields);
    if (quick === undefined) return;
    expect(checked).toEqual({ ok: true, value: quick });
  });

  it('answers the common sends itself', () => {
    expect(plainSendBody(base)).toEqual({ ...base, contentType: 'text', type: 'private' });
    expect(plainSendBody({ ...base, content: ' 你好 ', contentType: 'image' })).toEqual({
      ...base,
      contentType: 'image',
      type: 'private',
    });
  });

  it('leaves what the contract refuses to the contract', () => {
    for (const change of [{ content: ' ' }, { receiverId: 'u1' }, { contentType: 'video' }, { content: '\ud800' }])
      expect(plainSendBody({ ...base, ...change })).toBeUndefined();
  });
});
