import {
  createApiClient,
  endpointPaths,
  isHttpError,
  isTimeoutError,
  isUnauthorizedError,
  uploadTimeoutOf,
  type ApiClient,
} from '../../index.js';
import { startFixtureServer, type FixtureServer, type SeenRequest } from '../../test/http-fixture.js';

let server: FixtureServer;
let client: ApiClient;
const unauthorized: unknown[] = [];
const ok = (data: unknown) => ({ body: { code: 200, msg: '成功', data } });

beforeAll(async () => {
  server = await startFixtureServer({
    'GET *': () => ok({ echoed: true }),
    'POST *': () => ok({ echoed: true }),
    'GET /web/user/certificate': () => ok(null),
    'GET /dev/sms/outbox': (req) =>
      ok([
        {
          mobile: req.query.get('mobile'),
          code: '123456',
          scope: 'register',
          createTime: '2026-01-01T00:00:00.000Z',
        },
      ]),
    'GET /api/fans/list': () =>
      ok({
        records: [
          {
            fansId: 'a',
            userId: 'b',
            user: { userId: 'a', username: '甲', avatar: '' },
            createTime: '',
          },
        ],
        total: 11,
        size: 10,
        pages: 2,
        current: 1,
      }),
    'POST /web/user/sendSms': () => ({
      status: 429,
      headers: { 'retry-after': '42' },
      body: { code: 429, msg: '操作过于频繁，请稍后再试' },
    }),
    'POST /web/sso/refreshToken': () => ({
      status: 401,
      body: { code: 401, msg: '用户未登录' },
    }),
    'POST /web/user/logout': () => ({
      status: 401,
      body: { code: 401, msg: '用户未登录' },
    }),
    'GET /web/user/current': () => ({
      status: 401,
      body: { code: 401, msg: '用户未登录' },
    }),
    'POST /web/file/upload': (req) =>
      ok({
        mediaId: 'm1',
        kind: 'image',
        url: '/files/m/x.jpg',
        name: 'a.png',
        size: String(req.body ?? '').length,
        type: 'image/jpeg',
        createTime: '2026-01-01T00:00:00.000Z',
      }),
    'POST /web/content/create': () => ({
      status: 400,
      body: { code: 400, msg: '请输入标题', errors: [{ field: 'title', message: '请输入标题' }] },
    }),
    'POST /web/user/uploadOss': (req) =>
      ok({
        url: '/files/u/x.png',
        name: 'a.png',
        size: String(req.body ?? '').length,
        type: 'image/png',
      }),
  });
  client = createApiClient({
    baseUrl: server.url,
    getToken: () => 'tok',
    getUserId: () => 'u1',
    onUnauthorized: (e) => unauthorized.push(e),
  });
});

afterAll(() => server.close());

const last = (): SeenRequest => {
  const seen = server.requests.at(-1);
  if (!seen) throw new Error('no request');
  return seen;
};

