import { rmSync } from 'node:fs';
import path from 'node:path';
import { createApiClient, endpointPaths, isHttpError, type ApiClient, type EndpointPath } from '@yiying/api-client';
import { contractRoutes } from '@yiying/validation';
import { startServer, type RunningServer } from '../app';
import { tempDir, testConfig, SQLITE_TARGET } from '../testing/test-app';

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string }>>;
}

/**
 * Client endpoints of features this server does not serve yet. They show up as todo tests;
 * everything else the client calls must be in the OpenAPI document. Empty: every call is served.
 */
const PENDING_PREFIXES: readonly string[] = [];

function isPending(endpoint: EndpointPath): boolean {
  return PENDING_PREFIXES.some((prefix) => endpoint.path.startsWith(prefix));
}

function isDocumented(doc: OpenApiDocument, endpoint: EndpointPath): boolean {
  return Boolean(doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()]);
}

/** The real server on an ephemeral port, called over real HTTP through the published client. */
describe('@yiying/api-client against the real server', () => {
  let server: RunningServer;
  let client: ApiClient;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDir();
    server = await startServer(testConfig(SQLITE_TARGET, dataDir, path.join(dataDir, 'web'), undefined));
    client = createApiClient({ baseUrl: server.url });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on an ephemeral port', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });

  it('lists home banners', async () => {
    const page = await client.banner.list({ type: 'home-major' });
    expect(page.size).toBe(6);
    expect(page.current).toBe(1);
    expect(page.records.length).toBeGreaterThanOrEqual(4);
    expect(page.records.every((b) => b.type === 'home-major' && b.state === 'publish')).toBe(true);
  });

  it('lists content with paging and the creator', async () => {
    const page = await client.content.list({ pageNum: 2, pageSize: 5 });
    expect(page.current).toBe(2);
    expect(page.size).toBe(5);
    expect(page.records).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(60);
    expect(page.pages).toBe(Math.ceil(page.total / 5));
    for (const record of page.records) {
      expect(record.creator?.userId).toBe(record.createBy);
      expect(record.creator?.username).toBeTruthy();
    }
  });

  it('uses the default page size of the spec', async () => {
    const page = await client.content.list();
    expect(page.size).toBe(9);
    expect(page.records).toHaveLength(9);
  });

  it('surfaces a validation failure as an HttpError with the Chinese message', async () => {
    const failure = await client.content.list({ pageSize: 101 }).catch((error: unknown) => error);
    expect(isHttpError(failure)).toBe(true);
    expect(failure).toMatchObject({
      status: 400,
      message: 'pageSize 必须是 1 到 100 之间的整数',
      errors: [{ field: 'pageSize', message: 'pageSize 必须是 1 到 100 之间的整数' }],
    });
  });

  it('exports my data through the client and downloads the zip once', async () => {
    const session = await client.user.login({ type: 'password', mobile: '13800000005', password: 'Yiying@2026' });
    const member = createApiClient({ baseUrl: server.url, getToken: () => session.token });
    await expect(member.privacy.startExport()).rejects.toMatchObject({ status: 403, message: '请先验证身份' });
    await member.user.stepUp({ password: 'Yiying@2026' });
    expect((await member.user.sessions()).find((s) => s.current)?.device).toBeTruthy();
    const started = await member.privacy.startExport();
    let current = started;
    for (let i = 0; i < 500 && (current.state === 'queued' || current.state === 'preparing'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      current = await member.privacy.exportDetail(started.exportId);
    }
    expect(current).toMatchObject({ state: 'ready', progress: 100 });
    expect((await member.privacy.latestExport())?.exportId).toBe(started.exportId);
    const archive = await member.privacy.downloadExport(started.exportId);
    expect(archive.fileName).toMatch(/^yiying-data-\d{8}\.zip$/);
    expect(
      Buffer.from(await archive.blob.arrayBuffer())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
    const again = await member.privacy.downloadExport(started.exportId).catch((error: unknown) => error);
    expect(isHttpError(again) && again.status).toBe(400);
    expect(isHttpError(again) && again.message).toBe('导出文件已下载，如需再次下载请重新导出');
    expect(await member.privacy.deletionStatus()).toMatchObject({ state: 'none' });
  });

  it('publishes through the client: upload, draft, personal list, publish, detail, topics, delete', async () => {
    const visitor = client;
    const session = await visitor.user.login({ type: 'password', mobile: '13800000001', password: 'Yiying@2026' });
    const member = createApiClient({ baseUrl: server.url, getToken: () => session.token });
    // A 1×1 PNG: the server types it by its bytes and re-encodes it.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const progress: number[] = [];
    const media = await member.file.upload(new Blob([png], { type: 'image/png' }), {
      fileName: 'ward.png',
      onProgress: (p) => progress.push(p),
    });
    expect(media).toMatchObject({ kind: 'image', name: 'ward.png', width: 1, height: 1 });
    expect(progress.at(-1)).toBe(100);

    const title = `#客户端话题${Date.now() % 100000}#清晨`;
    const draft = await member.content.create({ type: 'image', state: 'create', title, mediaIds: [media.mediaId] });
    expect(draft).toMatchObject({ state: 'create', title, createBy: session.userId });
    const drafts = await member.content.personalList({ state: 'create' });
    expect(drafts.records.map((r) => r.contentId)).toContain(draft.contentId);
    const hidden = await visitor.content.detail(draft.contentId).catch((error: unknown) => error);
    expect(isHttpError(hidden) && hidden.status).toBe(404);

    const published = await member.content.update(draft.contentId, { state: 'publish', tags: ['清晨', '清晨'] });
    expect(published).toMatchObject({ state: 'publish', tags: ['清晨'] });
    const detail = await visitor.content.detail(draft.contentId);
    expect(detail.media?.map((m) => m.mediaId)).toEqual([media.mediaId]);
    const topics = await visitor.topic.list({ title: title.slice(1, 6) });
    expect(topics.records.map((t) => t.title)).toContain(title.split('#')[1]);
    const topic = await visitor.topic.detail(topics.records[0]?.topicId ?? '');
    expect(topic.title).toBe(title.split('#')[1]);

    await member.content.delete(draft.contentId);
    const gone = await visitor.content.detail(draft.contentId).catch((error: unknown) => error);
    expect(isHttpError(gone) && gone.status).toBe(404);
  });

  it('runs an activity through the client: editor, entry with the put-in fields, review, vote, results', async () => {
    const login = (mobile: string) => client.user.login({ type: 'password', mobile, password: 'Yiying@2026' });
    const adminSession = await login('13800000009');
    const authorSession = await login('13800000002');
    const voterSession = await login('13800000004');
    const admin = createApiClient({ baseUrl: server.url, getToken: () => adminSession.token });
    const author = createApiClient({ baseUrl: server.url, getToken: () => authorSession.token });
    const voter = createApiClient({ baseUrl: server.url, getToken: () => voterSession.token });
    const now = Date.now();
    const show = await admin.activityMng.roadshowCreate({ title: '客户端路演', cover: '/r.jpg', state: 'publish' });
    const activity = await admin.activityMng.create({
      title: '客户端摄影活动',
      cover: '/a.jpg',
      state: 'publish',
      roadshowId: show.roadshowId,
      validStart: new Date(now - 3_600_000).toISOString(),
      validEnd: new Date(now + 86_400_000).toISOString(),
      voteStart: new Date(now - 3_600_000).toISOString(),
      voteEnd: new Date(now + 86_400_000).toISOString(),
    });
    expect(activity).toMatchObject({ state: 'doing', valid: true, votePhase: 'open' });
    const listed = await client.activity.list({ title: '客户端摄影', roadshowId: show.roadshowId });
    expect(listed.size).toBe(9);
    expect(listed.records.map((a) => a.activityId)).toEqual([activity.activityId]);
    expect((await client.roadshow.detail(show.roadshowId)).activityNum).toBe(1);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const media = await author.file.upload(new Blob([png], { type: 'image/png' }), { fileName: 'entry.png' });
    const refused = await author.activityEnroll
      .create({ activityId: activity.activityId, title: '作品', mediaIds: [media.mediaId], name: '', phone: '1' })
      .catch((error: unknown) => error);
    expect(isHttpError(refused) && refused.message).toBe('必须填写姓名');
    const entry = await author.activityEnroll.create({
      activityId: activity.activityId,
      title: '客户端作品',
      mediaIds: [media.mediaId],
      name: '李医生',
      phone: '13800000002',
    });
    expect(entry).toMatchObject({ state: 'created', name: '李医生' });
    expect((await author.activityEnroll.current(activity.activityId)).entryCount).toBe(1);
    expect(await author.activityEnroll.mine(activity.activityId)).toEqual(
      await author.activityEnroll.current(activity.activityId),
    );
    const anonymous = await client.activityEnroll.mine(activity.activityId).catch((error: unknown) => error);
    expect(isHttpError(anonymous) && anonymous.status).toBe(401);
    const queue = await admin.activityMng.enrollList({ activityId: activity.activityId, state: 'created' });
    expect(queue.records.map((r) => r.enrollId)).toEqual([entry.enrollId]);
    await admin.activityMng.review(entry.enrollId, { state: 'pass', note: '入选' });
    const voted = await voter.activityEnroll.vote(entry.enrollId);
    expect(voted).toMatchObject({ voteNum: 1, remainingVotes: 4 });
    const ranking = await client.activityEnroll.list({ activityId: activity.activityId, sort: 'vote_num' });
    expect(ranking.records[0]).toMatchObject({ enrollId: entry.enrollId, voteNum: 1 });
    expect(ranking.records[0]?.phone).toBeUndefined();
    const early = await client.activity.results(activity.activityId).catch((error: unknown) => error);
    expect(isHttpError(early) && early.status).toBe(403);

    await admin.activityMng.update(activity.activityId, { voteEnd: new Date(Date.now() - 1000).toISOString() });
    const results = await client.activity.results(activity.activityId);
    expect(results.ranking.map((r) => r.voteNum)).toEqual([1]);
    await admin.activityMng.down(activity.activityId);
    const gone = await client.activity.detail(activity.activityId).catch((error: unknown) => error);
    expect(isHttpError(gone) && gone.status).toBe(404);
  });

  it('keeps the watch list and works the review queue through the client', async () => {
    const login = (mobile: string) => client.user.login({ type: 'password', mobile, password: 'Yiying@2026' });
    const adminSession = await login('13800000009');
    const memberSession = await login('13800000001');
    const admin = createApiClient({ baseUrl: server.url, getToken: () => adminSession.token });
    const member = createApiClient({ baseUrl: server.url, getToken: () => memberSession.token });
    // The demo's starter list and its held post.
    const starter = await admin.moderation.words({ search: '示例' });
    expect(starter.records.map((w) => w.word)).toEqual(expect.arrayContaining(['待审示例', '替换示例']));
    const counts = await admin.moderation.counts();
    expect(counts.content).toBeGreaterThanOrEqual(1);
    const word = await admin.moderation.createWord({ word: '客户端审核词', action: 'hold' });
    expect((await admin.moderation.testWords('有客户端审核词')).action).toBe('hold');
    const exported = await admin.moderation.exportWords();
    expect(exported.text).toContain('客户端审核词\t审核');
    expect(await admin.moderation.importWords('客户端导入词\t替换\n')).toMatchObject({ added: 1, updated: 0 });
    const held = await member.content.create({ type: 'pound', title: '客户端审核词', content: '正文' });
    expect(held.held).toBe(true);
    const queue = await admin.moderation.queue({ kind: 'content' });
    const item = queue.records.find((i) => i.targetId === held.contentId);
    if (!item) throw new Error('held post not queued');
    expect((await admin.moderation.reject(item.itemId, '不合适')).state).toBe('rejected');
    const demo = queue.records.find((i) => i.targetId === 'demo-held-post');
    if (!demo) throw new Error('demo held post not queued');
    expect(await admin.moderation.bulk([demo.itemId], 'approve')).toEqual({ done: 1, failed: [] });
    expect((await client.content.detail('demo-held-post')).title).toBe('夜班手记（待审示例）');
    await admin.moderation.updateWord(word.watchwordId, { word: '客户端审核词', action: 'flag' });
    await admin.moderation.deleteWord(word.watchwordId);
    const pending = await admin.moderation.queue({ kind: 'comment' });
    expect(pending.records).toEqual([]);
    await expect(admin.moderation.approve('no-such-item')).rejects.toThrow('审核项不存在');
  });

  it('reads a banner, a post’s author card and a QR code of a chosen life through the client', async () => {
    const [banner] = (await client.banner.list({ type: 'home-major' })).records;
    if (!banner) throw new Error('no home banner');
    expect(await client.banner.detail(banner.bannerId)).toEqual(banner);
    const missing = await client.banner.detail('no-such-banner').catch((error: unknown) => error);
    expect(isHttpError(missing) && missing.message).toBe('横幅不存在');

    const [post] = (await client.content.list({ pageSize: 1 })).records;
    if (!post) throw new Error('no post');
    const card = await client.user.extendOfContent(post.contentId);
    expect(card).toEqual({ userId: post.createBy, ...(await client.user.extendOf(post.createBy)) });

    const qr = await client.wxMp.ticket(120);
    expect(qr.invalidTime).toBe(120);
    // Its state is for the browser holding its cookie only; this script is not that browser.
    await expect(client.wxMp.check(qr.qrcodeId)).rejects.toThrow('二维码已失效，请刷新');
    expect((await client.wxMp.ticket()).invalidTime).toBe(300);
  });

  it('chats through the client: picture upload, send, sessions, history, read, settings, blocks, message centre', async () => {
    const login = (mobile: string) => client.user.login({ type: 'password', mobile, password: 'Yiying@2026' });
    const a = await login('13800000003');
    const b = await login('13800000006');
    const alice = createApiClient({ baseUrl: server.url, getToken: () => a.token });
    const bob = createApiClient({ baseUrl: server.url, getToken: () => b.token });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const picture = await alice.imMsg.upload(new Blob([png], { type: 'image/png' }), 'scan.png');
    expect(picture.kind).toBe('image');
    const sent = await alice.imMsg.create({
      content: picture.url,
      contentType: 'image',
      senderId: a.userId,
      receiverId: b.userId,
    });
    expect(sent).toMatchObject({ contentType: 'image', content: picture.url, state: 'ready_send' });
    await alice.imMsg.create({ content: '片子收到了吗？', senderId: a.userId, receiverId: b.userId });

    const [session] = await bob.imSession.list();
    expect(session).toMatchObject({ userId: a.userId, newest: '片子收到了吗？', unread: 2 });
    expect((await bob.notification.unread()).chat).toBe(2);
    const page = await bob.imMsg.list({ chatUserId: a.userId });
    expect(page.records.map((m) => m.contentType)).toEqual(['text', 'image']);
    await bob.imSession.read(a.userId);
    expect((await bob.notification.unread()).chat).toBe(0);

    expect(await bob.imMsg.updateSetting('nobody')).toEqual({ permission: 'nobody' });
    await expect(
      alice.imMsg.create({ content: '在吗', senderId: a.userId, receiverId: b.userId }),
    ).rejects.toMatchObject({
      status: 403,
      message: '对方不接收私信',
    });
    await bob.imMsg.updateSetting('everyone');
    expect(await bob.block.block(a.userId)).toEqual({ userId: a.userId, blocked: true });
    expect((await bob.block.list()).map((e) => e.user.userId)).toEqual([a.userId]);
    expect(await bob.block.unblock(a.userId)).toEqual({ userId: a.userId, blocked: false });
    // The demo's likes on bob's posts are in his 赞和收藏 tab; reading everything leaves nothing unread.
    const likes = (await bob.notification.list({ type: 'likes' })).records;
    expect(likes.length).toBeGreaterThan(0);
    expect(likes.every((n) => n.type === 'likes' && n.actor.userId !== b.userId)).toBe(true);
    expect(await bob.notification.read()).toMatchObject({ total: 0 });
    await alice.imSession.delete(b.userId);
    expect((await alice.imSession.list()).map((s) => s.userId)).not.toContain(b.userId);
  });

  it('calls only routes that the server documents', async () => {
    const doc = await openApiDocument();
    const served = endpointPaths.filter((e) => !isPending(e));
    expect(served.length).toBeGreaterThanOrEqual(2);
    for (const endpoint of served) {
      expect({ ...endpoint, documented: isDocumented(doc, endpoint) }).toEqual({
        ...endpoint,
        documented: true,
      });
    }
  });

  it('documents every contract route with its method, path and operationId', async () => {
    const doc = await openApiDocument();
    for (const route of contractRoutes) {
      expect({ ...route, operationId: doc.paths[route.path]?.[route.method.toLowerCase()]?.operationId }).toEqual(
        route,
      );
    }
  });

  it('calls only routes of the shared contracts', () => {
    const contract = new Set(contractRoutes.map((r) => `${r.method} ${r.path} ${r.operationId}`));
    expect(endpointPaths.filter((e) => !contract.has(`${e.method} ${e.path} ${e.operationId}`))).toEqual([]);
  });

  it('keeps the list of not yet served features honest', async () => {
    const doc = await openApiDocument();
    const nowServed = endpointPaths.filter((e) => isPending(e) && isDocumented(doc, e));
    // Once a feature is served, its prefix must leave PENDING_PREFIXES so the check above covers it.
    expect(nowServed).toEqual([]);
  });

  for (const endpoint of endpointPaths.filter(isPending)) {
    it.todo(`serves ${endpoint.method} ${endpoint.path}`);
  }

  async function openApiDocument(): Promise<OpenApiDocument> {
    const response = await fetch(`${server.url}/docs/json`);
    return (await response.json()) as OpenApiDocument;
  }
});
