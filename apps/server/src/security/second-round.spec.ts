import type { ContentRecord, Like, PagedList } from '@yiying/models';
import { authed, freshIp, loginByCode, loginByPassword, type TestSession } from '../testing/identity';
import { compoundFile } from '../testing/ole';
import { describeEachDatabase, useTestApp } from '../testing/test-app';

const PASSWORD = 'Yiying@2026';

function multipart(fileName: string, bytes: Buffer) {
  const boundary = '----yiying-security-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Issue 35 rows 3, 6 (likes and collects), 7 and 9–13, replayed against a fresh server with demo data. */
describeEachDatabase('security: second review', (target) => {
  const lines: string[] = [];
  const t = useTestApp(target, {
    withWebApp: true,
    env: { RATE_LIMIT_LIKE: '5/60', RATE_LIMIT_COLLECT: '5/60', LOG_LEVEL: 'info' },
    overrides: () => ({ logStream: { write: (line: string) => void lines.push(line) } }),
  });
  const call = (session: TestSession | null, url: string, payload?: Record<string, unknown>, ip?: string) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: session ? authed(session) : {},
      ...(payload === undefined ? {} : { payload }),
      ...(ip ? { remoteAddress: ip } : {}),
    });
  const publish = async (session: TestSession, title: string): Promise<ContentRecord> => {
    const res = await call(session, '/web/content/create', { type: 'pound', title, content: `${title}的正文` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data as ContentRecord;
  };

  it('row 3: an admin hide is a moderation state the author cannot undo', async () => {
    const admin = await loginByPassword(t.app, '13800000009', PASSWORD);
    const author = await loginByCode(t.app);
    const post = await publish(author, '被隐藏的帖子');
    expect((await call(admin, `/mng/content/hide/${post.contentId}`, {})).statusCode).toBe(200);
    expect((await call(null, `/api/content/detail/${post.contentId}`)).statusCode).toBe(404);
    const undo = await call(author, `/web/content/update/${post.contentId}`, { state: 'publish' });
    expect(undo.statusCode).toBe(403);
    expect(undo.json().msg).toBe('该内容已被管理员隐藏，不能更改状态');
    expect((await call(author, `/web/content/update/${post.contentId}`, { state: 'create' })).statusCode).toBe(403);
    expect((await call(null, `/api/content/detail/${post.contentId}`)).statusCode).toBe(404);
    // The author sees why.
    const own = (await call(author, `/api/content/detail/${post.contentId}`)).json().data as ContentRecord;
    expect(own).toMatchObject({ state: 'down', moderated: true, moderationReason: '违反社区规范' });
    const mine = (await call(author, '/web/content/personalList')).json().data as PagedList<ContentRecord>;
    expect(mine.records.find((r) => r.contentId === post.contentId)).toMatchObject({ moderated: true });
    // Only the admin restores it.
    expect((await call(admin, `/mng/content/restore/${post.contentId}`, {})).statusCode).toBe(200);
    const back = (await call(null, `/api/content/detail/${post.contentId}`)).json().data as ContentRecord;
    expect(back.moderated).toBeUndefined();
    expect((await call(author, `/web/content/update/${post.contentId}`, { state: 'create' })).statusCode).toBe(200);
  });

  it('row 3: an upheld report hides the post with the reason, for good', async () => {
    const admin = await loginByPassword(t.app, '13800000009', PASSWORD);
    const author = await loginByCode(t.app);
    const reporter = await loginByCode(t.app);
    const post = await publish(author, '被举报的帖子');
    const report = (
      await call(reporter, '/web/report/create', { contentId: post.contentId, reason: '含有广告' })
    ).json().data as { reportId: string };
    await call(admin, `/mng/report/resolve/${report.reportId}`, { action: 'resolve', note: '广告引流' });
    expect((await call(author, `/web/content/update/${post.contentId}`, { state: 'publish' })).statusCode).toBe(403);
    const own = (await call(author, `/api/content/detail/${post.contentId}`)).json().data as ContentRecord;
    expect(own).toMatchObject({ moderated: true, moderationReason: '广告引流' });
  });

  it('row 6: likes and collects are limited per member with 429 and Retry-After', async () => {
    const author = await loginByCode(t.app);
    const fan = await loginByCode(t.app);
    const post = await publish(author, '点赞限流');
    const answers = [];
    for (const url of ['like', 'cancel/like', 'like', 'cancel/like', 'like']) {
      answers.push((await call(fan, `/web/user/behaviour/${url}/${post.contentId}`, {})).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    // Collections count apart from likes.
    expect((await call(fan, `/web/user/behaviour/collect/${post.contentId}`, {})).statusCode).toBe(200);
    const tooMany = await call(fan, `/web/user/behaviour/cancel/like/${post.contentId}`, {});
    expect(tooMany.statusCode).toBe(429);
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const detail = (await call(null, `/api/content/detail/${post.contentId}`)).json().data as ContentRecord;
    expect({ likesNum: detail.likesNum, collectNum: detail.collectNum }).toEqual({ likesNum: 1, collectNum: 1 });
  });

  it('row 7: a remark is read by its author only', async () => {
    const author = await loginByCode(t.app);
    const fan = await loginByCode(t.app);
    const post = await publish(author, '备注私密');
    await call(fan, '/web/likes/create', { contentId: post.contentId, remark: '给女朋友看' });
    await call(fan, '/web/collection/create', { contentId: post.contentId, remark: '下次参考' });
    for (const viewer of [null, author]) {
      const likes = (await call(viewer, `/api/likes/list?userId=${fan.userId}`)).json().data as PagedList<Like>;
      expect(likes.total).toBe(1);
      expect(JSON.stringify(likes)).not.toContain('给女朋友看');
      expect((await call(viewer, `/api/collection/list?userId=${fan.userId}`)).body).not.toContain('下次参考');
    }
    expect((await call(fan, '/web/likes/personalList')).body).toContain('给女朋友看');
  });

  it('row 8: no token, code or password reaches the log', async () => {
    const member = await loginByCode(t.app);
    lines.length = 0;
    await call(null, `/websocket/${member.userId}/web?token=${member.token}`);
    await call(null, `/web/user/current?token=${member.token}&code=123456`);
    await t.app.inject({
      method: 'POST',
      url: '/web/sso/refreshToken',
      payload: { refreshToken: 'x'.repeat(40) },
      headers: { authorization: member.token },
    });
    const log = lines.join('');
    expect(log).toContain('/websocket/');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain(member.token);
    expect(log).not.toContain('123456');
  });

  it('row 9: a wrong QR code spoils nothing; check and expire answer the asking browser only', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/web/wxMp/qrcode', remoteAddress: freshIp() });
    const qr = created.json().data as { qrcodeId: string; ticket: string };
    const cookie = String(created.headers['set-cookie']).split(';')[0] as string;
    const phone = await loginByPassword(t.app, '13800000003', PASSWORD);
    await call(phone, `/web/wxMp/scan/${qr.qrcodeId}`, { ticket: qr.ticket });
    await call(phone, `/web/wxMp/confirm/${qr.qrcodeId}`, { ticket: qr.ticket });
    const stranger = await t.app.inject({ method: 'GET', url: `/web/wxMp/check/${qr.qrcodeId}` });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).not.toMatch(/requester|userAgent|127\.0\.0\.1/);
    expect((await t.app.inject({ method: 'POST', url: `/web/wxMp/expire/${qr.qrcodeId}` })).statusCode).toBe(400);
    const wrong = await call(null, '/web/wxMp/login', { code: 'x'.repeat(32), state: qr.qrcodeId });
    expect(wrong.statusCode).toBe(400);
    const mine = await t.app.inject({ method: 'GET', url: `/web/wxMp/check/${qr.qrcodeId}`, headers: { cookie } });
    const { code, state } = mine.json().data as { code: string; state: string };
    expect(state).toBe('confirmed');
    expect((await call(null, '/web/wxMp/login', { code, state: qr.qrcodeId })).statusCode).toBe(200);
  });

  it('row 10: display names are unique after normalisation, the admin and doctors included', async () => {
    const member = await loginByCode(t.app);
    const rename = (username: string) => call(member, '/web/user/update', { username });
    for (const name of ['医影管理员', '李医生', '李\u200b医生', '李 医生', '李医生\ufeff']) {
      const res = await rename(name);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/该昵称已被使用|该昵称为保留名称/);
    }
    expect((await rename('ＡＢＣ摄影')).statusCode).toBe(200);
    const other = await loginByCode(t.app);
    expect((await call(other, '/web/user/update', { username: 'abc摄影' })).json().msg).toBe('该昵称已被使用');
    expect((await rename('ＡＢＣ摄影')).statusCode).toBe(200);
  });

  it('row 11: the old-Office header followed by junk is not a document', async () => {
    const member = await loginByCode(t.app);
    const upload = (name: string, bytes: Buffer) => {
      const body = multipart(name, bytes);
      return t.app.inject({
        method: 'POST',
        url: '/web/file/upload?siteId=1',
        payload: body.payload,
        headers: { ...body.headers, ...authed(member) },
      });
    };
    const magic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const junk = Buffer.concat([magic, Buffer.alloc(4096, 0x41)]);
    expect((await upload('表格.xls', junk)).statusCode).toBe(400);
    const broken = compoundFile();
    broken.writeUInt32LE(99, 48); // the directory sector lies outside the file
    expect((await upload('表格.xls', broken)).statusCode).toBe(400);
    const real = await upload('表格.xls', compoundFile());
    expect(real.json().data).toMatchObject({ type: 'application/vnd.ms-excel' });
  });

  it('row 12: one address counts one view a day, whatever User-Agent it sends', async () => {
    const author = await loginByCode(t.app);
    const post = await publish(author, '浏览计数');
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      await t.app.inject({
        method: 'GET',
        url: `/api/content/detail/${post.contentId}`,
        headers: { 'user-agent': `bot-${i}` },
        remoteAddress: ip,
      });
    }
    const detail = (await call(null, `/api/content/detail/${post.contentId}`, undefined, ip)).json().data;
    expect(detail.hitNum).toBe(1);
  });

  it('row 13: development helpers answer on loopback only; the CSP keeps connections and forms on the site', async () => {
    expect((await call(null, '/dev/sms/outbox', undefined, '127.0.0.1')).statusCode).toBe(200);
    expect((await call(null, '/dev/sms/outbox', undefined, '192.0.2.10')).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/hot', headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).not.toMatch(/\bws:|wss:/);
    expect(csp).toContain("form-action 'self'");
  });
});
