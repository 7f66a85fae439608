import {
  activityEntrySchema,
  contentSchema,
  contentUpdateSchema,
  exhibitEntrySchema,
  guardImSend,
  imSendSchema,
  tagsField,
  validate,
} from '../index.js';

const errorsOf = (result: ReturnType<typeof validate>) => (result.ok ? [] : result.errors);

describe('content publishing', () => {
  it('checks type and title', () => {
    expect(errorsOf(validate(contentSchema, { mediaIds: ['m1'] }))).toEqual([
      { field: 'type', message: '请选择内容类型' },
      { field: 'title', message: '请输入标题' },
    ]);
    expect(errorsOf(validate(contentSchema, { type: 'image', title: '题'.repeat(65), mediaIds: ['m1'] }))).toEqual([
      { field: 'title', message: '标题不能大于64个字符' },
    ]);
  });
  it('keeps text within 2 to 250 and needs text for topic posts', () => {
    expect(errorsOf(validate(contentSchema, { type: 'video', title: '视频', content: '短' }))).toEqual([
      { field: 'content', message: '长度在 2 到 250 个字符' },
    ]);
    expect(errorsOf(validate(contentSchema, { type: 'video', title: '视频', content: '长'.repeat(251) }))).toEqual([
      { field: 'content', message: '长度在 2 到 250 个字符' },
    ]);
    expect(errorsOf(validate(contentSchema, { type: 'pound', title: '#话题#' }))).toEqual([
      { field: 'content', message: '请输入内容' },
    ]);
    expect(validate(contentSchema, { type: 'video', title: '视频', content: '' }).ok).toBe(true);
  });
  it('needs an article body and at least one image for image posts', () => {
    expect(errorsOf(validate(contentSchema, { type: 'article', title: '文章' }))).toEqual([
      { field: 'content', message: '请输入文章内容' },
    ]);
    expect(
      validate(contentSchema, { type: 'article', title: '文章', content: '<p>' + '长'.repeat(500) + '</p>' }).ok,
    ).toBe(true);
    expect(errorsOf(validate(contentSchema, { type: 'image', title: '图' }))).toEqual([
      { field: 'mediaIds', message: '请至少上传一张图片' },
    ]);
  });
  it('parses tags and defaults the access scope', () => {
    const result = validate(contentSchema, {
      type: 'image',
      title: '图',
      mediaIds: ['m1'],
      tags: ' 人像,风光,人像, ',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        type: 'image',
        state: 'publish',
        title: '图',
        mediaIds: ['m1'],
        tags: ['人像', '风光'],
        accessScope: 'public',
        sensitive: false,
        showExif: false,
        comments: 1,
      },
    });
    expect(
      errorsOf(
        validate(
          tagsField(),
          Array.from({ length: 11 }, (_, i) => `t${i}`),
        ),
      ),
    ).toEqual([{ field: '', message: '标签不能超过10个' }]);
    expect(validate(tagsField({ withAll: true }), '风光, 人像,风光')).toEqual({
      ok: true,
      value: ['全部', '风光', '人像'],
    });
    expect(validate(tagsField({ withAll: true }), undefined)).toEqual({ ok: true, value: ['全部'] });
    expect(
      errorsOf(validate(contentSchema, { type: 'image', title: '图', mediaIds: ['m1'], accessScope: 'all' })),
    ).toEqual([{ field: 'accessScope', message: '请选择可见范围' }]);
  });
});

describe('content drafts', () => {
  it('accepts an incomplete draft of every type', () => {
    for (const type of ['image', 'video', 'article', 'pound']) {
      const result = validate(contentSchema, { type, state: 'create' });
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.value).toMatchObject({ type, state: 'create', title: '', mediaIds: [] });
    }
  });
  it('still checks what a draft does carry', () => {
    expect(errorsOf(validate(contentSchema, { type: 'pound', state: 'create', title: '题'.repeat(65) }))).toEqual([
      { field: 'title', message: '标题不能大于64个字符' },
    ]);
    expect(errorsOf(validate(contentSchema, { type: 'image', state: 'create', accessScope: 'all' }))).toEqual([
      { field: 'accessScope', message: '请选择可见范围' },
    ]);
  });
  it('needs a complete post to publish', () => {
    expect(errorsOf(validate(contentSchema, { type: 'article', state: 'publish', title: '文章' }))).toEqual([
      { field: 'content', message: '请输入文章内容' },
    ]);
    expect(errorsOf(validate(contentSchema, { type: 'pound', title: '话题' }))).toEqual([
      { field: 'content', message: '请输入内容' },
    ]);
    expect(errorsOf(validate(contentSchema, { type: 'image', title: '图', mediaIds: Array(21).fill('m') }))).toEqual([
      { field: 'mediaIds', message: '最多上传20张图片' },
    ]);
  });
  it('refuses the hidden state and the activity type on create', () => {
    expect(
      errorsOf(validate(contentSchema, { type: 'pound', state: 'down', title: '题', content: '内容内容' })),
    ).toEqual([{ field: 'state', message: '请选择正确的状态' }]);
    expect(errorsOf(validate(contentSchema, { type: 'activity', title: '活动' }))).toEqual([
      { field: 'type', message: '请选择内容类型' },
    ]);
  });
});

