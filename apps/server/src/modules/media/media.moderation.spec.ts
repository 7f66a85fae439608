import sharp from 'sharp';
import type { ContentRecord, MediaRecord, PagedList } from '@yiying/models';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { FakeAliyunGreen } from '../../testing/aliyun-green-fake';
import { describeEachDatabase, useTestApp, type TestContext } from '../../testing/test-app';

const SECRET = 'green-app-secret';

function multipart(fileName: string, bytes: Buffer) {
  const boundary = '----yiying-moderation-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function photo(color: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

describeEachDatabase('picture check (IMAGE_MODERATION=aliyun)', (target) => {
  const fake = new FakeAliyunGreen(SECRET);
  // Registered before the app's own hooks: the app reads the fake's address when it starts.
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  const t: TestContext = useTestApp(target, {
    env: () => ({
      IMAGE_MODERATION: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'LTAI-app',
      ALIYUN_ACCESS_KEY_SECRET: SECRET,
      ALIYUN_MODERATION_ENDPOINT: fake.url,
      ALIYUN_MODERATION_TIMEOUT_MS: '400',
      PUBLIC_URL: 'https://yiying.example',
      DEMO_DATA: 'false',
    }),
  });
  let author: TestSession;
  let admin: TestSession;

  beforeAll(async () => {
    author = await loginByCode(t.app);
    admin = await loginByCode(t.app);
    await t.app.yiying.context.db
      .updateTable('user')
      .set({ role: 'admin' })
      .where('user_id', '=', admin.userId)
      .execute();
  });

  const upload = (session: TestSession, name: string, bytes: Buffer) => {
    const body = multipart(name, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/web/file/upload',
      payload: body.payload,
      headers: { ...body.headers, ...authed(session) },
    });
  };
  const call = (session: TestSession | null, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: session ? authed(session) : {},
    });
  const mediaRow = (mediaId: string) =>
    t.app.yiying.context.db.selectFrom('media').selectAll().where('media_id', '=', mediaId).executeTakeFirst();

  it('passes a clean picture and records the pass', async () => {
    fake.answerFor = () => ({ riskLevel: 'none' });
    const res = await upload(author, 'clean.jpg', await photo('#336699'));
    expect(res.statusCode).toBe(200);
    const media = res.json().data as MediaRecord;
    const call = fake.calls.at(-1);
    expect(call?.signatureOk).toBe(true);
    expect(call?.serviceParameters.imageUrl).toBe(`https://yiying.example${media.url}`);
    expect((await mediaRow(media.mediaId))?.moderation).toBe('pass');
  });

  it('refuses a picture the service calls high risk, with nothing left behind', async () => {
    fake.answerFor = () => ({ riskLevel: 'high', labels: [{ label: 'pornographic_adultContent', confidence: 99 }] });
    const before = await t.app.yiying.context.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('owner_id', '=', author.userId)
      .executeTakeFirstOrThrow();
    const res = await upload(author, 'bad.jpg', await photo('#aa0000'));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('图片包含不当内容，请更换后再上传');
    const checked = fake.calls.at(-1)?.serviceParameters.imageUrl ?? '';
    const after = await t.app.yiying.context.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('owner_id', '=', author.userId)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // The stored file went with the row.
    const served = await t.app.inject({ method: 'GET', url: checked.replace('https://yiying.example', '') });
    expect(served.statusCode).toBe(404);
  });

  it.each([
    [
      'a medium-risk verdict',
      { riskLevel: 'medium' as const, labels: [{ label: 'sexual_suggestiveContent', confidence: 70 }] },
    ],
    ['a failing service', { fail: 503 }],
    ['a silent service', { hangMs: 3000 }],
  ])('keeps the upload on %s and holds the post that uses it', async (_what, answer) => {
    fake.answerFor = () => answer;
    const res = await upload(author, 'doubt.jpg', await photo('#888800'));
    expect(res.statusCode).toBe(200);
    const media = res.json().data as MediaRecord;
    expect((await mediaRow(media.mediaId))?.moderation).toBe('review');

    fake.answerFor = () => ({ riskLevel: 'none' });
    const title = `待审核图片帖 ${media.mediaId}`;
    const created = await call(author, '/web/content/create', {
      type: 'image',
      title,
      mediaIds: [media.mediaId],
      accessScope: 'public',
    });
    expect(created.statusCode).toBe(200);
    const post = created.json().data as ContentRecord;
    // The author sees it held, with the reason; visitors do not see it at all.
    expect(post).toMatchObject({
      state: 'down',
      moderated: true,
      moderationReason: '图片待审核',
      moderationState: 'held',
    });
    expect((await call(null, `/api/content/detail/${post.contentId}`)).statusCode).toBe(404);
    const list = (await call(null, '/api/content/list?pageSize=50')).json().data as PagedList<ContentRecord>;
    expect(list.records.map((r) => r.contentId)).not.toContain(post.contentId);
    // The author cannot publish it again themselves.
    const republish = await call(author, `/web/content/update/${post.contentId}`, { state: 'publish' });
    expect(republish.statusCode).toBe(403);
  });

  it('publishes a held post when an admin restores it, and it stays published after an edit', async () => {
    fake.answerFor = () => ({ riskLevel: 'medium' });
    const media = (await upload(author, 'later.jpg', await photo('#008888'))).json().data as MediaRecord;
    const post = (
      await call(author, '/web/content/create', { type: 'image', title: '稍后放行', mediaIds: [media.mediaId] })
    ).json().data as ContentRecord;
    expect(post.state).toBe('down');
    const restored = await call(admin, `/mng/content/restore/${post.contentId}`, {});
    expect(restored.statusCode).toBe(200);
    expect((await mediaRow(media.mediaId))?.moderation).toBe('pass');
    const edited = await call(author, `/web/content/update/${post.contentId}`, { title: '稍后放行 改了标题' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ state: 'publish' });
    expect((edited.json().data as ContentRecord).moderated).toBeUndefined();
  });

  it('leaves a draft alone until it is published', async () => {
    fake.answerFor = () => ({ riskLevel: 'medium' });
    const media = (await upload(author, 'draft.jpg', await photo('#880088'))).json().data as MediaRecord;
    const draft = (
      await call(author, '/web/content/create', {
        type: 'image',
        state: 'create',
        title: '草稿里的图',
        mediaIds: [media.mediaId],
      })
    ).json().data as ContentRecord;
    expect(draft.state).toBe('create');
    expect(draft.moderated).toBeUndefined();
    const published = await call(author, `/web/content/update/${draft.contentId}`, { state: 'publish' });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ state: 'down', moderationReason: '图片待审核' });
  });
});
