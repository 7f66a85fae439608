import type { ContentRecord, PagedList, Topic } from '@yiying/models';
import { authed, loginByCode, type TestSession } from '../testing/identity';
import { describeEachDatabase, useTestApp } from '../testing/test-app';

describeEachDatabase('issue 35 #4: topics come only from posts the viewer may see', (target) => {
  const t = useTestApp(target);
  let author: TestSession;
  let fan: TestSession;
  let stranger: TestSession;

  const call = (session: TestSession | null, url: string, payload?: unknown) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: session ? authed(session) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = async (title: string, accessScope: string, state = 'publish') => {
    const res = await call(author, '/web/content/create', {
      type: 'pound',
      title,
      content: '说说',
      accessScope,
      state,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as ContentRecord;
  };
  const topics = async (session: TestSession | null, title: string) =>
    (await call(session, `/api/topic/list?title=${encodeURIComponent(title)}`)).json().data as PagedList<Topic>;
  const topicId = async (title: string) =>
    (
      await t.app.yiying.context.db
        .selectFrom('topic')
        .select('topic_id')
        .where('title', '=', title)
        .executeTakeFirstOrThrow()
    ).topic_id;

  beforeAll(async () => {
    author = await loginByCode(t.app);
    fan = await loginByCode(t.app);
    stranger = await loginByCode(t.app);
    expect((await call(fan, '/web/fans/create', { userId: author.userId })).statusCode).toBe(200);
  });

  it('lists no topic of a private draft or a private post, to anyone', async () => {
    await create('草稿 #病人张三的隐私诊断#', 'private', 'create');
    await create('私密 #病人李四的隐私诊断#', 'private');
    for (const viewer of [null, fan, stranger, author]) {
      expect((await topics(viewer, '病人张三')).total).toBe(0);
    }
    for (const viewer of [null, fan, stranger]) {
      expect((await topics(viewer, '病人李四')).records).toEqual([]);
    }
    for (const title of ['病人张三的隐私诊断', '病人李四的隐私诊断']) {
      const id = await topicId(title);
      const detail = await call(null, `/api/topic/detail/${id}`);
      expect(detail.statusCode).toBe(404);
      expect(detail.json().msg).toBe('话题不存在');
      expect((await call(stranger, `/api/topic/detail/${id}`)).statusCode).toBe(404);
    }
  });

  it('counts only the posts the viewer may see: a fans-only post counts for fans, not for visitors', async () => {
    await create('公开 #手术室的清晨#', 'public');
    await create('仅粉丝 #手术室的清晨#', 'fans');
    await create('草稿 #手术室的清晨#', 'public', 'create');
    const forVisitor = await topics(null, '手术室的清晨');
    expect(forVisitor.records.map((r) => r.contentNum)).toEqual([1]);
    expect((await topics(stranger, '手术室的清晨')).records.map((r) => r.contentNum)).toEqual([1]);
    expect((await topics(fan, '手术室的清晨')).records.map((r) => r.contentNum)).toEqual([2]);
    const id = await topicId('手术室的清晨');
    expect((await call(null, `/api/topic/detail/${id}`)).json().data.contentNum).toBe(1);
    expect((await call(fan, `/api/topic/detail/${id}`)).json().data.contentNum).toBe(2);

    await create('仅粉丝 #只给粉丝的话题#', 'fans');
    expect((await topics(null, '只给粉丝')).total).toBe(0);
    expect((await topics(fan, '只给粉丝')).total).toBe(1);
  });

  it('a topic appears once its draft is published publicly', async () => {
    const draft = await create('草稿 #发布后才出现#', 'public', 'create');
    expect((await topics(null, '发布后才出现')).total).toBe(0);
    expect((await call(author, `/web/content/update/${draft.contentId}`, { state: 'publish' })).statusCode).toBe(200);
    expect((await topics(null, '发布后才出现')).records.map((r) => r.contentNum)).toEqual([1]);
  });
});
