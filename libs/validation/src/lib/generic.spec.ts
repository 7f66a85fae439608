import {
  MESSAGES,
  emailField,
  firstError,
  guardCreate,
  guardDelete,
  guardUpdate,
  lengthField,
  lengthMessage,
  pastDate,
  requiredArray,
  requiredDate,
  requiredSelect,
  requiredText,
  textareaField,
  textField,
  validate,
  validateAsync,
  wordCount,
} from '../index.js';

const one = (result: ReturnType<typeof validate>) => (result.ok ? null : result.errors[0].message);

describe('generic defaults', () => {
  it('has the spec default messages', () => {
    expect(one(validate(requiredText(), ''))).toBe('请输入内容');
    expect(one(validate(requiredSelect(), null))).toBe('请选择类型');
    expect(one(validate(requiredDate(), undefined))).toBe('请选择日期');
    expect(one(validate(requiredDate(), 'not a date'))).toBe('请选择日期');
    expect(one(validate(requiredArray(), []))).toBe('请至少选择一个类型');
    expect(one(validate(emailField({ required: true }), ''))).toBe('请输入邮箱地址');
    expect(one(validate(emailField({ required: true }), 'a@'))).toBe('请输入正确的邮箱地址');
    expect(validate(emailField(), '')).toEqual({ ok: true, value: undefined });
  });
  it('gives 长度在 min 到 max 个字符 when both bounds are set', () => {
    expect(lengthMessage(3, 10)).toBe('长度在 3 到 10 个字符');
    expect(one(validate(lengthField(3, 10, { required: true }), 'ab'))).toBe('长度在 3 到 10 个字符');
    expect(one(validate(lengthField(3, 10, { required: true }), ''))).toBe('请输入内容');
    expect(one(validate(textField(), 'x'))).toBe('长度在 2 到 250 个字符');
    expect(validate(textField(), 'xy').ok).toBe(true);
  });
  it('caps textareas at 250 with a word count', () => {
    expect(one(validate(textareaField(), 'x'.repeat(251)))).toBe('最多输入250个字符');
    expect(validate(textareaField(), 'x'.repeat(250)).ok).toBe(true);
    expect(wordCount('你好')).toBe('2/250');
    expect(wordCount(undefined, 64)).toBe('0/64');
  });
  it('refuses future dates', () => {
    const now = () => Date.parse('2024-06-15T04:00:00.000Z');
    expect(one(validate(pastDate(now), '2024-06-20T00:00:00.000Z'))).toBe('不能选择未来的日期');
    expect(validate(pastDate(now), '2024-06-15T10:00:00.000Z').ok).toBe(true);
  });
  it('validates asynchronously too and gives the first message', async () => {
    const result = await validateAsync(requiredText(), ' ');
    expect(result).toEqual({ ok: false, errors: [{ field: '', message: '请输入内容' }] });
    expect(firstError(result)).toBe('请输入内容');
    expect(firstError(validate(requiredText(), 'x'))).toBeNull();
    expect(MESSAGES.required).toBe('请输入内容');
  });
});

describe('generic helper guards', () => {
  it('guards create', () => {
    expect(guardCreate({})).toBe('数据为空，不能增加');
    expect(guardCreate(null)).toBe('数据为空，不能增加');
    expect(guardCreate([])).toBe('数据为空，不能增加');
    expect(guardCreate({ a: 1 })).toBeNull();
  });
  it('guards delete', () => {
    expect(guardDelete('', '/web/content/delete')).toBe('Id为空，不能删除');
    expect(guardDelete('c1', undefined)).toBe('url为空，不能删除');
    expect(guardDelete('c1', '/web/content/delete')).toBeNull();
  });
  it('guards update', () => {
    expect(guardUpdate(undefined, 'c1', '/u')).toBe('数据为空，不能更新');
    expect(guardUpdate({ a: 1 }, null, '/u')).toBe('Id为空，不能更新');
    expect(guardUpdate({ a: 1 }, 'c1', ' ')).toBe('url为空，不能更新');
    expect(guardUpdate({ a: 1 }, 'c1', '/u')).toBeNull();
  });
});

describe('wrong kinds of input', () => {
  it('answers in Chinese, never with yup defaults', async () => {
    const { contactSchema, contentSchema, loginSchema } = await import('../index.js');
    expect(validate(contactSchema, 'text')).toEqual({ ok: false, errors: [{ field: '', message: '格式不正确' }] });
    expect(validate(contactSchema, { name: { a: 1 }, phone: '13812345678', title: 't' })).toEqual({
      ok: false,
      errors: [{ field: 'name', message: '格式不正确' }],
    });
    expect(validate(contentSchema, { type: 'image', title: 't', mediaIds: 'm1' })).toEqual({
      ok: false,
      errors: [{ field: 'mediaIds', message: '格式不正确' }],
    });
    expect(validate(loginSchema, { type: 'sms', mobile: '13812345678', code: '123456' })).toEqual({
      ok: false,
      errors: [{ field: 'type', message: '登录方式不正确' }],
    });
  });
});