describe('identity endpoints', () => {
  it.each([
    [
      'user.login',
      () =>
        client.user.login({
          type: 'password',
          mobile: '13800000001',
          password: 'Yiying@2026',
        }),
      'POST',
      '/web/user/login',
      { type: 'password', mobile: '13800000001', password: 'Yiying@2026' },
    ],
    ['user.info', () => client.user.info('u 2'), 'GET', '/api/user/info/u%202', undefined],
    ['user.attention', () => client.user.attention('u2'), 'GET', '/web/user/attention/u2', undefined],
    ['user.extend', () => client.user.extend(), 'GET', '/web/user/extend', undefined],
    ['user.extendOf', () => client.user.extendOf('u2'), 'GET', '/api/user/extend/u2', undefined],
    ['user.extendOfContent', () => client.user.extendOfContent('c1'), 'GET', '/api/user/extendContent/c1', undefined],
    ['banner.detail', () => client.banner.detail('b1'), 'GET', '/api/banner/detail/b1', undefined],
    ['activityEnroll.mine', () => client.activityEnroll.mine('a1'), 'GET', '/web/activityEnroll/current', undefined],
    [
      'user.update',
      () => client.user.update({ username: '新昵称' }),
      'POST',
      '/web/user/update',
      { username: '新昵称' },
    ],
    [
      'user.fileDelete',
      () => client.user.fileDelete('/files/u/a.jpg'),
      'POST',
      '/web/user/fileDelete',
      { url: '/files/u/a.jpg' },
    ],
    [
      'user.forgetPwd',
      () =>
        client.user.forgetPwd({
          mobile: '13800000001',
          code: '123456',
          password: 'secret1',
        }),
      'POST',
      '/web/user/forgetPwd',
      { mobile: '13800000001', code: '123456', password: 'secret1' },
    ],
    ['user.setPwd', () => client.user.setPwd('secret1'), 'POST', '/web/user/setPwd', { password: 'secret1' }],
    [
      'user.bindMobile',
      () => client.user.bindMobile({ mobile: '13900000000', code: '123456' }),
      'POST',
      '/web/user/bindMobile',
      { mobile: '13900000000', code: '123456' },
    ],
    [
      'user.updatePwdByMobileCode',
      () =>
        client.user.updatePwdByMobileCode({
          code: '123456',
          password: 'secret1',
        }),
      'POST',
      '/web/user/updatePwdByMobileCode',
      { code: '123456', password: 'secret1' },
    ],
    ['user.stepUp', () => client.user.stepUp({ code: '123456' }), 'POST', '/web/user/stepUp', { code: '123456' }],
    ['user.sessions', () => client.user.sessions(), 'GET', '/web/user/session/list', undefined],
    ['user.endSession', () => client.user.endSession('f1'), 'POST', '/web/user/session/delete/f1', undefined],
    [
      'user.endOtherSessions',
      () => client.user.endOtherSessions(),
      'POST',
      '/web/user/session/deleteOthers',
      undefined,
    ],
    ['file.status', () => client.file.status('f1'), 'GET', '/web/file/status/f1', undefined],
    [
      'sso.signup',
      () =>
        client.sso.signup({
          mobile: '13800000001',
          code: '123456',
          nickname: '新人',
        }),
      'POST',
      '/web/sso/signup',
      { mobile: '13800000001', code: '123456', nickname: '新人' },
    ],
    ['sso.verifyToken', () => client.sso.verifyToken('t'), 'POST', '/web/sso/verifyToken', { token: 't' }],
    [
      'sso.updatePwdByOldPwd',
      () => client.sso.updatePwdByOldPwd({ oldPassword: 'a', newPassword: 'b' }),
      'POST',
      '/web/sso/updatePwdByOldPwd',
      { oldPassword: 'a', newPassword: 'b' },
    ],
    ['wxMp.qrcode', () => client.wxMp.qrcode(), 'POST', '/web/wxMp/qrcode', undefined],
    ['wxMp.ticket', () => client.wxMp.ticket(600), 'GET', '/web/wxMp/getTicket', undefined],
    ['wxMp.check', () => client.wxMp.check('q1'), 'GET', '/web/wxMp/check/q1', undefined],
    ['wxMp.scan', () => client.wxMp.scan('q1', 'tk'), 'POST', '/web/wxMp/scan/q1', { ticket: 'tk' }],
    ['wxMp.confirm', () => client.wxMp.confirm('q1', 'tk'), 'POST', '/web/wxMp/confirm/q1', { ticket: 'tk' }],
    ['wxMp.expire', () => client.wxMp.expire('q1'), 'POST', '/web/wxMp/expire/q1', undefined],
    [
      'wxMp.login',
      () => client.wxMp.login({ code: 'c', state: 'q1' }),
      'POST',
      '/web/wxMp/login',
      { code: 'c', state: 'q1' },
    ],
    [
      'fans.personalList',
      () => client.fans.personalList({ kind: 'attention' }),
      'GET',
      '/web/fans/personalList',
      undefined,
    ],
    ['fans.detail', () => client.fans.detail('f1'), 'GET', '/web/fans/detail/f1', undefined],
    ['fans.create', () => client.fans.create('u2'), 'POST', '/web/fans/create', { userId: 'u2' }],
    ['fans.delete', () => client.fans.delete('f1'), 'POST', '/web/fans/delete/f1', undefined],
    [
      'behaviour.attention',
      () => client.behaviour.attention('u2'),
      'POST',
      '/web/user/behaviour/attention/u2',
      undefined,
    ],
    [
      'behaviour.cancelAttention',
      () => client.behaviour.cancelAttention('u2'),
      'POST',
      '/web/user/behaviour/cancel/attention/u2',
      undefined,
    ],
    [
      'certificate.request',
      () =>
        client.certificate.request({
          identityType: 'doctor',
          realName: '李医生',
          organization: '协和医院',
          title: '主治医师',
          document: '/files/u/d.jpg',
        }),
      'POST',
      '/web/user/certificate',
      {
        identityType: 'doctor',
        realName: '李医生',
        organization: '协和医院',
        title: '主治医师',
        document: '/files/u/d.jpg',
      },
    ],
    ['content.detail', () => client.content.detail('c1'), 'GET', '/api/content/detail/c1', undefined],
    [
      'content.personalList',
      () => client.content.personalList({ state: 'create' }),
      'GET',
      '/web/content/personalList',
      undefined,
    ],
    [
      'content.update',
      () => client.content.update('c1', { state: 'publish', title: '#春日#清晨' }),
      'POST',
      '/web/content/update/c1',
      { state: 'publish', title: '#春日#清晨' },
    ],
    ['content.delete', () => client.content.delete('c1'), 'POST', '/web/content/delete/c1', undefined],
    ['topic.list', () => client.topic.list({ title: '春' }), 'GET', '/api/topic/list', undefined],
    ['topic.detail', () => client.topic.detail('c1'), 'GET', '/api/topic/detail/c1', undefined],
    [
      'certificate.list',
      () => client.certificate.list({ state: 'pending' }),
      'GET',
      '/mng/user/certificate/list',
      undefined,
    ],
    [
      'certificate.approve',
      () => client.certificate.approve('c1'),
      'POST',
      '/mng/user/certificate/approve/c1',
      undefined,
    ],
    [
      'certificate.reject',
      () => client.certificate.reject('c1', '材料不清晰'),
      'POST',
      '/mng/user/certificate/reject/c1',
      { reason: '材料不清晰' },
    ],
  ] as const)('%s calls %s %s', async (_name, call, method, path, body) => {
    await call();
    const seen = last();
    expect(`${seen.method} ${seen.path}`).toBe(`${method} ${path}`);
    expect(seen.body).toEqual(body);
    expect(seen.headers['authorization']).toBe('tok');
    expect(seen.headers['uuid']).toBe('u1');
    // Every path called is listed for the server's contract test.
    const template = path.replace(/\/(u%202|u2|q1|f1|c1|b1)$/, '/{param}');
    expect(endpointPaths.some((e) => e.method === method && e.path.replace(/\{\w+\}$/, '{param}') === template)).toBe(
      true,
    );
  });

  it('pages the fans list by 10 and filters by userId', async () => {
    const list = await client.fans.list({ userId: 'b' });
    expect(list).toMatchObject({ total: 11, pages: 2, size: 10 });
    expect(last().query.toString()).toBe('pageNum=1&pageSize=10&userId=b');
  });

  it('reads an absent certificate as null and the dev outbox as a list', async () => {
    await expect(client.certificate.current()).resolves.toBeNull();
    const outbox = await client.dev.smsOutbox('13800000001');
    expect(outbox[0]).toMatchObject({ mobile: '13800000001', code: '123456' });
    expect(last().query.get('mobile')).toBe('13800000001');
  });

  it('keeps the Retry-After seconds of a throttled SMS request', async () => {
    const error = await client.user.sendSms({ mobile: '13800000001', scope: 'login' }).catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 429,
      message: '操作过于频繁，请稍后再试',
      retryAfter: 42,
    });
    expect(last().body).toEqual({ mobile: '13800000001', scope: 'login' });
  });

  it('uploads multipart with the file field', async () => {
    const file = await client.user.uploadOss(
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      'a.png',
    );
    expect(file.url).toBe('/files/u/x.png');
    const seen = last();
    expect(seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(seen.body)).toContain('name="file"; filename="a.png"');
  });

  it('pages the personal list by 9 and the topic list by 10, with their filters', async () => {
    await client.content.personalList({ state: 'publish', pageNum: 2 });
    expect(last().query.toString()).toBe('pageNum=2&pageSize=9&state=publish');
    await client.topic.list({ title: '春日' });
    expect(last().query.toString()).toBe(`pageNum=1&pageSize=10&title=${encodeURIComponent('春日')}`);
  });

  it('sends a new post as JSON and reads a refused one as an HttpError with the field errors', async () => {
    const error = await client.content.create({ type: 'image', state: 'publish', title: '' }).catch((e: unknown) => e);
    expect(last().body).toEqual({ type: 'image', state: 'publish', title: '' });
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      message: '请输入标题',
      errors: [{ field: 'title', message: '请输入标题' }],
    });
  });

  it('uploads a post file to /web/file/upload with its siteId and answers its media record', async () => {
    const progress: number[] = [];
    const media = await client.file.upload(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), {
      fileName: 'a.png',
      siteId: 's1',
      onProgress: (p) => progress.push(p),
    });
    expect(media).toMatchObject({ mediaId: 'm1', kind: 'image', url: '/files/m/x.jpg' });
    const seen = last();
    expect(`${seen.method} ${seen.path}?${seen.query.toString()}`).toBe('POST /web/file/upload?siteId=s1');
    expect(seen.headers['authorization']).toBe('tok');
    expect(String(seen.body)).toContain('name="file"; filename="a.png"');
    // Node has no XMLHttpRequest: the answer still reports completion.
    expect(progress).toEqual([100]);
  });

  it('gives each kind of upload its spec timeout', () => {
    expect(uploadTimeoutOf(new Blob([], { type: 'image/jpeg' }), 'x')).toBe(60_000);
    expect(uploadTimeoutOf(new Blob([], { type: 'video/mp4' }), 'x')).toBe(300_000);
    expect(uploadTimeoutOf(new Blob([]), 'clip.mov')).toBe(300_000);
    expect(uploadTimeoutOf(new Blob([], { type: 'application/pdf' }), 'a.pdf')).toBe(120_000);
    expect(uploadTimeoutOf(new Blob([]), 'unknown')).toBe(120_000);
  });

  it('stops an upload when its signal aborts', async () => {
    const slow = await startFixtureServer({
      'POST /web/file/upload': () => ({ delayMs: 2_000, body: { code: 200, msg: '', data: {} } }),
    });
    try {
      const controller = new AbortController();
      const pending = createApiClient({ baseUrl: slow.url })
        .file.upload(new Blob(['x'], { type: 'image/png' }), { fileName: 'a.png', signal: controller.signal })
        .catch((e: unknown) => e);
      setTimeout(() => controller.abort(), 50);
      const error = await pending;
      expect(isTimeoutError(error)).toBe(false);
      expect((error as Error).name).toBe('AbortError');
    } finally {
      await slow.close();
    }
  });

  it("stops a video's status poll when its signal aborts", async () => {
    const slow = await startFixtureServer({
      'GET /web/file/status/m1': () => ({ delayMs: 2_000, body: { code: 200, msg: '', data: {} } }),
    });
    try {
      const controller = new AbortController();
      const pending = createApiClient({ baseUrl: slow.url })
        .file.status('m1', { signal: controller.signal })
        .catch((e: unknown) => e);
      setTimeout(() => controller.abort(), 50);
      const error = await pending;
      expect(isTimeoutError(error)).toBe(false);
      expect((error as Error).name).toBe('AbortError');
    } finally {
      await slow.close();
    }
  });

  it('a refused refresh or logout does not call onUnauthorized, other 401s do', async () => {
    unauthorized.length = 0;
    expect(isUnauthorizedError(await client.sso.refreshToken('old').catch((e: unknown) => e))).toBe(true);
    expect(last().body).toEqual({ refreshToken: 'old' });
    expect(isUnauthorizedError(await client.user.logout().catch((e: unknown) => e))).toBe(true);
    expect(unauthorized).toHaveLength(0);
    expect(isUnauthorizedError(await client.user.current().catch((e: unknown) => e))).toBe(true);
    expect(unauthorized).toHaveLength(1);
  });

  it('checks answers of another transport like its own', () => {
    expect(client.url('/web/user/uploadOss')).toBe(`${server.url}/web/user/uploadOss`);
    expect(client.authHeaders()).toEqual({ authorization: 'tok', uuid: 'u1' });
    expect(
      client.readAnswer({
        status: 200,
        body: JSON.stringify({ code: 200, msg: '', data: { url: '/x' } }),
      }).data,
    ).toEqual({ url: '/x' });
    expect(() =>
      client.readAnswer({
        status: 413,
        body: JSON.stringify({ code: 413, msg: '文件过大' }),
      }),
    ).toThrow('文件过大');
    unauthorized.length = 0;
    expect(() => client.readAnswer({ status: 401, body: '' })).toThrow('用户未登录');
    expect(unauthorized).toHaveLength(1);
  });

  it('asks for a QR code of the given life, or of the server’s default', async () => {
    await client.wxMp.ticket(600);
    expect(last().query.get('invalidTime')).toBe('600');
    await client.wxMp.ticket();
    expect(last().query.has('invalidTime')).toBe(false);
  });

  it('lists each identity path once', () => {
    const keys = endpointPaths.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /web/user/sendSms',
        'POST /web/user/uploadOss',
        'GET /web/user/certificate',
        'POST /web/user/certificate',
        'GET /dev/sms/outbox',
        'GET /api/fans/list',
        'POST /web/file/upload',
        'GET /api/topic/list',
        'POST /web/content/delete/{id}',
        'POST /web/imMsg/create',
        'GET /web/imSession/list',
        'POST /web/user/block/{userId}',
        'GET /web/notification/unread',
      ]),
    );
    // 56 routes of identity (with step-up and the member's sessions), banners, publishing and files (with a video's
    // processing status; the file view redirect is a link, not a call), then discovery:
    // content lists 3, behaviours 7, likes 6, collection 6, comment 6, reply 5, album 6, album image 5, search 1, report 1;
    // then private messages 6, conversations 3, blocks 4 and the message centre 3;
    // then activities 4, entries 9, road shows 2 and their admin calls 13;
    // then circles 10, circle subscriptions 5, circle posts 2, notices 7, site parameters 3, configuration 6,
    // dictionary 7, categories 7, guestbook 5 and banner management 5; then privacy (data export and deletion) 7;
    // then 屏蔽词 3.
    expect(keys).toHaveLength(
      56 +
        3 +
        7 +
        6 +
        6 +
        6 +
        5 +
        6 +
        5 +
        1 +
        1 +
        6 +
        3 +
        4 +
        3 +
        4 +
        9 +
        2 +
        13 +
        10 +
        5 +
        2 +
        7 +
        3 +
        6 +
        7 +
        7 +
        5 +
        5 +
        7 +
        3,
    );
  });
});

