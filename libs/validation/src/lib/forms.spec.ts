import {
  COMMENT_INPUT_MAXLENGTH,
  MESSAGES,
  commentSchema,
  contactSchema,
  forwardSchema,
  onlineMessageSchema,
  putInSchema,
  replySchema,
  validate,
} from '../index.js';

const messagesOf = (result: ReturnType<typeof validate>) => (result.ok ? [] : result.errors);

describe('contact form', () => {
  it('requires name, phone and title with the spec texts', () => {
    expect(messagesOf(validate(contactSchema, {}))).toEqual([
      { field: 'name', message: '必须填写姓名' },
      { field: 'phone', message: '必须填写手机号码' },
      { field: 'title', message: '必须填写留言标题' },
    ]);
  });
  it('limits name and title and checks the mobile', () => {
    expect(
      messagesOf(validate(contactSchema, { name: '张'.repeat(33), phone: '12345678901', title: '题'.repeat(65) })),
    ).toEqual([
      { field: 'name', message: '姓名必须小于32个字符' },
      { field: 'phone', message: '请输入正确的手机号码' },
      { field: 'title', message: '留言标题必须小于64个字符' },
    ]);
  });
  it('accepts a good message and trims it; the body is optional', () => {
    const result = validate(contactSchema, { name: ' 张三 ', phone: '13812345678', title: '合作', extra: 'x' });
    expect(result).toEqual({ ok: true, value: { name: '张三', phone: '13812345678', title: '合作' } });
    expect(
      validate(contactSchema, { name: '张'.repeat(32), phone: '19912345678', title: '题'.repeat(64), message: '' }).ok,
    ).toBe(true);
  });
});

describe('online message form', () => {
  it('needs name and phone; email, company, department and memo are optional', () => {
    expect(messagesOf(validate(onlineMessageSchema, {}))).toEqual([
      { field: 'name', message: '必须填写姓名' },
      { field: 'phone', message: '必须填写手机号码' },
    ]);
    expect(validate(onlineMessageSchema, { name: '李四', phone: '15900001111', email: '' }).ok).toBe(true);
    expect(messagesOf(validate(onlineMessageSchema, { name: '李四', phone: '15900001111', email: 'bad' }))).toEqual([
      { field: 'email', message: '请输入正确的邮箱地址' },
    ]);
  });
});

describe('put-in dialog', () => {
  it('needs name and phone; 你的需求 is optional', () => {
    expect(messagesOf(validate(putInSchema, { demand: '需要拍摄' }))).toEqual([
      { field: 'name', message: MESSAGES.nameRequired },
      { field: 'phone', message: MESSAGES.phoneRequired },
    ]);
    expect(validate(putInSchema, { name: '王五', phone: '13700000000' })).toEqual({
      ok: true,
      value: { name: '王五', phone: '13700000000' },
    });
  });
});

describe('comment and forward', () => {
  it('requires a comment of at most 64 characters', () => {
    expect(COMMENT_INPUT_MAXLENGTH).toBe(64);
    expect(messagesOf(validate(commentSchema, { content: '   ' }))).toEqual([
      { field: 'content', message: '必须填写评论' },
    ]);
    expect(messagesOf(validate(commentSchema, { content: '评'.repeat(65) }))).toEqual([
      { field: 'content', message: '评论不能超过64个字符' },
    ]);
    expect(validate(commentSchema, { content: '评'.repeat(64), contentId: 'c1' }).ok).toBe(true);
    expect(messagesOf(validate(replySchema, { content: '好' }))).toEqual([
      { field: 'commentId', message: '请输入内容' },
    ]);
  });
  it('requires a forward title of at most 64 characters', () => {
    expect(messagesOf(validate(forwardSchema, {}))).toEqual([{ field: 'forwardedText', message: '必须填写标题' }]);
    expect(messagesOf(validate(forwardSchema, { forwardedText: '转'.repeat(65) }))).toEqual([
      { field: 'forwardedText', message: '标题不能大于64个字符' },
    ]);
    expect(validate(forwardSchema, { forwardedText: '好图', contentId: 'c1' }).ok).toBe(true);
  });
});
