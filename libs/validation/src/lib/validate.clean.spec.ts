import { object, string } from 'yup';
import { cleanText, MAX_INPUT_DEPTH, validate } from '../index.js';

describe('text cleaned before validation', () => {
  it.each([
    ['NFC', 'Cafe\u0301', 'Café'],
    ['control characters', 'a\u0000b\u0007c\u009F', 'abc'],
    ['bidi overrides and isolates', 'invoice\u202Egnp.exe\u2066x\u2069', 'invoicegnp.exex'],
    ['line breaks and tabs are kept', 'a\tb\nc\r\n', 'a\tb\nc\r\n'],
    ['emoji sequences are kept', '👩\u200D⚕️ 医生', '👩\u200D⚕️ 医生'],
    ['invisible-only text becomes empty', '\u200B\u200C\u200D\uFEFF\u2060', ''],
  ])('%s', (_, input, output) => {
    expect(cleanText(input)).toBe(output);
  });

  it('refuses lone surrogates with a Chinese message naming the field', () => {
    const schema = object({ name: string(), tags: object({ first: string() }) });
    expect(validate(schema, { name: 'ok\uD800' })).toEqual({
      ok: false,
      errors: [{ field: 'name', message: '内容包含无效字符' }],
    });
    expect(validate(schema, { tags: { first: '\uDC00x' } })).toEqual({
      ok: false,
      errors: [{ field: 'tags.first', message: '内容包含无效字符' }],
    });
    expect(validate(schema, { name: '😀' })).toEqual({ ok: true, value: expect.objectContaining({ name: '😀' }) });
  });

  it('refuses input nested past the limit instead of overflowing the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const result = validate(object({ a: object() }), deep);
    expect(result).toEqual({ ok: false, errors: [{ field: expect.any(String), message: '请求内容嵌套过深' }] });
    let fine: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) fine = [fine];
    expect(validate(object({ a: object() }).noUnknown(false), { list: fine }).ok).toBe(true);
  });
});