describe('discovery and interaction endpoints', () => {
  it.each([
    ['behaviour.like', () => client.behaviour.like('c1'), 'POST', '/web/user/behaviour/like/c1', undefined],
    ['behaviour.collect', () => client.behaviour.collect('c1'), 'POST', '/web/user/behaviour/collect/c1', undefined],
    [
      'behaviour.forward',
      () => client.behaviour.forward('c1', '推荐给大家'),
      'POST',
      '/web/user/behaviour/forward/c1',
      { contentId: 'c1', forwardedText: '推荐给大家' },
    ],
    [
      'behaviour.cancelLike',
      () => client.behaviour.cancelLike('c1'),
      'POST',
      '/web/user/behaviour/cancel/like/c1',
      undefined,
    ],
    [
      'behaviour.cancelCollection',
      () => client.behaviour.cancelCollection('c1'),
      'POST',
      '/web/user/behaviour/cancel/collection/c1',
      undefined,
    ],
    ['behaviour.shield', () => client.behaviour.shield('c1'), 'POST', '/web/user/behaviour/shield/c1', undefined],
    [
      'behaviour.cancelShield',
      () => client.behaviour.cancelShield('c1'),
      'POST',
      '/web/user/behaviour/cancel/shield/c1',
      undefined,
    ],
    ['content.detail', () => client.content.detail('c1'), 'GET', '/api/content/detail/c1', undefined],
    [
      'content.update',
      () => client.content.update('c1', { title: '清晨' }),
      'POST',
      '/web/content/update/c1',
      { title: '清晨' },
    ],
    ['content.delete', () => client.content.delete('c1'), 'POST', '/web/content/delete/c1', undefined],
    [
      'behaviour.attention',
      () => client.behaviour.attention('c1'),
      'POST',
      '/web/user/behaviour/attention/c1',
      undefined,
    ],
    ['likes.personalList', () => client.likes.personalList(), 'GET', '/web/likes/personalList', undefined],
    ['likes.detail', () => client.likes.detail('c1'), 'GET', '/web/likes/detail/c1', undefined],
    ['likes.delete', () => client.likes.delete('c1'), 'POST', '/web/likes/delete/c1', undefined],
    ['collection.list', () => client.collection.list({ userId: 'u2' }), 'GET', '/api/collection/list', undefined],
    [
      'collection.create',
      () => client.collection.create({ contentId: 'c1' }),
      'POST',
      '/web/collection/create',
      { contentId: 'c1' },
    ],
    [
      'collection.update',
      () => client.collection.update('c1', { remark: '好' }),
      'POST',
      '/web/collection/update/c1',
      { remark: '好' },
    ],
    ['comment.list', () => client.comment.list({ contentId: 'c1' }), 'GET', '/api/comment/list', undefined],
    ['comment.subList', () => client.comment.subList({ commentId: 'c1' }), 'GET', '/api/comment/subList', undefined],
    [
      'comment.create',
      () => client.comment.create({ contentId: 'c1', content: '拍得真好' }),
      'POST',
      '/web/comment/create',
      { contentId: 'c1', content: '拍得真好' },
    ],
    ['comment.detail', () => client.comment.detail('c1'), 'GET', '/api/comment/detail/c1', undefined],
    ['comment.delete', () => client.comment.delete('c1'), 'POST', '/web/comment/delete/c1', undefined],
    ['reply.list', () => client.reply.list({ commentId: 'c1' }), 'GET', '/api/reply/list', undefined],
    [
      'reply.create',
      () => client.reply.create({ commentId: 'c1', content: '谢谢' }),
      'POST',
      '/web/reply/create',
      { commentId: 'c1', content: '谢谢' },
    ],
    ['reply.delete', () => client.reply.delete('c1'), 'POST', '/web/reply/delete/c1', undefined],
    ['album.personalList', () => client.album.personalList(), 'GET', '/web/album/personalList', undefined],
    ['album.detail', () => client.album.detail('c1'), 'GET', '/api/album/detail/c1', undefined],
    ['album.create', () => client.album.create({ title: '春日' }), 'POST', '/web/album/create', { title: '春日' }],
    [
      'album.update',
      () => client.album.update('c1', { title: '夏日' }),
      'POST',
      '/web/album/update/c1',
      { title: '夏日' },
    ],
    ['album.delete', () => client.album.delete('c1'), 'POST', '/web/album/delete/c1', undefined],
    [
      'albumImage.create',
      () => client.albumImage.create({ albumId: 'a1', contentId: 'c1' }),
      'POST',
      '/web/albumImage/create',
      { albumId: 'a1', contentId: 'c1' },
    ],
    [
      'albumImage.update',
      () => client.albumImage.update('c1', { enabled: 0 }),
      'POST',
      '/web/albumImage/update/c1',
      { enabled: 0 },
    ],
    ['albumImage.delete', () => client.albumImage.delete('c1'), 'POST', '/web/albumImage/delete/c1', undefined],
    [
      'report.create',
      () => client.report.create({ contentId: 'c1', reason: '广告' }),
      'POST',
      '/web/report/create',
      { contentId: 'c1', reason: '广告' },
    ],
  ] as const)('%s calls %s %s', async (_name, call, method, path, body) => {
    await call();
    const seen = last();
    expect(`${seen.method} ${seen.path}`).toBe(`${method} ${path}`);
    expect(seen.body).toEqual(body);
    const template = path.replace(/\/c1$/, '/{param}');
    expect(endpointPaths.some((e) => e.method === method && e.path.replace(/\{\w+\}$/, '{param}') === template)).toBe(
      true,
    );
  });

  it('pages each list by its spec size, with its filters and the keyset cursor', async () => {
    await client.content.hotList({ cursor: 'k1' });
    expect(last().query.toString()).toBe('pageNum=1&pageSize=10&cursor=k1');
    await client.content.hotList({ hotNum: 4, type: 'image' });
    expect(last().query.toString()).toBe('pageNum=1&pageSize=4&hotNum=4&type=image');
    await client.content.hotList({ hotNum: 4, pageSize: 6 });
    expect(last().query.toString()).toBe('pageNum=1&pageSize=6&hotNum=4');
    await client.content.list({ type: 'video' });
    expect(`${last().path}?${last().query.toString()}`).toBe('/api/content/list?pageNum=1&pageSize=9&type=video');
    await client.content.attentionList({ pageNum: 2 });
    expect(`${last().path}?${last().query.toString()}`).toBe('/web/content/attentionList?pageNum=2&pageSize=9');
    await client.content.sideList({ contentId: 'c1' });
    expect(`${last().path}?${last().query.toString()}`).toBe(
      '/api/content/sideList?pageNum=1&pageSize=12&contentId=c1',
    );
    await client.album.list({ userId: 'u2' });
    expect(last().query.toString()).toBe('pageNum=1&pageSize=16&userId=u2');
    await client.album.personalList();
    expect(last().query.toString()).toBe('pageNum=1&pageSize=10');
    await client.albumImage.list({ albumId: 'a1' });
    expect(last().query.toString()).toBe('pageNum=1&pageSize=10&albumId=a1');
    await client.reply.list({ commentId: 'm1' });
    expect(last().query.toString()).toBe('pageNum=1&pageSize=20&commentId=m1');
    await client.comment.list({ contentId: 'c1' });
    expect(last().query.toString()).toBe('pageNum=1&pageSize=10&contentId=c1');
    await client.comment.subList({ commentId: 'm1' });
    expect(last().query.toString()).toBe('pageNum=1&pageSize=20&commentId=m1');
    await client.collection.personalList({ type: 'image' });
    expect(`${last().path}?${last().query.toString()}`).toBe(
      '/web/collection/personalList?pageNum=1&pageSize=10&type=image',
    );
    await client.search.search({ title: '春日', type: 'user' });
    expect(`${last().path}?${last().query.toString()}`).toBe(
      '/api/ee/search?pageNum=1&pageSize=10&title=%E6%98%A5%E6%97%A5&type=user',
    );
  });
});

