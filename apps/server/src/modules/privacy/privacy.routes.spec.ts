import type { AccountDeletion, ContentRecord, DataExport, MediaRecord } from '@yiying/models';
import sharp from 'sharp';
import yauzl from 'yauzl';
import {
  authed,
  freshMobile,
  latestCode,
  loginByCode,
  loginByPassword,
  sendSms,
  stepUp,
  testClock,
  type TestSession,
} from '../../testing/identity';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DiskStorage } from '../../lib/storage/index';
import { describeEachDatabase, SQLITE_TARGET, useTestApp } from '../../testing/test-app';
import { DEMO_ADMIN_MOBILE } from '../identity/index';
import type { ServerModule } from '../../context';
import { archiveSource } from './privacy.archive';
import { purgeMember } from './privacy.purge';
import { DataExportService } from './privacy.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Every entry of a zip archive, by name. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

function multipart(fileName: string, bytes: Buffer) {
  const boundary = '----yiying-privacy-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describeEachDatabase('privacy rights: data export and account deletion', (target) => {
  const clock = testClock();
  const t = useTestApp(target, {
    overrides: () => ({ clock }),
    env: { DATA_EXPORT_TTL_HOURS: '2', ACCOUNT_DELETION_GRACE_DAYS: '15' },
  });

  const call = (session: TestSession | null, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: session ? authed(session) : {},
      ...(payload === undefined ? {} : { payload }),
    });
  const data = async <T>(session: TestSession | null, url: string, payload?: Record<string, unknown>) => {
    const res = await call(session, url, payload);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().data as T;
  };
  const member = async () => {
    const mobile = freshMobile();
    return { mobile, session: await loginByCode(t.app, mobile) };
  };
  const upload = async (session: TestSession, background: string) => {
    const bytes = await sharp({ create: { width: 48, height: 32, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const body = multipart('photo.jpg', bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/file/upload?siteId=1',
      payload: body.payload,
      headers: { ...body.headers, ...authed(session) },
    });
    if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
    return res.json().data as MediaRecord;
  };
  const pound = (session: TestSession, title: string) =>
    data<ContentRecord>(session, '/web/content/create', { type: 'pound', title, content: `${title}的正文` });
  /** Waits for the background work to leave 排队中 / 准备中. */
  const settled = async (session: TestSession, exportId: string): Promise<DataExport> => {
    for (let i = 0; i < 500; i += 1) {
      const current = await data<DataExport>(session, `/web/user/dataExport/detail/${exportId}`);
      if (current.state !== 'queued' && current.state !== 'preparing') return current;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('export never settled');
  };
  const archiveKey = async (exportId: string) =>
    (
      await t.app.yiying.context.db
        .selectFrom('data_export')
        .select('storage_key')
        .where('export_id', '=', exportId)
        .executeTakeFirstOrThrow()
    ).storage_key;
  /** A `deleteAccount` code sent to `mobile` (a minute after the last code, past the resend gap). */
  const deletionCode = async (mobile: string) => {
    clock.advance(61_000);
    expect((await sendSms(t.app, mobile, 'deleteAccount')).statusCode).toBe(200);
    return latestCode(t.app, mobile);
  };

  it('packs profile, posts, comments, follows, fans, likes, albums, messages and originals into a zip, once', async () => {
    const { session: me } = await member();
    const { session: friend } = await member();
    const photo = await upload(me, '#204165');
    const mine = await data<ContentRecord>(me, '/web/content/create', {
      type: 'image',
      title: '我的值班照片',
      mediaIds: [photo.mediaId],
    });
    const theirs = await pound(friend, '朋友的帖子');
    await data(me, '/web/comment/create', { contentId: theirs.contentId, content: '写得真好' });
    await data(me, `/web/user/behaviour/like/${theirs.contentId}`, {});
    await data(me, `/web/user/behaviour/attention/${friend.userId}`, {});
    await data(friend, `/web/user/behaviour/attention/${me.userId}`, {});
    await data(me, '/web/album/create', { title: '夜班相册' });
    await data(me, '/web/imMsg/create', { content: '周末一起值班吗', senderId: me.userId, receiverId: friend.userId });
    await data(me, '/web/user/mute/create', { word: '剧透', action: 'fold' });

    // Starting an export needs a fresh 验证身份 of the session.
    const unproved = await call(me, '/web/user/dataExport/create', {});
    expect(unproved.json()).toMatchObject({ code: 403, msg: '请先验证身份' });
    await stepUp(t.app, me, { clock });
    // Two starts at once make one export.
    const [first, second] = await Promise.all([
      data<DataExport>(me, '/web/user/dataExport/create', {}),
      data<DataExport>(me, '/web/user/dataExport/create', {}),
    ]);
    expect(second.exportId).toBe(first.exportId);
    expect(['queued', 'preparing']).toContain(first.state);
    expect(first.progress).toBeLessThan(100);

    // Only the owner sees or downloads it.
    expect((await call(friend, `/web/user/dataExport/detail/${first.exportId}`)).statusCode).toBe(403);
    expect((await call(friend, `/web/user/dataExport/download/${first.exportId}`)).statusCode).toBe(403);
    expect((await call(null, `/web/user/dataExport/detail/${first.exportId}`)).statusCode).toBe(401);
    const missing = await call(me, '/web/user/dataExport/detail/no-such-export');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('导出记录不存在');
    expect(await data(friend, '/web/user/dataExport/latest')).toBeNull();

    const ready = await settled(me, first.exportId);
    expect(ready).toMatchObject({ state: 'ready', progress: 100, message: null, downloadTime: null });
    expect(ready.size).toBeGreaterThan(0);
    expect(Date.parse(ready.expireTime ?? '')).toBe(clock() + 2 * HOUR);
    expect((await data<DataExport>(me, '/web/user/dataExport/latest')).exportId).toBe(first.exportId);
    const key = await archiveKey(first.exportId);
    expect(key).toMatch(/^exports\/.+-[0-9a-f]{32}\.zip$/);

    const download = await call(me, `/web/user/dataExport/download/${first.exportId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(String(download.headers['content-disposition'])).toContain('attachment');
    const entries = await unzip(download.rawPayload);
    const json = (name: string) => JSON.parse(entries.get(name)?.toString('utf8') ?? 'null');
    expect(json('profile.json')).toMatchObject({ userId: me.userId, hasPassword: false });
    expect(json('profile.json')).not.toHaveProperty('passwordHash');
    expect(json('posts.json')).toEqual([expect.objectContaining({ contentId: mine.contentId, title: '我的值班照片' })]);
    expect(json('comments.json').comments).toEqual([
      expect.objectContaining({ contentId: theirs.contentId, content: '写得真好' }),
    ]);
    expect(json('follows.json')).toEqual([expect.objectContaining({ userId: friend.userId })]);
    expect(json('fans.json')).toEqual([expect.objectContaining({ userId: friend.userId })]);
    expect(json('likes.json')).toEqual([expect.objectContaining({ contentId: theirs.contentId, title: '朋友的帖子' })]);
    expect(json('collections.json')).toEqual([]);
    expect(json('albums.json')).toEqual([expect.objectContaining({ title: '夜班相册', images: [] })]);
    expect(json('mutes.json')).toEqual([expect.objectContaining({ word: '剧透', action: 'fold', expireTime: null })]);
    expect(json('messages.json')).toEqual([
      expect.objectContaining({ fromId: me.userId, toId: friend.userId, content: '周末一起值班吗' }),
    ]);
    // The original upload, byte for byte as the site serves it.
    const original = photo.url.replace(/^\/files\//, '');
    const served = await t.app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(entries.get(`files/${original}`)?.equals(served.rawPayload)).toBe(true);
    expect(json('files.json').files).toContainEqual({ url: photo.url, path: `files/${original}` });

    // Once: the second download is refused, the stored archive is gone, the state says so.
    const again = await call(me, `/web/user/dataExport/download/${first.exportId}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('导出文件已下载，如需再次下载请重新导出');
    expect(await data<DataExport>(me, `/web/user/dataExport/detail/${first.exportId}`)).toMatchObject({
      state: 'downloaded',
    });
    const storage = t.app.yiying.context.storage;
    for (let i = 0; i < 100 && (await storage.head(key ?? '')); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await storage.head(key ?? '')).toBeUndefined();

    // A new export can start once the last one is done.
    const next = await data<DataExport>(me, '/web/user/dataExport/create', {});
    expect(next.exportId).not.toBe(first.exportId);
    await settled(me, next.exportId);
  });

  it('expires an archive nobody downloaded (the file goes, the state says 已过期) and reports one the store lost', async () => {
    const { mobile, session: me } = await member();
    await stepUp(t.app, me, { clock });
    const started = await data<DataExport>(me, '/web/user/dataExport/create', {});
    expect((await settled(me, started.exportId)).state).toBe('ready');
    const key = (await archiveKey(started.exportId)) ?? '';
    expect(await t.app.yiying.context.storage.head(key)).toBeDefined();

    clock.advance(HOUR);
    await t.app.yiying.pruning.run();
    expect((await data<DataExport>(me, `/web/user/dataExport/detail/${started.exportId}`)).state).toBe('ready');

    clock.advance(HOUR + 1);
    await t.app.yiying.pruning.run();
    // The access token lived 2 hours too: a new login.
    const again = await loginByCode(t.app, mobile);
    expect((await data<DataExport>(again, `/web/user/dataExport/detail/${started.exportId}`)).state).toBe('expired');
    expect(await t.app.yiying.context.storage.head(key)).toBeUndefined();
    const late = await call(again, `/web/user/dataExport/download/${started.exportId}`);
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe('导出文件已过期，请重新导出');

    // An archive the store lost is reported, not sent broken.
    await stepUp(t.app, again, { clock });
    const lost = await data<DataExport>(again, '/web/user/dataExport/create', {});
    expect((await settled(again, lost.exportId)).state).toBe('ready');
    await t.app.yiying.context.storage.delete((await archiveKey(lost.exportId)) ?? '');
    const broken = await call(again, `/web/user/dataExport/download/${lost.exportId}`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().msg).toBe('导出文件已丢失，请重新导出');
    expect(await data<DataExport>(again, `/web/user/dataExport/detail/${lost.exportId}`)).toMatchObject({
      state: 'failed',
      message: '导出文件已丢失，请重新导出',
    });
  });

  it('refuses a wrong or missing code and an admin, and changes nothing', async () => {
    const { mobile, session: me } = await member();
    const code = await deletionCode(mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call(me, '/web/user/deletion/request', { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('验证码错误或已过期');
    const empty = await call(me, '/web/user/deletion/request', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('请输入验证码');
    // A login code does not confirm a deletion.
    clock.advance(61_000);
    await sendSms(t.app, mobile, 'login');
    const loginCode = await latestCode(t.app, mobile);
    expect((await call(me, '/web/user/deletion/request', { code: loginCode })).statusCode).toBe(400);
    expect(await data<AccountDeletion>(me, '/web/user/deletion/status')).toMatchObject({ state: 'none' });
    expect((await call(me, '/web/user/deletion/cancel', {})).json().msg).toBe('没有待生效的注销申请');

    const adminMobile = DEMO_ADMIN_MOBILE ?? '';
    const admin = await loginByCode(t.app, adminMobile);
    const adminCode = await deletionCode(adminMobile);
    const forbidden = await call(admin, '/web/user/deletion/request', { code: adminCode });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().msg).toBe('管理员账号不能注销');
    expect(await data<AccountDeletion>(admin, '/web/user/deletion/status')).toMatchObject({ state: 'none' });
  });

  it('keeps the account when the member logs in during the grace period or withdraws', async () => {
    const { mobile, session: me } = await member();
    const pending = await data<AccountDeletion>(me, '/web/user/deletion/request', { code: await deletionCode(mobile) });
    expect(pending).toMatchObject({ state: 'pending', cancelTime: null, cancelReason: null });
    expect(Date.parse(pending.effectiveTime ?? '')).toBe(clock() + 15 * DAY);
    expect(await data<AccountDeletion>(me, '/web/user/deletion/status')).toEqual(pending);

    clock.advance(10 * DAY);
    const back = await loginByCode(t.app, mobile);
    expect(await data<AccountDeletion>(back, '/web/user/deletion/status')).toMatchObject({
      state: 'cancelled',
      cancelReason: 'login',
      effectiveTime: pending.effectiveTime,
    });
    clock.advance(6 * DAY);
    await t.app.yiying.pruning.run();
    const fresh = await loginByCode(t.app, mobile);
    expect(fresh.userId).toBe(me.userId);

    // 撤销注销 by the member.
    const again = await data<AccountDeletion>(fresh, '/web/user/deletion/request', {
      code: await deletionCode(mobile),
    });
    expect(again.state).toBe('pending');
    expect(await data<AccountDeletion>(fresh, '/web/user/deletion/cancel', {})).toMatchObject({
      state: 'cancelled',
      cancelReason: 'member',
    });
    clock.advance(16 * DAY);
    await t.app.yiying.pruning.run();
    expect((await call(null, `/api/user/info/${me.userId}`)).statusCode).toBe(200);
  });

  it('deletes the account and its data after the grace period and keeps every counter right', async () => {
    const { mobile, session: doomed } = await member();
    const { session: author } = await member();
    const { session: reader } = await member();
    const theirs = await pound(author, '作者的帖子');
    const mine = await pound(doomed, '将被删除的帖子');
    const photo = await upload(doomed, '#D70D19');
    await data(doomed, `/web/user/behaviour/like/${theirs.contentId}`, {});
    await data(doomed, `/web/user/behaviour/collect/${theirs.contentId}`, {});
    await data(doomed, '/web/comment/create', { contentId: theirs.contentId, content: '路过留言' });
    await data(reader, '/web/comment/create', { contentId: theirs.contentId, content: '读者留言' });
    await data(reader, `/web/user/behaviour/like/${theirs.contentId}`, {});
    await data(reader, `/web/user/behaviour/like/${mine.contentId}`, {});
    await data(doomed, `/web/user/behaviour/attention/${author.userId}`, {});
    await data(author, `/web/user/behaviour/attention/${doomed.userId}`, {});
    await data(reader, `/web/user/behaviour/attention/${author.userId}`, {});
    await data(doomed, '/web/imMsg/create', { content: '你好', senderId: doomed.userId, receiverId: author.userId });
    const post = () => data<ContentRecord>(null, `/api/content/detail/${theirs.contentId}`);
    expect(await post()).toMatchObject({ likesNum: 2, collectNum: 1, commentNum: 2 });
    expect(await data(null, `/api/user/extend/${author.userId}`)).toMatchObject({ fansNum: 2, attentionNum: 1 });

    await data(doomed, '/web/user/deletion/request', { code: await deletionCode(mobile) });
    clock.advance(15 * DAY - 60_000);
    await t.app.yiying.pruning.run();
    expect((await call(null, `/api/user/info/${doomed.userId}`)).statusCode).toBe(200);

    clock.advance(120_000);
    await t.app.yiying.pruning.run();
    expect((await call(null, `/api/user/info/${doomed.userId}`)).statusCode).toBe(404);
    expect((await call(null, `/api/content/detail/${mine.contentId}`)).statusCode).toBe(404);
    expect(await post()).toMatchObject({ likesNum: 1, collectNum: 0, commentNum: 1 });
    expect(await data(null, `/api/user/extend/${author.userId}`)).toMatchObject({ fansNum: 1, attentionNum: 0 });
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);

    const { db } = t.app.yiying.context;
    const count = async (table: 'fans' | 'likes' | 'comment' | 'user_token' | 'media', column: string) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where(column as never, '=', doomed.userId as never)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('fans', 'fans_id')).toBe(0);
    expect(await count('fans', 'user_id')).toBe(0);
    expect(await count('likes', 'user_id')).toBe(0);
    expect(await count('comment', 'user_id')).toBe(0);
    expect(await count('user_token', 'user_id')).toBe(0);
    expect(await count('media', 'owner_id')).toBe(0);
    const messages = await db
      .selectFrom('im_msg')
      .select('msg_id')
      .where((eb) => eb.or([eb('from_id', '=', doomed.userId), eb('to_id', '=', doomed.userId)]))
      .execute();
    expect(messages).toEqual([]);
    const conversations = await db
      .selectFrom('im_session')
      .select('owner_id')
      .where((eb) => eb.or([eb('owner_id', '=', doomed.userId), eb('peer_id', '=', doomed.userId)]))
      .execute();
    expect(conversations).toEqual([]);
    // The mobile is free again: logging in with it makes a new member.
    const reborn = await loginByCode(t.app, mobile);
    expect(reborn.userId).not.toBe(doomed.userId);
  });

  it("runs a module's erasure hooks: dependents first, rows inside the transaction, recounts once the member is gone", async () => {
    const { session: doomed } = await member();
    const mine = await pound(doomed, '钩子测试的帖子');
    const context = t.app.yiying.context;
    const { db } = context;
    const seen: string[] = [];
    const userExists = async () =>
      Boolean(await db.selectFrom('user').select('user_id').where('user_id', '=', doomed.userId).executeTakeFirst());
    const postExists = async () =>
      Boolean(
        await db.selectFrom('content').select('content_id').where('content_id', '=', mine.contentId).executeTakeFirst(),
      );
    const probe: ServerModule = {
      name: 'probe',
      dependsOn: ['content'],
      register: () => Promise.resolve(),
      erase: {
        async before(erasure) {
          // A dependent of content runs before it: the member's post is still there.
          seen.push(`before ${erasure.userId === doomed.userId} post:${await postExists()}`);
        },
        async rows(erasure, trx) {
          seen.push(`rows transaction:${trx.isTransaction}`);
        },
        async files() {
          seen.push(`files user:${await userExists()} post:${await postExists()}`);
        },
        async recount() {
          seen.push(`recount user:${await userExists()}`);
        },
      },
    };
    expect(await purgeMember({ ...context, modules: [...context.modules, probe] }, doomed.userId)).toBe(true);
    expect(seen).toEqual([
      'before true post:true',
      'rows transaction:true',
      'files user:true post:false',
      'recount user:false',
    ]);
  });

  it("puts a module's archive part in the export as a document of its own, and refuses a part name given twice", async () => {
    const { session: me } = await member();
    await pound(me, '导出钩子的帖子');
    const context = t.app.yiying.context;
    const probe = (parts: Record<string, unknown>): ServerModule => ({
      name: 'probe',
      register: () => Promise.resolve(),
      archive: {
        parts: async (db, userId) => ({
          ...parts,
          probeUser: (await db.selectFrom('user').select('username').where('user_id', '=', userId).executeTakeFirst())
            ?.username,
        }),
      },
    });
    const exportsWith = (module: ServerModule) =>
      new DataExportService({
        db: context.db,
        clock: context.clock,
        storage: context.storage,
        log: context.log,
        archive: archiveSource([...context.modules, module], context.db),
        exportTtlHours: 2,
        deletionGraceDays: 15,
      });

    const service = exportsWith(probe({ notes: [{ text: '值班笔记' }] }));
    const started = await service.start(me.userId);
    await service.drain();
    expect(await service.detail(me.userId, started.exportId)).toMatchObject({ state: 'ready' });
    const file = await service.download(me.userId, started.exportId);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    const entries = await unzip(Buffer.concat(chunks));
    const json = (name: string) => JSON.parse(entries.get(name)?.toString('utf8') ?? 'null');
    // The other modules' documents as ever, then the probe's parts, each a document.
    expect([...entries.keys()].filter((name) => !name.startsWith('files/'))).toEqual([
      'profile.json',
      'posts.json',
      'comments.json',
      'follows.json',
      'fans.json',
      'likes.json',
      'collections.json',
      'albums.json',
      'messages.json',
      'mutes.json',
      'notes.json',
      'probeUser.json',
      'files.json',
    ]);
    expect(json('notes.json')).toEqual([{ text: '值班笔记' }]);
    expect(json('probeUser.json')).toBe(json('profile.json').username);
    expect(json('posts.json')).toEqual([expect.objectContaining({ title: '导出钩子的帖子' })]);

    // `posts` is the content module's part already: the export fails rather than drop one of them.
    const sections = archiveSource([...context.modules, probe({ posts: [] })], context.db).sections(me.userId);
    await expect(sections).rejects.toThrow('archive part "posts" is given by both module "content" and module "probe"');
    const clashing = exportsWith(probe({ posts: [] }));
    const failed = await clashing.start(me.userId);
    await clashing.drain();
    expect(await clashing.detail(me.userId, failed.exportId)).toMatchObject({
      state: 'failed',
      message: '导出失败，请稍后重新导出',
    });
  });
});

/** A real disk store that has no room left for archives (every other file is written as usual). */
class FullDisk extends DiskStorage {
  override async put(key: string, body: Readable): Promise<number> {
    if (!key.startsWith('exports/')) return super.put(key, body);
    body.destroy();
    throw new Error('ENOSPC: no space left on device');
  }
}

describe('privacy rights: a failed export', () => {
  const t = useTestApp(SQLITE_TARGET, {
    overrides: () => ({ storage: new FullDisk(path.join(t.dataDir, 'uploads')) }),
  });

  it('ends in 失败 with a Chinese message, and a new export may start', async () => {
    const me = await loginByPassword(t.app, '13800000005');
    await stepUp(t.app, me, { password: 'Yiying@2026' });
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: authed(me) })).json().data;
    const started = (
      await t.app.inject({ method: 'POST', url: '/web/user/dataExport/create', headers: authed(me), payload: {} })
    ).json().data as DataExport;
    let current = started;
    for (let i = 0; i < 500 && (current.state === 'queued' || current.state === 'preparing'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      current = (await get(`/web/user/dataExport/detail/${started.exportId}`)) as DataExport;
    }
    expect(current).toMatchObject({ state: 'failed', message: '导出失败，请稍后重新导出' });
    const download = await t.app.inject({
      method: 'GET',
      url: `/web/user/dataExport/download/${started.exportId}`,
      headers: authed(me),
    });
    expect(download.statusCode).toBe(400);
    expect(download.json().msg).toBe('导出文件尚未准备好');
    const next = (
      await t.app.inject({ method: 'POST', url: '/web/user/dataExport/create', headers: authed(me), payload: {} })
    ).json().data as DataExport;
    expect(next.exportId).not.toBe(started.exportId);
  });
});
