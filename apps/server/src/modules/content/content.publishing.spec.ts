import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ContentRecord, MediaRecord, PagedList, Topic } from '@yiying/models';
import { testFfmpeg } from '../../testing/ffmpeg';
import { authed, loginByCode, loginByPassword, type TestSession } from '../../testing/identity';
import { describeEachDatabase, tempDir, useTestApp, type TestContext } from '../../testing/test-app';
import type { ContentMedia } from './content.service';
import { createContent } from './content.write';

function multipart(fileName: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----yiying-publishing-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A JPEG with camera data, as a phone writes it. */
function photo(color = '#204165'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'Canon', Model: 'EOS R5' } } })
    .toBuffer();
}

/** A one-second MP4 made by ffmpeg. */
function tinyVideo(): Buffer {
  const file = path.join(tempDir('yiying-video-'), 'clip.mp4');
  execFileSync(testFfmpeg().ffmpeg, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=64x48:rate=5:duration=1',
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  return readFileSync(file);
}

async function upload(t: TestContext, session: TestSession, name: string, bytes: Buffer): Promise<MediaRecord> {
  const body = multipart(name, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: '/web/file/upload',
    payload: body.payload,
    headers: { ...body.headers, ...authed(session) },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data as MediaRecord;
}

function call(t: TestContext, session: TestSession | null, url: string, payload?: unknown) {
  return t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: session ? authed(session) : {},
  });
}