describe('circle, notice, site and management endpoints', () => {
  it.each([
    ['circle.detail', () => client.circle.detail('c1'), 'GET', '/api/circle/detail/c1', undefined],
    ['circle.create', () => client.circle.create({ name: '夜班' }), 'POST', '/web/circle/create', { name: '夜班' }],
    ['circle.delete', () => client.circle.delete('c1'), 'POST', '/web/circle/delete/c1', undefined],
    [
      'circle.mng.update',
      () => client.circle.mng.update('c1', { enabled: 0 }),
      'POST',
      '/mng/circle/update/c1',
      { enabled: 0 },
    ],
    [
      'circleSubscribe.create',
      () => client.circleSubscribe.create('c1'),
      'POST',
      '/web/circleSubscribe/create',
      { circleId: 'c1' },
    ],
    [
      'circleSubscribe.cancel',
      () => client.circleSubscribe.cancel('c1'),
      'POST',
      '/web/user/behaviour/cancel/circleSubscribe/c1',
      undefined,
    ],
    ['notice.detail', () => client.notice.detail('c1'), 'GET', '/api/notice/detail/c1', undefined],
    ['notice.mng.delete', () => client.notice.mng.delete('c1'), 'POST', '/mng/notice/delete/c1', undefined],
    ['siteParam.list', () => client.siteParam.list(), 'GET', '/api/config/params', undefined],
    [
      'siteParam.mngUpdate',
      () => client.siteParam.mngUpdate('phone', { value: '400' }),
      'POST',
      '/mng/config/params/update/phone',
      { value: '400' },
    ],
    ['config.mng.detail', () => client.config.mng.detail('c1'), 'GET', '/mng/config/detail/c1', undefined],
    ['dict.detail', () => client.dict.detail('c1'), 'GET', '/api/dict/detail/c1', undefined],
    [
      'category.mng.create',
      () => client.category.mng.create({ name: '夜景' }),
      'POST',
      '/mng/category/create',
      { name: '夜景' },
    ],
    [
      'guestbook.create',
      () => client.guestbook.create({ kind: 'message', name: '张三', phone: '13912345678' }),
      'POST',
      '/web/guestbook/create',
      { kind: 'message', name: '张三', phone: '13912345678' },
    ],
    [
      'guestbook.mng.update',
      () => client.guestbook.mng.update('c1', { readFlag: 'yes' }),
      'POST',
      '/mng/guestbook/update/c1',
      { readFlag: 'yes' },
    ],
    ['bannerMng.delete', () => client.bannerMng.delete('c1'), 'POST', '/mng/banner/delete/c1', undefined],
  ] as const)('%s calls %s %s', async (_name, call, method, path, body) => {
    await call();
    const seen = last();
    expect(`${seen.method} ${seen.path}`).toBe(`${method} ${path}`);
    expect(seen.body).toEqual(body);
    const template = path.replace(/\/(c1|phone)$/, '/{param}');
    expect(endpointPaths.some((e) => e.method === method && e.path.replace(/\{\w+\}$/, '{param}') === template)).toBe(
      true,
    );
  });

  it('pages each list by its spec size; the config list sends the spec’s defaults', async () => {
    await client.circle.list({ starFlag: 'yes' });
    expect(`${last().path}?${last().query.toString()}`).toBe('/api/circle/list?pageNum=1&pageSize=10&starFlag=yes');
    await client.circle.allContent({ circleId: 'c1' });
    expect(`${last().path}?${last().query.toString()}`).toBe(
      '/api/content/allCircleList?pageNum=1&pageSize=12&circleId=c1',
    );
    await client.circle.attentionContent();
    expect(`${last().path}?${last().query.toString()}`).toBe('/web/content/attentionCircleList?pageNum=1&pageSize=12');
    await client.config.list({ type: 'site' });
    expect(`${last().path}?${last().query.toString()}`).toBe(
      '/api/config/list?offset=0&limit=20&sort=label&order=asc&type=site',
    );
    await client.dict.list({ type: 'region' });
    expect(last().query.toString()).toBe('pageNum=1&pageSize=10&type=region');
    await client.guestbook.mng.list({ readFlag: 'no' });
    expect(`${last().path}?${last().query.toString()}`).toBe('/mng/guestbook/list?pageNum=1&pageSize=10&readFlag=no');
  });
});