describe('content updates', () => {
  it('takes any subset of the publishing fields, without defaults', () => {
    expect(validate(contentUpdateSchema, {})).toEqual({ ok: true, value: {} });
    expect(validate(contentUpdateSchema, { state: 'down' })).toEqual({ ok: true, value: { state: 'down' } });
    expect(validate(contentUpdateSchema, { tags: '甲, 乙,甲', showExif: true })).toEqual({
      ok: true,
      value: { tags: ['甲', '乙'], showExif: true },
    });
  });
  it('checks the fields it is given', () => {
    expect(errorsOf(validate(contentUpdateSchema, { title: '题'.repeat(65) }))).toEqual([
      { field: 'title', message: '标题不能大于64个字符' },
    ]);
    expect(errorsOf(validate(contentUpdateSchema, { state: 'deleted' }))).toEqual([
      { field: 'state', message: '请选择正确的状态' },
    ]);
    expect(errorsOf(validate(contentUpdateSchema, { comments: 2 }))).toEqual([
      { field: 'comments', message: '评论开关只能是 0 或 1' },
    ]);
    expect(errorsOf(validate(contentUpdateSchema, { accessScope: 'world' }))).toEqual([
      { field: 'accessScope', message: '请选择可见范围' },
    ]);
    expect(errorsOf(validate(contentUpdateSchema, { mediaIds: 'm1' }))).toEqual([
      { field: 'mediaIds', message: '格式不正确' },
    ]);
  });
  it('does not change the type of a post', () => {
    expect(validate(contentUpdateSchema, { type: 'video', title: '新标题' })).toEqual({
      ok: true,
      value: { title: '新标题' },
    });
  });
});

describe('activity and exhibit entries', () => {
  it('needs the activity, a title and an image for image entries', () => {
    expect(exhibitEntrySchema).toBe(activityEntrySchema);
    expect(errorsOf(validate(activityEntrySchema, {}))).toEqual([
      { field: 'activityId', message: '请选择活动' },
      { field: 'title', message: '请输入标题' },
      { field: 'thumbs', message: '请至少上传一张图片' },
    ]);
    expect(
      errorsOf(validate(activityEntrySchema, { activityId: 'a1', type: 'video', title: '参赛', description: '短' })),
    ).toEqual([{ field: 'description', message: '长度在 2 到 250 个字符' }]);
    expect(validate(activityEntrySchema, { activityId: 'a1', title: '参赛', thumbs: ['1.jpg'] })).toEqual({
      ok: true,
      value: { activityId: 'a1', type: 'image', title: '参赛', thumbs: ['1.jpg'], accessScope: 'public' },
    });
  });
});

describe('IM sending', () => {
  it('refuses without content, sender or receiver', () => {
    expect(errorsOf(validate(imSendSchema, { content: ' ' }))).toEqual([
      { field: 'content', message: '发送信息为空' },
      { field: 'senderId', message: '发送者ID为空' },
      { field: 'receiverId', message: '接收者ID为空' },
    ]);
    expect(errorsOf(validate(imSendSchema, { content: '在吗', senderId: 'u1', receiverId: 'u1' }))).toEqual([
      { field: 'receiverId', message: '不能给自己发送消息' },
    ]);
    expect(validate(imSendSchema, { content: '在吗', senderId: 'u1', receiverId: 'u2' })).toEqual({
      ok: true,
      value: { content: '在吗', senderId: 'u1', receiverId: 'u2', contentType: 'text', type: 'private' },
    });
  });
  it('guards the socket path the same way', () => {
    expect(guardImSend({ senderId: 'u1', receiverId: 'u2' })).toBe('发送信息为空');
    expect(guardImSend({ content: 'x', receiverId: 'u2' })).toBe('发送者ID为空');
    expect(guardImSend({ content: 'x', senderId: 'u1' })).toBe('接收者ID为空');
    expect(guardImSend({ content: 'x', senderId: 'u1', receiverId: 'u2' })).toBeNull();
  });
});
