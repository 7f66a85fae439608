import {
  activityEntrySchema,
  contentSchema,
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