describe('activity and chat endpoints', () => {
  let fixture: FixtureServer;
  let calls: ApiClient;
  const seen = (): SeenRequest => {
    const request = fixture.requests.at(-1);
    if (!request) throw new Error('no request');
    return request;
  };
  const url = () => `${seen().method} ${seen().path}${seen().query.size > 0 ? `?${seen().query.toString()}` : ''}`;

  beforeAll(async () => {
    fixture = await startFixtureServer({
      'GET *': () => ok({ echoed: true }),
      'POST *': () => ok({ echoed: true }),
      'GET /api/activity/current': () => ok(null),
      'POST /web/imMsg/upload': (req) =>
        ok({
          mediaId: 'm1',
          kind: 'image',
          url: '/files/m/chat.png',
          name: 'scan.png',
          size: String(req.body ?? '').length,
          type: 'image/png',
          createTime: '2026-01-01T00:00:00.000Z',
        }),
    });
    calls = createApiClient({ baseUrl: fixture.url, getToken: () => 'tok', getUserId: () => 'u1' });
  });

  afterAll(() => fixture.close());

  it.each([
    ['activity.detail', () => calls.activity.detail('a1'), 'GET /api/activity/detail/a1', undefined],
    ['activity.results', () => calls.activity.results('a1'), 'GET /api/activity/results/a1', undefined],
    [
      'activityEnroll.current',
      () => calls.activityEnroll.current('a1'),
      'GET /api/activityEnroll/current?activityId=a1',
      undefined,
    ],
    [
      'activityEnroll.mine',
      () => calls.activityEnroll.mine('a1'),
      'GET /web/activityEnroll/current?activityId=a1',
      undefined,
    ],
    [
      'activityEnroll.create',
      () =>
        calls.activityEnroll.create({
          activityId: 'a1',
          title: '病房里的春光',
          mediaIds: ['m1'],
          tags: '人像,春日',
          name: '林医生',
          phone: '13800000001',
        }),
      'POST /web/activityEnroll/create',
      {
        activityId: 'a1',
        title: '病房里的春光',
        mediaIds: ['m1'],
        tags: '人像,春日',
        name: '林医生',
        phone: '13800000001',
      },
    ],
    [
      'activityEnroll.update',
      () => calls.activityEnroll.update('e1', { title: '清晨' }),
      'POST /web/activityEnroll/update/e1',
      { title: '清晨' },
    ],
    ['activityEnroll.delete', () => calls.activityEnroll.delete('e1'), 'POST /web/activityEnroll/delete/e1', undefined],
    ['activityEnroll.vote', () => calls.activityEnroll.vote('e1'), 'POST /web/activityEnroll/vote/e1', undefined],
    ['roadshow.detail', () => calls.roadshow.detail('r1'), 'GET /api/roadshow/detail/r1', undefined],
    [
      'activityMng.create',
      () =>
        calls.activityMng.create({
          title: '春日医院摄影大赛',
          cover: '/a.jpg',
          validStart: '2026-01-01T00:00:00.000Z',
          validEnd: '2026-02-01T00:00:00.000Z',
        }),
      'POST /mng/activity/create',
      {
        title: '春日医院摄影大赛',
        cover: '/a.jpg',
        validStart: '2026-01-01T00:00:00.000Z',
        validEnd: '2026-02-01T00:00:00.000Z',
      },
    ],
    ['activityMng.publish', () => calls.activityMng.publish('a1'), 'POST /mng/activity/publish/a1', undefined],
    ['activityMng.down', () => calls.activityMng.down('a1'), 'POST /mng/activity/down/a1', undefined],
    ['activityMng.delete', () => calls.activityMng.delete('a1'), 'POST /mng/activity/delete/a1', undefined],
    [
      'activityMng.review',
      () => calls.activityMng.review('e1', { state: 'pass', note: '入选' }),
      'POST /mng/activityEnroll/review/e1',
      { state: 'pass', note: '入选' },
    ],
    [
      'activityMng.roadshowCreate',
      () => calls.activityMng.roadshowCreate({ title: '巡展', cover: '/r.jpg' }),
      'POST /mng/roadshow/create',
      { title: '巡展', cover: '/r.jpg' },
    ],
    [
      'activityMng.roadshowUpdate',
      () => calls.activityMng.roadshowUpdate('r1', { city: '上海' }),
      'POST /mng/roadshow/update/r1',
      { city: '上海' },
    ],
    [
      'activityMng.roadshowDelete',
      () => calls.activityMng.roadshowDelete('r1'),
      'POST /mng/roadshow/delete/r1',
      undefined,
    ],
    [
      'imMsg.create',
      () => calls.imMsg.create({ content: '你好', senderId: 'u1', receiverId: 'u2' }),
      'POST /web/imMsg/create',
      { contentType: 'text', content: '你好', senderId: 'u1', receiverId: 'u2' },
    ],
    [
      'imMsg.create (picture)',
      () => calls.imMsg.create({ content: '/files/m/a.png', senderId: 'u1', receiverId: 'u2', contentType: 'image' }),
      'POST /web/imMsg/create',
      { contentType: 'image', content: '/files/m/a.png', senderId: 'u1', receiverId: 'u2' },
    ],
    ['imMsg.delete', () => calls.imMsg.delete('m1'), 'POST /web/imMsg/delete/m1', undefined],
    ['imMsg.setting', () => calls.imMsg.setting(), 'GET /web/imMsg/setting', undefined],
    ['imMsg.updateSetting', () => calls.imMsg.updateSetting('fans'), 'POST /web/imMsg/setting', { permission: 'fans' }],
    ['imSession.list', () => calls.imSession.list(), 'GET /web/imSession/list', undefined],
    ['imSession.delete', () => calls.imSession.delete('u2'), 'POST /web/imSession/delete/u2', undefined],
    ['imSession.read', () => calls.imSession.read('u2'), 'POST /web/imSession/read/u2', undefined],
    ['block.list', () => calls.block.list(), 'GET /web/user/block/list', undefined],
    ['block.state', () => calls.block.state('u2'), 'GET /web/user/block/state/u2', undefined],
    ['block.block', () => calls.block.block('u2'), 'POST /web/user/block/u2', undefined],
    ['block.unblock', () => calls.block.unblock('u2'), 'POST /web/user/unblock/u2', undefined],
    [
      'notification.read',
      () => calls.notification.read({ type: 'likes' }),
      'POST /web/notification/read',
      { type: 'likes' },
    ],
    ['notification.read (all)', () => calls.notification.read(), 'POST /web/notification/read', undefined],
    ['notification.unread', () => calls.notification.unread(), 'GET /web/notification/unread', undefined],
  ] as const)('%s', async (_name, call, request, body) => {
    await call();
    expect(url()).toBe(request);
    expect(seen().body).toEqual(body);
    expect(seen().headers['authorization']).toBe('tok');
    // Every path called is listed for the server's contract test.
    const [method, path] = request.split(/[ ?]/) as [string, string];
    const template = path.replace(/\/(a1|e1|r1|m1|u2)$/, '/{param}');
    expect(endpointPaths.some((e) => e.method === method && e.path.replace(/\{\w+\}$/, '{param}') === template)).toBe(
      true,
    );
  });

  it('pages each list by its spec size, with its filters', async () => {
    await calls.activity.list({ kind: 'exhibition' });
    expect(url()).toBe('GET /api/activity/list?pageNum=1&pageSize=9&kind=exhibition');
    await calls.activityEnroll.uploadList({ pageSize: 6 });
    expect(url()).toBe('GET /api/activityEnroll/uploadList?pageNum=1&pageSize=6');
    await calls.activityEnroll.list({ activityId: 'a1', sort: 'vote_num' });
    expect(url()).toBe('GET /api/activityEnroll/list?pageNum=1&pageSize=10&activityId=a1&sort=vote_num');
    await calls.roadshow.list({ state: 'publish' });
    expect(url()).toBe('GET /api/roadshow/list?pageNum=1&pageSize=10&state=publish');
    await calls.activityMng.list();
    expect(url()).toBe('GET /mng/activity/list?pageNum=1&pageSize=9');
    await calls.activityMng.enrollList({ state: 'created' });
    expect(url()).toBe('GET /mng/activityEnroll/list?pageNum=1&pageSize=10&state=created');
    await calls.activityMng.roadshowList({ pageNum: 2 });
    expect(url()).toBe('GET /mng/roadshow/list?pageNum=2&pageSize=10');
    await calls.notification.list({ type: 'likes' });
    expect(url()).toBe('GET /web/notification/list?pageNum=1&pageSize=10&type=likes');
  });

  it('asks for a conversation page of the spec size, older pages by cursor', async () => {
    await calls.imMsg.list({ chatUserId: 'u2' });
    expect(url()).toBe('GET /web/imMsg/list?chatUserId=u2&pageSize=10');
    await calls.imMsg.list({ chatUserId: 'u2', cursor: 'm9', pageSize: 20 });
    expect(url()).toBe('GET /web/imMsg/list?chatUserId=u2&cursor=m9&pageSize=20');
  });

  it('reads no current activity as null', async () => {
    await expect(calls.activity.current({ kind: 'exhibition' })).resolves.toBeNull();
    expect(url()).toBe('GET /api/activity/current?kind=exhibition');
  });

  it('uploads a chat picture as multipart with the file field', async () => {
    const picture = await calls.imMsg.upload(
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      'scan.png',
    );
    expect(picture.url).toBe('/files/m/chat.png');
    expect(seen().path).toBe('/web/imMsg/upload');
    expect(seen().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(seen().body)).toContain('name="file"; filename="scan.png"');
  });
});
