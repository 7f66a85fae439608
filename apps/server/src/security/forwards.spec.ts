import sharp from 'sharp';
import { sql } from 'kysely';
import type { ContentRecord, MediaRecord, PagedList } from '@yiying/models';
import { migration0018ForwardByReference } from '../modules/content/index';
import { authed, loginByCode, type TestSession } from '../testing/identity';
import { describeEachDatabase, useTestApp } from '../testing/test-app';

function multipart(fileName: string, bytes: Buffer) {
  const boundary = '----yiying-forward-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every `/files/...` address in an answer. */
function fileUrls(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/files/') ? [value.split('?')[0] as string] : [];
  if (Array.isArray(value)) return value.flatMap(fileUrls);
  if (value && typeof value === 'object') return Object.values(value).flatMap(fileUrls);
  return [];
}

describeEachDatabase('issue 35 #2 and #6: forwards never widen their source, and count true', (target) => {
  const t = useTestApp(target);
  let author: TestSession;

  const call = (session: TestSession | null, url: string, payload?: unknown) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: session ? authed(session) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const follow = async (fan: TestSession, userId: string) =>
    expect((await call(fan, '/web/fans/create', { userId })).statusCode).toBe(200);
  const imagePost = async (accessScope: string, title: string) => {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const body = multipart('p.png', bytes);
    const up = await t.app.inject({
      method: 'POST',
      url: '/web/file/upload',
      payload: body.payload,
      headers: { ...body.headers, ...authed(author) },
    });
    expect(up.statusCode).toBe(200);
    const media = up.json().data as MediaRecord;
    const res = await call(author, '/web/content/create', {
      type: 'image',
      title,
      mediaIds: [media.mediaId],
      accessScope,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as ContentRecord;
  };
  const forwardOf = async (session: TestSession, id: string, text = '转发看看') =>
    call(session, `/web/user/behaviour/forward/${id}`, { forwardedText: text });
  const row = (id: string) =>
    t.app.yiying.context.db.selectFrom('content').selectAll().where('content_id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    author = await loginByCode(t.app);
  });

  it('copies no file of a mutual-only source and keeps its scope: strangers see neither the forward nor the picture', async () => {
    const source = await imagePost('mutual', '仅互关可见的照片');
    const sourceFiles = fileUrls(source);
    expect(sourceFiles.length).toBeGreaterThan(0);
    const friend = await loginByCode(t.app);
    await follow(friend, author.userId);
    await follow(author, friend.userId);
    const res = await forwardOf(friend, source.contentId);
    expect(res.statusCode).toBe(200);
    const forwarded = res.json().data as ContentRecord;
    expect(forwarded.parent?.contentId).toBe(source.contentId);
    const stored = await row(forwarded.contentId);
    expect(stored).toMatchObject({ cover: '', thumbs: null, cover_image: null, access_scope: 'mutual' });

    // Neither a visitor nor a member who follows only the forwarder gets the forward or any file of the source.
    const stranger = await loginByCode(t.app);
    await follow(stranger, friend.userId);
    expect((await call(null, `/api/content/detail/${forwarded.contentId}`)).statusCode).toBe(404);
    for (const viewer of [null, stranger]) {
      const list = await call(viewer, `/api/content/list?createBy=${friend.userId}&pageSize=50`);
      const seen = fileUrls(list.json().data);
      expect(seen.filter((u) => sourceFiles.includes(u))).toEqual([]);
    }
  });

  it('shows the source by reference: a source the viewer may no longer see gives parent null (原作品已不可见)', async () => {
    const source = await imagePost('public', '先公开后私密的照片');
    const fan = await loginByCode(t.app);
    const forwarded = (await forwardOf(fan, source.contentId)).json().data as ContentRecord;
    expect((await call(null, `/api/content/detail/${forwarded.contentId}`)).json().data.parent.contentId).toBe(
      source.contentId,
    );
    expect((await call(author, `/web/content/update/${source.contentId}`, { accessScope: 'fans' })).statusCode).toBe(
      200,
    );
    const anonymous = (await call(null, `/api/content/detail/${forwarded.contentId}`)).json().data as ContentRecord;
    expect(anonymous.parent).toBeNull();
    expect(anonymous.forwardedFlag).toBe('yes');
    expect(fileUrls(anonymous)).toEqual([]);
    // The fan who forwarded it while public does not follow the author either: the same for them.
    expect(((await call(fan, `/api/content/detail/${forwarded.contentId}`)).json().data as ContentRecord).parent).toBe(
      null,
    );
  });

  it('refuses to widen a forward of a fans-only post beyond the source scope', async () => {
    const source = await imagePost('fans', '仅粉丝可见');
    const fan = await loginByCode(t.app);
    await follow(fan, author.userId);
    const forwarded = (await forwardOf(fan, source.contentId)).json().data as ContentRecord;
    expect(forwarded.accessScope).toBe('fans');
    const widen = await call(fan, `/web/content/update/${forwarded.contentId}`, { accessScope: 'public' });
    expect(widen.statusCode).toBe(400);
    expect(widen.json().msg).toBe('转发的可见范围不能大于原作品的可见范围');
    expect((await row(forwarded.contentId)).access_scope).toBe('fans');
    const narrow = await call(fan, `/web/content/update/${forwarded.contentId}`, { accessScope: 'private' });
    expect(narrow.statusCode).toBe(200);
  });

  it('recounts the source when a forward is deleted: 8 × forward + delete leaves forwardedNum 0', async () => {
    const source = await imagePost('public', '转发后删除');
    const member = await loginByCode(t.app);
    for (let i = 0; i < 8; i += 1) {
      const forwarded = (await forwardOf(member, source.contentId)).json().data as ContentRecord;
      expect((await call(member, `/web/content/delete/${forwarded.contentId}`, {})).statusCode).toBe(200);
    }
    expect((await row(source.contentId)).forwarded_num).toBe(0);
    expect((await call(null, `/api/content/detail/${source.contentId}`)).json().data.forwardedNum).toBe(0);
    await forwardOf(member, source.contentId);
    expect((await row(source.contentId)).forwarded_num).toBe(1);
  });

  it('limits forwards per member (429 with Retry-After) and tells the author once per forwarder', async () => {
    const source = await imagePost('public', '限流测试');
    const member = await loginByCode(t.app);
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push(await forwardOf(member, source.contentId, `第${i}次`));
    expect(answers.slice(0, 10).every((a) => a.statusCode === 200)).toBe(true);
    const refused = answers[10];
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused?.json().msg).toBe('转发过于频繁，请稍后再试');
    expect((await row(source.contentId)).forwarded_num).toBe(10);
    const db = t.app.yiying.context.db;
    const notes = await db
      .selectFrom('notification')
      .select('notification_id')
      .where('user_id', '=', author.userId)
      .where('actor_id', '=', member.userId)
      .where('action', '=', 'forward')
      .execute();
    expect(notes).toHaveLength(1);
  });

  it('forwards the source when asked to forward a forward, and refuses once the source is out of sight', async () => {
    const source = await imagePost('public', '转发链的源头');
    const first = await loginByCode(t.app);
    const second = await loginByCode(t.app);
    const forwarded = (await forwardOf(first, source.contentId)).json().data as ContentRecord;
    const again = await forwardOf(second, forwarded.contentId, '再转一次');
    expect(again.statusCode).toBe(200);
    expect((again.json().data as ContentRecord).parentId).toBe(source.contentId);
    expect((await row(source.contentId)).forwarded_num).toBe(2);
    expect((await row(forwarded.contentId)).forwarded_num).toBe(0);
    expect((await call(author, `/web/content/update/${source.contentId}`, { accessScope: 'private' })).statusCode).toBe(
      200,
    );
    const refused = await forwardOf(second, forwarded.contentId, '源头已私密');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('原作品已不可见，无法转发');
  });

  it('migrates old forwards: copied files cleared, scope narrowed to the source, reference and count kept', async () => {
    const source = await imagePost('fans', '旧转发的来源');
    const member = await loginByCode(t.app);
    await follow(member, author.userId);
    const forwarded = (await forwardOf(member, source.contentId)).json().data as ContentRecord;
    const db = t.app.yiying.context.db;
    const original = await row(source.contentId);
    // The shape forwards had before: the source's files copied, public whatever the source.
    await db
      .updateTable('content')
      .set({
        cover: original.cover,
        thumbs: original.thumbs,
        cover_image: original.cover_image,
        access_scope: 'public',
      })
      .where('content_id', '=', forwarded.contentId)
      .execute();
    await db.updateTable('content').set({ forwarded_num: 40 }).where('content_id', '=', source.contentId).execute();
    expect(fileUrls(await row(forwarded.contentId)).length).toBeGreaterThan(0);
    await migration0018ForwardByReference.up(db as never);
    expect(await row(forwarded.contentId)).toMatchObject({
      parent_id: source.contentId,
      cover: '',
      thumbs: null,
      cover_image: null,
      access_scope: 'fans',
    });
    expect((await row(source.contentId)).forwarded_num).toBe(1);
    const left = await sql<{ n: number }>`select count(*) as n from search_state where name = 'content'`.execute(db);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });
});

describeEachDatabase('issue 33 #7: forwards do not rank as works', (target) => {
  const t = useTestApp(target);

  it('keeps forwards out of the hot list and the search results; the source carries their count', async () => {
    const author = await loginByCode(t.app);
    const fan = await loginByCode(t.app);
    const headers = (s: TestSession) => authed(s);
    const created = await t.app.inject({
      method: 'POST',
      url: '/web/content/create',
      headers: headers(author),
      payload: { type: 'pound', title: '独一无二的晨光甲乙', content: '说说', accessScope: 'public' },
    });
    const source = created.json().data as ContentRecord;
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/web/user/behaviour/forward/${source.contentId}`,
        headers: headers(fan),
        payload: { forwardedText: `独一无二的晨光甲乙 转发${i}` },
      });
      ids.push((res.json().data as ContentRecord).contentId);
    }
    const hot = (await t.app.inject({ method: 'GET', url: '/api/content/hotList?hotNum=100' })).json()
      .data as PagedList<ContentRecord>;
    expect(hot.records.filter((r) => r.forwardedFlag === 'yes')).toEqual([]);
    expect(hot.records.find((r) => r.contentId === source.contentId)?.forwardedNum).toBe(3);
    for (const viewer of [null, fan]) {
      const found = await t.app.inject({
        method: 'GET',
        url: `/api/ee/search?title=${encodeURIComponent('晨光甲乙')}`,
        headers: viewer ? headers(viewer) : {},
      });
      const records = (found.json().data as PagedList<{ id: string }>).records.map((r) => r.id);
      expect(records).toEqual([source.contentId]);
    }
  });
});
