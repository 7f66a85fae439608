import type { CommentRecord, ContentRecord, PagedList, Reply } from '@yiying/models';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

describeEachDatabase('comments and replies', (target) => {
  const t = useTestApp(target);
  let author: TestSession;
  let reader: TestSession;
  let third: TestSession;
  let postId: string;
  let closedId: string;
  let privateId: string;

  const post = (session: TestSession | null, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: session ? authed(session) : {}, ...(payload ? { payload } : {}) });
  const get = (url: string, session?: TestSession | null) =>
    t.app.inject({ method: 'GET', url, headers: session ? authed(session) : {} });
  const create = async (title: string, extra: Record<string, unknown> = {}) => {
    const res = await post(author, '/web/content/create', {
      type: 'pound',
      title,
      content: '说说',
      accessScope: 'public',
      ...extra,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as ContentRecord).contentId;
  };
  const commentNum = async (id: string) =>
    ((await get(`/api/content/detail/${id}`, author)).json().data as ContentRecord).commentNum;

  beforeAll(async () => {
    author = await loginByCode(t.app);
    reader = await loginByCode(t.app);
    third = await loginByCode(t.app);
    postId = await create('评论测试');
    closedId = await create('关闭评论', { comments: 0 });
    privateId = await create('私密评论测试', { accessScope: 'private' });
  });

  it('checks the comment text with the spec texts and stores nothing on failure', async () => {
    const empty = await post(reader, '/web/comment/create', { contentId: postId, content: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('必须填写评论');
    const long = await post(reader, '/web/comment/create', { contentId: postId, content: '评'.repeat(65) });
    expect(long.json().msg).toBe('评论不能超过64个字符');
    expect((await post(reader, '/web/comment/create', { content: '好' })).json().msg).toBe('请选择内容');
    expect((await post(null, '/web/comment/create', { contentId: postId, content: '好' })).statusCode).toBe(401);
    expect((await get(`/api/comment/list?contentId=${postId}`)).json().data.total).toBe(0);
    expect(await commentNum(postId)).toBe(0);
  });

  it('refuses comments where the author closed them and on posts one may not see', async () => {
    const closed = await post(reader, '/web/comment/create', { contentId: closedId, content: '好' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().msg).toBe('作者已关闭评论');
    expect((await post(reader, '/web/comment/create', { contentId: privateId, content: '好' })).statusCode).toBe(404);
    expect((await get(`/api/comment/list?contentId=${privateId}`)).statusCode).toBe(404);
    expect((await get('/api/comment/list')).json().msg).toBe('请选择内容');
  });

  it('comments, replies to the comment and to a reply, folds replies, counts and notifies', async () => {
    const c = await post(reader, '/web/comment/create', { contentId: postId, content: '光线真好' });
    expect(c.statusCode).toBe(200);
    const comment = c.json().data as CommentRecord;
    expect(comment).toMatchObject({
      contentId: postId,
      content: '光线真好',
      replyNum: 0,
      creator: { userId: reader.userId },
    });

    const r1 = (await post(author, '/web/reply/create', { commentId: comment.commentId, content: '谢谢' })).json()
      .data as Reply;
    expect(r1.toUser?.userId).toBe(reader.userId);
    const r2 = (
      await post(third, '/web/reply/create', { commentId: comment.commentId, parentId: r1.replyId, content: '同感' })
    ).json().data as Reply;
    expect(r2).toMatchObject({ parentId: r1.replyId, toUser: { userId: author.userId } });
    for (const text of ['三', '四'])
      await post(third, '/web/reply/create', { commentId: comment.commentId, content: text });
    const mismatch = await post(third, '/web/reply/create', {
      commentId: comment.commentId,
      parentId: 'nope',
      content: '五',
    });
    expect(mismatch.json().msg).toBe('回复的对象不在这条评论下');
    expect((await post(third, '/web/reply/create', { commentId: comment.commentId, content: '' })).json().msg).toBe(
      '必须填写评论',
    );

    const list = (await get(`/api/comment/list?contentId=${postId}`)).json().data as PagedList<CommentRecord>;
    expect(list.total).toBe(1);
    expect(list.records[0]?.replyNum).toBe(4);
    expect(list.records[0]?.replys?.map((r) => r.content)).toEqual(['谢谢', '同感', '三']);
    const sub = (await get(`/api/comment/subList?commentId=${comment.commentId}`)).json().data as PagedList<Reply>;
    expect(sub.size).toBe(20);
    expect(sub.records.map((r) => r.content)).toEqual(['谢谢', '同感', '三', '四']);
    const answers = (await get(`/api/reply/list?parentId=${r1.replyId}`)).json().data as PagedList<Reply>;
    expect(answers.records.map((r) => r.replyId)).toEqual([r2.replyId]);
    expect((await get(`/api/reply/detail/${r2.replyId}`)).json().data.content).toBe('同感');
    expect((await get(`/web/reply/personalList`, third)).json().data.total).toBe(3);
    expect((await get(`/web/comment/personalList`, reader)).json().data.records[0].commentId).toBe(comment.commentId);
    expect(await commentNum(postId)).toBe(5);

    const db = t.app.yiying.context.db;
    const service = t.app.yiying.context.notifications;
    const forAuthor = await service.list(db, author.userId, { type: 'comment', pageSize: 50 });
    expect(forAuthor.records.map((n) => n.action)).toEqual(['reply', 'comment']);
    const forReader = await service.list(db, reader.userId, { type: 'comment' });
    expect(forReader.records.map((n) => n.action)).toEqual(['reply', 'reply', 'reply']);
  });

  it('lets the post author delete any comment, others only their own', async () => {
    const mine = (await post(third, '/web/comment/create', { contentId: postId, content: '路过' })).json()
      .data as CommentRecord;
    await post(reader, '/web/reply/create', { commentId: mine.commentId, content: '你好' });
    const before = await commentNum(postId);
    expect((await post(reader, `/web/comment/delete/${mine.commentId}`)).statusCode).toBe(403);
    expect((await post(author, `/web/comment/delete/${mine.commentId}`)).statusCode).toBe(200);
    expect(await commentNum(postId)).toBe(before - 2);
    expect((await get(`/api/comment/detail/${mine.commentId}`)).statusCode).toBe(404);

    const own = (await post(reader, '/web/comment/create', { contentId: postId, content: '再来' })).json()
      .data as CommentRecord;
    const reply = (await post(third, '/web/reply/create', { commentId: own.commentId, content: '嗯' })).json()
      .data as Reply;
    expect((await post(reader, `/web/reply/delete/${reply.replyId}`)).statusCode).toBe(403);
    expect((await post(third, `/web/reply/delete/${reply.replyId}`)).statusCode).toBe(200);
    expect((await post(reader, `/web/comment/delete/${own.commentId}`)).statusCode).toBe(200);
    expect(await commentNum(postId)).toBe(before - 2);
  });
});
