import type { CommentRecord, ContentRecord, IdentityUser, Notification, PagedList } from '@yiying/models';
import {
  MODERATION_MESSAGES,
  type AuditEntry,
  type ModerationCounts,
  type ModerationItem,
  type Watchword,
  type WatchwordTestResult,
} from '@yiying/validation';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

describeEachDatabase('content safety: watch list, write paths and review queue', (target) => {
  const t = useTestApp(target, { env: { DEMO_DATA: 'false' } });
  let admin: TestSession;
  let member: TestSession;
  let other: TestSession;

  const post = (session: TestSession | null, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: session ? authed(session) : {}, payload: payload ?? {} });
  const get = (session: TestSession | null, url: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, query, headers: session ? authed(session) : {} });
  const addWord = async (word: string, action: string) => {
    const res = await post(admin, '/mng/watchword/create', { word, action });
    if (res.statusCode !== 200) throw new Error(`create word answered ${res.statusCode}: ${res.body}`);
    return res.json().data as Watchword;
  };
  const queue = async (kind: string, state = 'pending') =>
    (await get(admin, '/mng/moderation/list', { kind, state })).json().data as PagedList<ModerationItem>;
  const notices = async (session: TestSession) =>
    (await get(session, '/web/notification/list', { type: 'activity' })).json().data as PagedList<Notification>;

  beforeAll(async () => {
    admin = await loginByCode(t.app);
    await t.app.yiying.context.db
      .updateTable('user')
      .set({ role: 'admin' })
      .where('user_id', '=', admin.userId)
      .execute();
    member = await loginByCode(t.app);
    other = await loginByCode(t.app);
    await addWord('坏词屏蔽', 'block');
    await addWord('待审词', 'hold');
    await addWord('替换词', 'replace');
    await addWord('标记词', 'flag');
  });

  describe('the list', () => {
    it('is for admins only', async () => {
      expect((await get(null, '/mng/watchword/list')).statusCode).toBe(401);
      expect((await get(member, '/mng/watchword/list')).statusCode).toBe(403);
      expect((await post(member, '/mng/watchword/create', { word: 'x', action: 'block' })).statusCode).toBe(403);
      expect((await get(member, '/mng/moderation/list')).statusCode).toBe(403);
    });

    it('refuses bad words and actions with Chinese messages, and a second entry of the same form', async () => {
      expect((await post(admin, '/mng/watchword/create', { word: ' ', action: 'block' })).json().msg).toBe(
        MODERATION_MESSAGES.wordRequired,
      );
      expect((await post(admin, '/mng/watchword/create', { word: '词', action: 'kill' })).json().msg).toBe(
        MODERATION_MESSAGES.actionInvalid,
      );
      expect((await post(admin, '/mng/watchword/create', { word: '...', action: 'block' })).json().msg).toBe(
        MODERATION_MESSAGES.wordEmpty,
      );
      expect((await post(admin, '/mng/watchword/create', { word: '/a(/', action: 'block' })).json().msg).toBe(
        MODERATION_MESSAGES.patternInvalid,
      );
      // The same word written in traditional characters with spaces is the same entry.
      const dup = await post(admin, '/mng/watchword/create', { word: '待 審 詞', action: 'block' });
      expect([dup.statusCode, dup.json().msg]).toEqual([409, MODERATION_MESSAGES.wordExists]);
    });

    it('edits, searches, deletes and records every change in the audit log', async () => {
      const word = await addWord('临时词', 'flag');
      const updated = await post(admin, `/mng/watchword/update/${word.watchwordId}`, {
        word: '临时词',
        action: 'hold',
      });
      expect(updated.json().data).toMatchObject({ action: 'hold' });
      const found = (await get(admin, '/mng/watchword/list', { search: '临时' })).json().data as PagedList<Watchword>;
      expect(found.records.map((r) => r.word)).toEqual(['临时词']);
      expect((await post(admin, `/mng/watchword/delete/${word.watchwordId}`)).statusCode).toBe(200);
      expect((await post(admin, `/mng/watchword/delete/${word.watchwordId}`)).statusCode).toBe(404);
      const audit = (await get(admin, '/mng/audit/list', { targetId: word.watchwordId })).json()
        .data as PagedList<AuditEntry>;
      expect(audit.records.map((r) => r.action).sort()).toEqual(
        ['watchword.create', 'watchword.delete', 'watchword.update'].sort(),
      );
      const deleted = audit.records.find((r) => r.action === 'watchword.delete')!;
      expect(JSON.parse(deleted.before ?? 'null')).toMatchObject({ word: '临时词', action: 'hold' });
      expect(deleted.after).toBeNull();
    });

    it('imports a file, reports bad lines, and exports what import reads', async () => {
      const res = await post(admin, '/mng/watchword/import', {
        text: '# 注释\n导入一\t屏蔽\n导入二\t替换\n导入三,标记\n坏行\t没有这种\n\n待审词\t标记\n',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        added: 3,
        updated: 1,
        errors: [`第 5 行：${MODERATION_MESSAGES.actionInvalid}`],
      });
      const exported = (await get(admin, '/mng/watchword/export')).json().data as { text: string; fileName: string };
      expect(exported.fileName).toMatch(/^敏感词-\d{4}-\d{2}-\d{2}\.txt$/);
      expect(exported.text).toContain('导入二\t替换');
      expect(exported.text).toContain('待审词\t标记');
      // Back to hold for the tests below, through the file again.
      await post(admin, '/mng/watchword/import', { text: '待审词\t审核\n' });
      const audit = (await get(admin, '/mng/audit/list', { action: 'watchword.import' })).json()
        .data as PagedList<AuditEntry>;
      expect(audit.total).toBeGreaterThanOrEqual(2);
    });

    it('has a test box that shows what a text would trigger', async () => {
      const res = await get(admin, '/mng/watchword/test', { text: '这里有替 换 词和標記詞' });
      const result = res.json().data as WatchwordTestResult;
      expect(result.action).toBe('flag');
      expect(result.result).toBe('这里有＊＊＊＊＊和標記詞');
      expect(result.matches.map((m) => [m.word, m.start, m.end])).toEqual([
        ['替换词', 3, 8],
        ['标记词', 9, 12],
      ]);
      // An empty text matches nothing (the query is optional, as every /mng query is: a member is told 403 first).
      const empty = await get(admin, '/mng/watchword/test', { text: '' });
      expect(empty.statusCode).toBe(200);
      expect(empty.json().data.matches).toEqual([]);
      expect((await get(admin, '/mng/watchword/test', { text: '字'.repeat(5001) })).statusCode).toBe(400);
    });
  });

  describe('write paths', () => {
    const create = (session: TestSession, body: Record<string, unknown>) =>
      post(session, '/web/content/create', { type: 'pound', ...body });

    it('refuses a 屏蔽 post, title, body or tag without naming the word, and writes nothing', async () => {
      for (const body of [
        { title: '坏词屏蔽', content: '正文' },
        { title: '标题', content: '有坏 词 屏 蔽' },
        { title: '标题', content: '正文', tags: ['壞詞屏蔽'] },
      ]) {
        const res = await create(member, body);
        expect([res.statusCode, res.json().msg]).toEqual([400, MODERATION_MESSAGES.blocked]);
      }
      const article = await post(member, '/web/content/create', {
        type: 'article',
        title: '文章',
        content: '<p>坏<b>词</b>屏蔽</p>',
      });
      expect(article.json().msg).toBe(MODERATION_MESSAGES.blocked);
      const mine = (await get(member, '/web/content/personalList')).json().data as PagedList<ContentRecord>;
      expect(mine.total).toBe(0);
    });

    it('stars a 替换 word and flags a 标记 post while publishing both', async () => {
      const replaced = (await create(member, { title: '替换词的标题', content: '正文替.换.词' })).json()
        .data as ContentRecord;
      expect(replaced.title).toBe('＊＊＊的标题');
      expect(replaced.content).toBe('正文＊＊＊＊＊');
      const flagged = (await create(member, { title: '有标记词', content: '正文' })).json().data as ContentRecord;
      expect(flagged.state).toBe('publish');
      const detail = await get(null, `/api/content/detail/${flagged.contentId}`);
      expect(detail.statusCode).toBe(200);
      const items = await queue('content');
      expect(items.records.find((i) => i.targetId === flagged.contentId)).toMatchObject({
        mode: 'flagged',
        matches: [expect.objectContaining({ word: '标记词' })],
      });
    });

    it('holds a 审核 post out of every public read until an admin approves it, then tells the author', async () => {
      const res = await create(member, { title: '夜班的待审词', content: '正文' });
      expect(res.statusCode).toBe(200);
      const held = res.json().data as ContentRecord;
      expect(held).toMatchObject({ held: true, moderationReason: '含审核词' });
      // The author sees it; visitors and other members do not, in lists or detail.
      expect((await get(member, `/api/content/detail/${held.contentId}`)).statusCode).toBe(200);
      expect((await get(null, `/api/content/detail/${held.contentId}`)).statusCode).toBe(404);
      expect((await get(other, `/api/content/detail/${held.contentId}`)).statusCode).toBe(404);
      const list = (await get(null, '/api/content/list', { pageSize: '50' })).json().data as PagedList<ContentRecord>;
      expect(list.records.map((r) => r.contentId)).not.toContain(held.contentId);
      // The author cannot publish it around the queue.
      const publish = await post(member, `/web/content/update/${held.contentId}`, { state: 'publish' });
      expect(publish.statusCode).toBe(403);

      const counts = (await get(admin, '/mng/moderation/counts')).json().data as ModerationCounts;
      expect(counts.content).toBeGreaterThanOrEqual(2);
      const item = (await queue('content')).records.find((i) => i.targetId === held.contentId)!;
      expect(item).toMatchObject({ mode: 'held', reason: '含审核词', author: { userId: member.userId } });
      const [match] = item.matches;
      expect(item.text.slice(match!.start, match!.end)).toBe('待审词');

      const approved = await post(admin, `/mng/moderation/approve/${item.itemId}`, {});
      expect(approved.json().data).toMatchObject({ state: 'approved' });
      expect((await get(null, `/api/content/detail/${held.contentId}`)).statusCode).toBe(200);
      const again = await post(admin, `/mng/moderation/approve/${item.itemId}`, {});
      expect([again.statusCode, again.json().msg]).toEqual([400, MODERATION_MESSAGES.notPending]);
      const told = await notices(member);
      expect(told.records[0]).toMatchObject({ action: 'review', contentId: held.contentId });
      expect(told.records[0]!.text).toContain('已通过审核');
      const audit = (await get(admin, '/mng/audit/list', { action: 'moderation.approve' })).json()
        .data as PagedList<AuditEntry>;
      expect(audit.records[0]!.targetId).toBe(item.itemId);
    });

    it('rejects a held post with a reason the author reads, keeping it down', async () => {
      const held = (await create(member, { title: '又一篇待审词', content: '正文' })).json().data as ContentRecord;
      const item = (await queue('content')).records.find((i) => i.targetId === held.contentId)!;
      expect((await post(admin, `/mng/moderation/reject/${item.itemId}`, {})).json().msg).toBe(
        MODERATION_MESSAGES.rejectReasonRequired,
      );
      await post(admin, `/mng/moderation/reject/${item.itemId}`, { reason: '含不当信息' });
      const detail = (await get(member, `/api/content/detail/${held.contentId}`)).json().data as ContentRecord;
      expect(detail).toMatchObject({ state: 'down', moderated: true, moderationReason: '含不当信息' });
      expect((await get(null, `/api/content/detail/${held.contentId}`)).statusCode).toBe(404);
      expect((await notices(member)).records[0]!.text).toBe(`你的作品《又一篇待审词》未通过审核：含不当信息`);
    });

    it('refuses, holds, stars and flags comments and replies', async () => {
      const host = (await create(other, { title: '可以评论', content: '正文' })).json().data as ContentRecord;
      const blocked = await post(member, '/web/comment/create', { contentId: host.contentId, content: '坏词屏蔽' });
      expect([blocked.statusCode, blocked.json().msg]).toEqual([400, MODERATION_MESSAGES.blocked]);

      const held = await post(member, '/web/comment/create', { contentId: host.contentId, content: '这是待审词' });
      expect(held.statusCode).toBe(202);
      expect(held.json().msg).toContain('已提交审核');
      const listed = async () =>
        ((await get(null, '/api/comment/list', { contentId: host.contentId })).json().data as PagedList<CommentRecord>)
          .records;
      expect(await listed()).toEqual([]);

      const starred = (
        await post(member, '/web/comment/create', { contentId: host.contentId, content: '替换词好' })
      ).json().data as CommentRecord;
      expect(starred.content).toBe('＊＊＊好');
      const flagged = (
        await post(member, '/web/comment/create', { contentId: host.contentId, content: '标记词' })
      ).json().data as CommentRecord;
      const reply = await post(member, '/web/reply/create', { commentId: starred.commentId, content: '回复待审词' });
      expect(reply.statusCode).toBe(202);

      const items = await queue('comment');
      const heldItem = items.records.find((i) => i.source === 'comment' && i.mode === 'held')!;
      const heldReply = items.records.find((i) => i.source === 'reply')!;
      const flaggedItem = items.records.find((i) => i.targetId === flagged.commentId)!;
      expect(heldItem.text).toBe('这是待审词');

      // Bulk: approve the held comment and reply together; the comment then appears.
      const bulk = await post(admin, '/mng/moderation/bulk', {
        ids: [heldItem.itemId, heldReply.itemId, 'nope'],
        decision: 'approve',
      });
      expect(bulk.json().data).toMatchObject({ done: 2, failed: [{ itemId: 'nope' }] });
      const contents = (await listed()).map((c) => c.content);
      expect(contents).toContain('这是待审词');
      // Rejecting a flagged comment removes it.
      await post(admin, `/mng/moderation/reject/${flaggedItem.itemId}`, { reason: '不友善' });
      expect((await listed()).map((c) => c.commentId)).not.toContain(flagged.commentId);
      expect((await notices(member)).records[0]!.text).toContain('未通过审核：不友善');
    });

    it('refuses, stars and flags the text of a forward', async () => {
      const source = (await create(other, { title: '可以转发', content: '正文' })).json().data as ContentRecord;
      const forward = (text: string) =>
        post(member, `/web/user/behaviour/forward/${source.contentId}`, {
          contentId: source.contentId,
          forwardedText: text,
        });
      expect((await forward('坏词屏蔽')).json().msg).toBe(MODERATION_MESSAGES.blocked);
      expect(((await forward('转发替换词')).json().data as ContentRecord).title).toBe('转发＊＊＊');
      const flagged = (await forward('转发待审词')).json().data as ContentRecord;
      expect(flagged.state).toBe('publish');
      const items = await queue('content');
      expect(items.records.find((i) => i.targetId === flagged.contentId)).toMatchObject({ mode: 'flagged' });
    });

    it('keeps the old nickname public until a held one is approved', async () => {
      const before = (await get(member, '/web/user/current')).json().data as IdentityUser;
      const res = await post(member, '/web/user/update', { username: '新名待审词', signature: '替换词签名' });
      expect(res.statusCode).toBe(202);
      const now = (await get(member, '/web/user/current')).json().data as IdentityUser;
      expect(now.username).toBe(before.username);
      const item = (await queue('name')).records[0]!;
      expect(item).toMatchObject({ source: 'username', title: '昵称' });
      await post(admin, `/mng/moderation/approve/${item.itemId}`, {});
      const after = (await get(member, '/web/user/current')).json().data as IdentityUser;
      expect(after.username).toBe('新名待审词');
      expect(after.signature).toBe('＊＊＊签名');
      const blocked = await post(member, '/web/user/update', { signature: '坏词屏蔽' });
      expect(blocked.json().msg).toBe(MODERATION_MESSAGES.blocked);
    });

    it('screens album and circle names, guestbook messages and chat', async () => {
      expect((await post(member, '/web/album/create', { title: '坏词屏蔽' })).json().msg).toBe(
        MODERATION_MESSAGES.blocked,
      );
      const album = (await post(member, '/web/album/create', { title: '替换词相册' })).json().data as {
        title: string;
      };
      expect(album.title).toBe('＊＊＊相册');
      expect((await post(member, '/web/circle/create', { name: '坏词屏蔽圈' })).json().msg).toBe(
        MODERATION_MESSAGES.blocked,
      );
      const circle = await post(member, '/web/circle/create', { name: '待审词圈子' });
      expect(circle.statusCode).toBe(200);
      const other_ = (await queue('other')).records;
      expect(other_.find((i) => i.source === 'circle')).toMatchObject({ mode: 'flagged', reason: expect.any(String) });
      const guest = await t.app.inject({
        method: 'POST',
        url: '/web/guestbook/create',
        remoteAddress: '10.99.1.2',
        payload: { name: '张三', phone: '13912345678', title: '坏词屏蔽', message: '你好' },
      });
      expect(guest.json().msg).toBe(MODERATION_MESSAGES.blocked);
      const chat = await post(member, '/web/imMsg/create', {
        senderId: member.userId,
        receiverId: other.userId,
        content: '坏词屏蔽',
      });
      expect(chat.json().msg).toBe(MODERATION_MESSAGES.blocked);
    });
  });
});
