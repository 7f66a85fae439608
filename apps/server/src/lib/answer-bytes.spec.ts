import { answerBytes, BYTES_FROM_CHARS, BYTES_UP_TO_CHARS, sendableAnswer } from './answer-bytes';

describe('answer bytes', () => {
  it('are the UTF-8 of the text, Chinese, emoji and broken surrogates included', () => {
    const texts = [
      '{"msg":"操作成功","title":"夜班之后的走廊"}',
      '📷 相机 ' + 'x'.repeat(3000),
      'lone \ud800 surrogate and \udfff too',
      '医'.repeat(BYTES_UP_TO_CHARS),
      '影'.repeat(BYTES_UP_TO_CHARS + 1),
    ];
    for (const text of texts) expect(answerBytes(text).equals(Buffer.from(text, 'utf8'))).toBe(true);
  });

  it('are a copy of their own: a later answer does not change an earlier one', () => {
    const first = answerBytes('一'.repeat(3000));
    const second = answerBytes('二'.repeat(3000));
    expect(first.toString('utf8')).toBe('一'.repeat(3000));
    expect(second.toString('utf8')).toBe('二'.repeat(3000));
    // Not a view of the scratch space (three bytes for each character the largest answer may have).
    expect(first.buffer.byteLength).toBeLessThan(BYTES_UP_TO_CHARS * 3);
  });

  it('are made for long text only; other payloads go as they are', () => {
    const short = 'x'.repeat(BYTES_FROM_CHARS - 1);
    expect(sendableAnswer(short)).toBe(short);
    const long = '{"a":"' + '医'.repeat(BYTES_FROM_CHARS) + '"}';
    const sent = sendableAnswer(long);
    expect(Buffer.isBuffer(sent)).toBe(true);
    expect((sent as Buffer).toString('utf8')).toBe(long);
    const bytes = Buffer.from('bytes');
    expect(sendableAnswer(bytes)).toBe(bytes);
    expect(sendableAnswer(undefined)).toBeUndefined();
  });
});