async function contentRows(t: TestContext, title: string): Promise<number> {
  const row = await t.app.yiying.context.db
    .selectFrom('content')
    .where('title', '=', title)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDatabase('publishing content', (target) => {
  const t = useTestApp(target);
  let author: TestSession;
  let other: TestSession;
  let admin: TestSession;

  beforeAll(async () => {
    author = await loginByCode(t.app);
    other = await loginByCode(t.app);
    admin = await loginByPassword(t.app, '13800000009');
  });

  const create = (session: TestSession | null, body: Record<string, unknown>) =>
    call(t, session, '/web/content/create', body);
  const created = async (body: Record<string, unknown>, session = author): Promise<ContentRecord> => {
    const res = await create(session, body);
    if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
    return res.json().data as ContentRecord;
  };
  const anonymousList = async (query: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url: '/api/content/list', query })).json().data as PagedList<ContentRecord>;

  it('needs a session to write', async () => {
    const res = await create(null, { type: 'pound', title: '没登录', content: '试试看' });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('用户未登录');
    expect((await call(t, null, '/web/content/personalList')).statusCode).toBe(401);
  });

  it('publishes a topic post: full-width ＃ normalised, topics created and linked, talkTopic the first', async () => {
    const post = await created({
      type: 'pound',
      title: '＃夜班日记＃ 凌晨三点的 #急诊室#',
      content: '值夜班时你会拍些什么？',
      tags: '夜班, 急诊,夜班',
    });
    expect(post).toMatchObject({
      title: '#夜班日记# 凌晨三点的 #急诊室#',
      talkTopic: '#夜班日记#',
      state: 'publish',
      accessScope: 'public',
      tags: ['夜班', '急诊'],
      sensitive: false,
      showExif: false,
      coverImage: null,
      media: [],
      createBy: author.userId,
      hitNum: 0,
    });
    const viewed = await call(t, null, `/api/content/detail/${post.contentId}`);
    expect(viewed.json().data.hitNum).toBe(1);
    // The same visitor within the day counts once, whatever browser it claims; another address counts again.
    expect((await call(t, null, `/api/content/detail/${post.contentId}`)).json().data.hitNum).toBe(1);
    const sameAddress = await t.app.inject({
      method: 'GET',
      url: `/api/content/detail/${post.contentId}`,
      headers: { 'user-agent': 'another-browser' },
    });
    expect(sameAddress.json().data.hitNum).toBe(1);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/content/detail/${post.contentId}`,
      remoteAddress: '10.9.8.7',
    });
    expect(other.json().data.hitNum).toBe(2);
    const topics = (await call(t, null, '/api/topic/list?title=夜班')).json().data as PagedList<Topic>;
    expect(topics.records.map((x) => x.title)).toEqual(['夜班日记']);
    expect(topics.records[0]?.contentNum).toBe(1);
    const detail = await call(t, null, `/api/topic/detail/${topics.records[0]?.topicId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ title: '夜班日记', state: 'publish', contentNum: 1, hitNum: 1 });
    const byTopic = await anonymousList({ talkTopic: '夜班日记' });
    expect(byTopic.records.map((r) => r.contentId)).toEqual([post.contentId]);

    const again = await created({ type: 'pound', title: '#急诊室# 第二篇', content: '再来一篇试试' });
    expect(again.talkTopic).toBe('#急诊室#');
    const er = (await call(t, null, '/api/topic/list?title=%23急诊室%23')).json().data as PagedList<Topic>;
    expect(er.records.map((x) => [x.title, x.contentNum])).toEqual([['急诊室', 2]]);
  });

  it('lists and finds topics with paging, and 404s an unknown one', async () => {
    const page = (await call(t, null, '/api/topic/list?pageSize=2&sort=content_num')).json().data as PagedList<Topic>;
    expect(page.size).toBe(2);
    expect(page.records).toHaveLength(2);
    expect(page.total).toBeGreaterThan(5);
    expect((page.records[0]?.contentNum ?? 0) >= (page.records[1]?.contentNum ?? 0)).toBe(true);
    expect((await call(t, null, '/api/topic/list?state=down')).json().data.total).toBe(0);
    expect((await call(t, null, '/api/topic/list?title=100%25')).json().data.total).toBe(0);
    const missing = await call(t, null, '/api/topic/detail/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('话题不存在');
    expect((await call(t, null, '/api/topic/list?sort=password')).statusCode).toBe(400);
  });

  it('sanitises article HTML on save and links the inline images that are the author’s', async () => {
    const mine = await upload(t, author, 'inline.jpg', await photo());
    const theirs = await upload(t, other, 'theirs.jpg', await photo('#D70D19'));
    const html = [
      '<h2>标题</h2><p onclick="steal()" style="color:red">正文<script>alert(1)</script></p>',
      '<a href="javascript:alert(1)">坏链接</a><a href="https://example.com/x" target="_blank">好链接</a>',
      `<img src="${mine.url}" alt="我的图" width="64" onerror="x()"><img src="${theirs.url}">`,
      '<img src="https://evil.example/t.png"><iframe src="https://evil.example"></iframe><h1>大标题</h1>',
    ].join('');
    const post = await created({ type: 'article', title: '清理测试', content: html });
    expect(post.content).toBe(
      '<h2>标题</h2><p>正文</p><a rel="noopener noreferrer nofollow">坏链接</a>' +
        '<a href="https://example.com/x" rel="noopener noreferrer nofollow" target="_blank">好链接</a>' +
        `<img src="${mine.url}" alt="我的图" width="64" />大标题`,
    );
    expect(post.media?.map((m) => m.mediaId)).toEqual([mine.mediaId]);
    const stored = await call(t, null, `/api/content/detail/${post.contentId}`);
    expect(stored.json().data.content).not.toMatch(/script|onclick|javascript:|iframe|evil/);
  });

  it('keeps an article’s attachments when its text changes, and relinks its inline images', async () => {
    const first = await upload(t, author, 'one.jpg', await photo('#121212'));
    const second = await upload(t, author, 'two.jpg', await photo('#343434'));
    const attachment = await upload(t, author, '讲义.txt', Buffer.from('附件：讲义全文。'));
    const post = await created({
      type: 'article',
      title: '带附件的文章',
      content: `<p>开头</p><img src="${first.url}">`,
      mediaIds: [attachment.mediaId],
    });
    expect(post.media?.map((m) => m.mediaId)).toEqual([attachment.mediaId, first.mediaId]);
    const res = await call(t, author, `/web/content/update/${post.contentId}`, {
      content: `<p>改过</p><img src="${second.renditions?.[0]?.url}">`,
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data as ContentRecord;
    expect(updated.content).toBe(`<p>改过</p><img src="${second.renditions?.[0]?.url}" />`);
    expect(updated.media?.map((m) => m.mediaId)).toEqual([attachment.mediaId, second.mediaId]);
  });

  it('publishes an image post from the author’s uploads: cover, coverImage, size and ordered media', async () => {
    const first = await upload(t, author, 'a.jpg', await photo('#111111'));
    const second = await upload(t, author, 'b.jpg', await photo('#222222'));
    const post = await created({
      type: 'image',
      title: '两张照片',
      mediaIds: [second.mediaId, first.mediaId],
      sensitive: true,
    });
    expect(post.cover).toBe(second.url);
    expect(post.coverImage).toMatchObject({ url: second.url, width: 64, height: 48 });
    expect(post.coverImage?.renditions.length).toBeGreaterThan(0);
    expect(post.coverImage?.placeholder).not.toBe('');
    expect([post.width, post.height]).toEqual([64, 48]);
    expect(post.sensitive).toBe(true);
    expect(post.media?.map((m) => m.mediaId)).toEqual([second.mediaId, first.mediaId]);
    const home = await anonymousList({ pageSize: '100' });
    const listed = home.records.find((r) => r.contentId === post.contentId);
    expect(listed?.coverImage?.url).toBe(second.url);
    expect(listed?.media).toBeUndefined();

    const rendition = first.renditions?.[0]?.url ?? '';
    const chosen = await created({ type: 'image', title: '选了封面', mediaIds: [first.mediaId], cover: rendition });
    expect(chosen.cover).toBe(rendition);
    expect(chosen.coverImage?.url).toBe(first.url);
  });

  it('shows camera data to others only when the author allows it', async () => {
    const image = await upload(t, author, 'exif.jpg', await photo('#333333'));
    expect(image.camera).toMatchObject({ make: 'Canon', model: 'EOS R5' });
    const hidden = await created({ type: 'image', title: '不显示参数', mediaIds: [image.mediaId] });
    const shown = await created({ type: 'image', title: '显示参数', mediaIds: [image.mediaId], showExif: true });
    const cameraOf = async (session: TestSession | null, id: string) =>
      ((await call(t, session, `/api/content/detail/${id}`)).json().data as ContentRecord).media?.[0]?.camera;
    expect(await cameraOf(null, hidden.contentId)).toBeUndefined();
    expect(await cameraOf(other, hidden.contentId)).toBeUndefined();
    expect(await cameraOf(author, hidden.contentId)).toMatchObject({ make: 'Canon' });
    expect(await cameraOf(null, shown.contentId)).toMatchObject({ make: 'Canon', model: 'EOS R5' });
  });

  it('refuses media that is not the author’s, a missing image, a foreign cover, and stores nothing', async () => {
    const theirs = await upload(t, other, 'x.jpg', await photo());
    const foreign = await create(author, { type: 'image', title: '别人的图', mediaIds: [theirs.mediaId] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('请先上传文件');
    expect(await contentRows(t, '别人的图')).toBe(0);

    const unknown = await create(author, { type: 'image', title: '不存在的图', mediaIds: ['no-such-media'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('请先上传文件');

    const empty = await create(author, { type: 'image', title: '没有图' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('请至少上传一张图片');

    const document = await upload(t, author, '说明.txt', Buffer.from('就是一段文字说明，作为附件。'));
    const onlyFile = await create(author, { type: 'image', title: '只有附件', mediaIds: [document.mediaId] });
    expect(onlyFile.statusCode).toBe(400);
    expect(onlyFile.json().msg).toBe('请至少上传一张图片');

    const mine = await upload(t, author, 'y.jpg', await photo());
    const badCover = await create(author, {
      type: 'image',
      title: '别人的封面',
      mediaIds: [mine.mediaId],
      cover: theirs.url,
    });
    expect(badCover.statusCode).toBe(400);
    expect(badCover.json().msg).toBe('封面必须是本人上传的图片或视频画面');
    for (const title of ['不存在的图', '没有图', '只有附件', '别人的封面']) expect(await contentRows(t, title)).toBe(0);

    const withAttachment = await created({
      type: 'image',
      title: '带附件',
      mediaIds: [mine.mediaId, document.mediaId],
    });
    expect(withAttachment.media?.map((m) => m.kind)).toEqual(['image', 'file']);
  });

  it('publishes a video post with its poster as the default cover, and needs exactly one video', async () => {
    const accepted = await upload(t, author, 'clip.mp4', tinyVideo());
    expect(accepted).toMatchObject({ kind: 'video', status: 'processing' });
    // Published while processing: no cover yet, others see the video as processing, the poster comes once ready.
    const early = await created({ type: 'video', title: '处理中就发布', mediaIds: [accepted.mediaId] });
    expect(early.cover).toBe('');
    expect(early.media?.[0]).toMatchObject({ status: 'processing' });
    let video = accepted;
    for (let i = 0; i < 600 && video.status === 'processing'; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      video = (
        await t.app.inject({ method: 'GET', url: `/web/file/status/${accepted.mediaId}`, headers: authed(author) })
      ).json().data;
    }
    expect(video.poster).toBeTruthy();
    let adopted = '';
    for (let i = 0; i < 100 && adopted !== video.poster; i += 1) {
      adopted = (await t.app.inject({ method: 'GET', url: `/api/content/detail/${early.contentId}` })).json().data
        .cover;
      if (adopted !== video.poster) await new Promise((r) => setTimeout(r, 50));
    }
    expect(adopted).toBe(video.poster);
    const post = await created({ type: 'video', title: '一段视频', mediaIds: [video.mediaId] });
    expect(post.cover).toBe(video.poster);
    expect(post.media?.map((m) => m.mediaId)).toEqual([video.mediaId]);
    expect(post.media?.[0]).toMatchObject({ status: 'ready' });

    const none = await create(author, { type: 'video', title: '没有视频' });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('请上传视频');
    const image = await upload(t, author, 'z.jpg', await photo());
    const wrongKind = await create(author, { type: 'video', title: '图不是视频', mediaIds: [image.mediaId] });
    expect(wrongKind.json().msg).toBe('请上传视频');
    const second = await upload(t, author, 'clip2.mp4', tinyVideo());
    const two = await create(author, { type: 'video', title: '两段视频', mediaIds: [video.mediaId, second.mediaId] });
    expect(two.statusCode).toBe(400);
    expect(two.json().msg).toBe('请上传视频');
    const frame = video.frames?.[1] ?? '';
    const framed = await created({ type: 'video', title: '选一帧做封面', mediaIds: [video.mediaId], cover: frame });
    expect(framed.cover).toBe(frame);
  });

  it('answers bad input with a Chinese 400 and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'podcast', title: '错类型', content: '内容内容' }, '请选择内容类型'],
      [{ type: 'activity', title: '活动不走这里', content: '内容内容' }, '请选择内容类型'],
      [{ type: 'pound', title: '长'.repeat(10_000), content: '内容内容' }, '标题不能大于64个字符'],
      [{ type: 'pound', title: '', content: '内容内容' }, '请输入标题'],
      [{ type: 'article', title: '空文章' }, '请输入文章内容'],
      [{ type: 'pound', title: '状态不对', content: '内容内容', state: 'down' }, '请选择正确的状态'],
      [{ type: 'pound', title: '范围不对', content: '内容内容', accessScope: 'world' }, '请选择可见范围'],
      [{ type: 'pound', title: '媒体不对', content: '内容内容', mediaIds: 'abc' }, '格式不正确'],
    ];
    for (const [body, msg] of cases) {
      const res = await create(author, body);
      expect([res.statusCode, res.json().msg]).toEqual([400, msg]);
    }
    expect(await contentRows(t, '错类型')).toBe(0);
    expect(await contentRows(t, '状态不对')).toBe(0);
  });

  it('keeps drafts incomplete and private to the author, and lists own posts on personalList', async () => {
    const draft = await created({ type: 'article', state: 'create', title: '' });
    expect(draft.state).toBe('create');
    expect((await call(t, other, `/api/content/detail/${draft.contentId}`)).statusCode).toBe(404);
    expect((await call(t, admin, `/api/content/detail/${draft.contentId}`)).statusCode).toBe(404);
    const mine = (await call(t, author, '/web/content/personalList?state=create')).json()
      .data as PagedList<ContentRecord>;
    expect(mine.records.map((r) => r.contentId)).toContain(draft.contentId);
    expect(mine.records.every((r) => r.state === 'create' && r.createBy === author.userId)).toBe(true);

    const all = (await call(t, author, '/web/content/personalList')).json().data as PagedList<ContentRecord>;
    expect(all.size).toBe(9);
    expect(all.total).toBeGreaterThan(9);
    const times = all.records.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const articles = (await call(t, author, '/web/content/personalList?type=article&pageSize=50')).json()
      .data as PagedList<ContentRecord>;
    expect(articles.records.every((r) => r.type === 'article')).toBe(true);
    const theirs = (await call(t, other, '/web/content/personalList?pageSize=50')).json()
      .data as PagedList<ContentRecord>;
    expect(theirs.records.every((r) => r.createBy === other.userId)).toBe(true);
    expect((await call(t, author, '/web/content/personalList?type=activity')).statusCode).toBe(400);

    const published = await call(t, author, `/web/content/update/${draft.contentId}`, { state: 'publish' });
    expect(published.statusCode).toBe(400);
    expect(published.json().msg).toBe('请输入标题');
    const done = await call(t, author, `/web/content/update/${draft.contentId}`, {
      state: 'publish',
      title: '写完了',
      content: '<p>正文</p>',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ state: 'publish', title: '写完了', content: '<p>正文</p>' });
  });

  it('updates only the author’s posts, keeps published posts complete, and lets an admin hide any post', async () => {
    const post = await created({ type: 'pound', title: '#修改# 原标题', content: '原来的内容', tags: '甲' });
    const url = `/web/content/update/${post.contentId}`;

    const foreign = await call(t, other, url, { title: '被别人改了' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().msg).toBe('拒绝访问');
    const unknown = await call(t, author, '/web/content/update/no-such-post', { title: '随便' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('内容不存在');
    const emptied = await call(t, author, url, { content: '' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().msg).toBe('请输入内容');
    const tooLong = await call(t, author, url, { title: '长'.repeat(10_000) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().msg).toBe('标题不能大于64个字符');
    const adminEdit = await call(t, admin, url, { title: '管理员改标题' });
    expect(adminEdit.statusCode).toBe(403);
    const unchanged = (await call(t, null, `/api/content/detail/${post.contentId}`)).json().data as ContentRecord;
    expect(unchanged).toMatchObject({ title: '#修改# 原标题', content: '原来的内容', tags: ['甲'] });

    const changed = await call(t, author, url, { title: '＃改过了＃ 新标题', accessScope: 'fans', tags: '乙,丙' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      title: '#改过了# 新标题',
      talkTopic: '#改过了#',
      accessScope: 'fans',
      tags: ['乙', '丙'],
      content: '原来的内容',
    });
    // The old topic has no post left, the new one only a fans-only post: a visitor sees neither.
    const oldTopic = (await call(t, null, '/api/topic/list?title=修改')).json().data as PagedList<Topic>;
    expect(oldTopic.records).toEqual([]);
    const newTopic = (await call(t, null, '/api/topic/list?title=改过了')).json().data as PagedList<Topic>;
    expect(newTopic.records).toEqual([]);
    const forAuthor = (await call(t, author, '/api/topic/list?title=改过了')).json().data as PagedList<Topic>;
    expect(forAuthor.records.map((r) => r.contentNum)).toEqual([1]);

    await call(t, author, url, { accessScope: 'public' });
    const toDraft = await call(t, admin, url, { state: 'create' });
    expect(toDraft.statusCode).toBe(403);
    const hidden = await call(t, admin, url, { state: 'down' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.state).toBe('down');
    expect((await call(t, null, `/api/content/detail/${post.contentId}`)).statusCode).toBe(404);
    expect((await call(t, author, `/api/content/detail/${post.contentId}`)).statusCode).toBe(200);
  });

  it('shows a write on Home and on the author’s homepage at once (cache invalidated)', async () => {
    const before = await anonymousList();
    const mineBefore = await anonymousList({ createBy: author.userId, pageSize: '100' });
    const post = await created({ type: 'pound', title: '刚刚发布', content: '马上就能看到吗？' });
    const after = await anonymousList();
    expect(after.total).toBe(before.total + 1);
    expect(after.records.some((r) => r.contentId === post.contentId)).toBe(true);
    const mineAfter = await anonymousList({ createBy: author.userId, pageSize: '100' });
    expect(mineAfter.total).toBe(mineBefore.total + 1);
    const extend = await call(t, null, `/api/user/extend/${author.userId}`);
    expect(extend.json().data.contentNum).toBe(mineAfter.total);

    await call(t, author, `/web/content/update/${post.contentId}`, { title: '改了标题' });
    expect((await anonymousList()).records.find((r) => r.contentId === post.contentId)?.title).toBe('改了标题');
    await call(t, author, `/web/content/delete/${post.contentId}`, {});
    expect((await anonymousList()).total).toBe(before.total);
  });

  it('deletes only for the author or an admin: the post, its topic links and its unused files', async () => {
    const image = await upload(t, author, 'del.jpg', await photo('#444444'));
    const shared = await upload(t, author, 'keep.jpg', await photo('#555555'));
    const post = await created({
      type: 'image',
      title: '#删除测试# 要删的',
      mediaIds: [image.mediaId, shared.mediaId],
    });
    const keeper = await created({ type: 'image', title: '留下的', mediaIds: [shared.mediaId] });
    const url = `/web/content/delete/${post.contentId}`;

    const foreign = await call(t, other, url, {});
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().msg).toBe('拒绝访问');
    expect((await call(t, author, '/web/content/delete/no-such-post', {})).json().msg).toBe('内容不存在');
    expect((await call(t, null, `/api/content/detail/${post.contentId}`)).statusCode).toBe(200);

    const removed = await call(t, author, url, {});
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ code: 200, msg: '操作成功', data: {} });
    expect((await call(t, author, `/api/content/detail/${post.contentId}`)).statusCode).toBe(404);
    const { db } = t.app.yiying.context;
    const links = await db.selectFrom('topic_content').selectAll().where('content_id', '=', post.contentId).execute();
    expect(links).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: shared.url })).statusCode).toBe(200);
    const kept = (await call(t, null, `/api/content/detail/${keeper.contentId}`)).json().data as ContentRecord;
    expect(kept.media?.map((m) => m.mediaId)).toEqual([shared.mediaId]);

    const byAdmin = await call(t, admin, `/web/content/delete/${keeper.contentId}`, {});
    expect(byAdmin.statusCode).toBe(200);
  });

  it('leaves no row behind when a step of the create transaction fails', async () => {
    const { db, clock, contentCache } = t.app.yiying.context;
    const failing: ContentMedia = {
      owned: (...args) => t.app.yiying.context.media.owned(...args),
      ownedByUrl: (...args) => t.app.yiying.context.media.ownedByUrl(...args),
      ofContents: (...args) => t.app.yiying.context.media.ofContents(...args),
      releaseContent: (id) => t.app.yiying.context.media.releaseContent(id),
      link: async () => {
        throw new Error('disk full');
      },
    };
    const image = await upload(t, author, 'fail.jpg', await photo('#666666'));
    const viewer = { userId: author.userId, admin: false };
    await expect(
      createContent({ db, clock, cache: contentCache, media: failing }, viewer, {
        type: 'image',
        state: 'publish',
        title: '#失败的话题# 不该留下',
        mediaIds: [image.mediaId],
        tags: [],
        accessScope: 'public',
        sensitive: false,
        showExif: false,
        comments: 1,
      }),
    ).rejects.toThrow('disk full');
    expect(await contentRows(t, '#失败的话题# 不该留下')).toBe(0);
    const topics = await db.selectFrom('topic').selectAll().where('title', '=', '失败的话题').execute();
    expect(topics).toEqual([]);
  });
});

describeEachDatabase('publishing a video where the server cannot read video', (target) => {
  const t = useTestApp(target, { env: { FFMPEG_PATH: 'none' } });
  let author: TestSession;

  beforeAll(async () => {
    author = await loginByCode(t.app);
  });

  it('needs a chosen cover, which must be the author’s image', async () => {
    const video = await upload(t, author, 'clip.mp4', tinyVideo());
    expect(video.kind).toBe('video');
    expect(video.poster).toBeUndefined();
    const bare = await call(t, author, '/web/content/create', {
      type: 'video',
      title: '没有封面',
      mediaIds: [video.mediaId],
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().msg).toBe('请上传封面');
    expect(await contentRows(t, '没有封面')).toBe(0);

    const draft = await call(t, author, '/web/content/create', {
      type: 'video',
      state: 'create',
      title: '先存草稿',
      mediaIds: [video.mediaId],
    });
    expect(draft.statusCode).toBe(200);
    const stillBare = await call(t, author, `/web/content/update/${draft.json().data.contentId}`, { state: 'publish' });
    expect(stillBare.statusCode).toBe(400);
    expect(stillBare.json().msg).toBe('请上传封面');

    const image = await upload(t, author, 'cover.jpg', await photo('#777777'));
    const published = await call(t, author, `/web/content/update/${draft.json().data.contentId}`, {
      state: 'publish',
      cover: image.url,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ state: 'publish', cover: image.url, width: 64, height: 48 });
    expect(published.json().data.coverImage.url).toBe(image.url);
    expect(published.json().data.media.map((m: MediaRecord) => m.mediaId)).toEqual([video.mediaId]);
  });
});
