import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PATIENT_CONSENT_MESSAGES } from '@yiying/validation';
import type {
  ActivityRecord,
  ContentRecord,
  EnrollmentCurrent,
  EnrollmentRecord,
  MessageCentreUnread,
  Notification,
  PagedList,
} from '@yiying/models';
import { ADMIN, DAY, MEMBERS, activityKit } from '../../testing/activity';
import { testClock } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

const [ALICE, BOB] = MEMBERS;
// A group portrait face-api ships with its demo, read from node_modules at test time (never committed).
const PORTRAIT = readFileSync(
  path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample1.jpg'),
);

describeEachDatabase('the post of an entry through the content routes', (target) => {
  const clock = testClock();
  const t = useTestApp(target, { overrides: () => ({ clock }), env: { ACTIVITY_ENTRY_LIMIT: '5' } });
  const { call, data, createActivity, enroll, review, upload, uploadFile } = activityKit(t, clock);
  const post = (who: string, contentId: string | undefined) =>
    data<ContentRecord>(who, `/api/content/detail/${contentId ?? ''}`);
  const joins = async (activityId: string) =>
    (await data<ActivityRecord>(null, `/api/activity/detail/${activityId}`)).joinNum;

  it('lets the author edit and delete it while the entry waits and the window is open', async () => {
    const a = await createActivity({ title: '可改的活动' });
    const first = await enroll(ALICE, a.activityId, { title: '原来的标题' });
    const second = await enroll(ALICE, a.activityId);
    expect(await joins(a.activityId)).toBe(2);

    const edited = await data<ContentRecord>(ALICE, `/web/content/update/${first.contentId}`, { title: '新标题' });
    expect(edited.title).toBe('新标题');
    expect((await data<ActivityRecord>(ALICE, `/api/activityEnroll/detail/${first.enrollId}`)).title).toBe('新标题');

    expect((await call(ALICE, `/web/content/delete/${second.contentId}`, {})).statusCode).toBe(200);
    expect((await call(ALICE, `/api/activityEnroll/detail/${second.enrollId}`)).statusCode).toBe(404);
    // The entry went with its post, and the activity counts one entry again.
    expect(await joins(a.activityId)).toBe(1);
    const mine = await data<EnrollmentCurrent>(ALICE, `/api/activityEnroll/current?activityId=${a.activityId}`);
    expect(mine.records.map((r) => r.enrollId)).toEqual([first.enrollId]);
  });

  it('refuses the author once the entry is reviewed, and changes nothing', async () => {
    const a = await createActivity({ title: '已审核的活动' });
    const passed = await enroll(ALICE, a.activityId, { title: '入选作品' });
    const refused = await enroll(ALICE, a.activityId, { title: '未入选作品' });
    await review(passed.enrollId, 'pass');
    await review(refused.enrollId, 'nopass');

    for (const entry of [passed, refused]) {
      const update = await call(ALICE, `/web/content/update/${entry.contentId}`, { title: '审核后偷偷改' });
      expect(update.statusCode).toBe(403);
      expect(update.json().msg).toBe('作品已审核，不能再修改');
      const hide = await call(ALICE, `/web/content/update/${entry.contentId}`, { state: 'down' });
      expect(hide.statusCode).toBe(403);
      const remove = await call(ALICE, `/web/content/delete/${entry.contentId}`, {});
      expect(remove.statusCode).toBe(403);
      expect(remove.json().msg).toBe('作品已审核，不能再修改');
      expect(await post(ALICE, entry.contentId)).toMatchObject({ title: entry.title, state: 'publish' });
    }
    expect(await joins(a.activityId)).toBe(2);
  });

  it('refuses the author after the window closed with the window hint, on the moved clock', async () => {
    const start = clock();
    const a = await createActivity({
      title: '将截稿的活动',
      validStart: new Date(start - DAY).toISOString(),
      validEnd: new Date(start + DAY).toISOString(),
    });
    const waiting = await enroll(ALICE, a.activityId, { title: '截稿前的作品' });
    try {
      clock.set(start + DAY + 1);
      const update = await call(ALICE, `/web/content/update/${waiting.contentId}`, { title: '截稿后再改' });
      expect(update.statusCode).toBe(403);
      expect(update.json().msg).toBe('活动已截稿');
      const remove = await call(ALICE, `/web/content/delete/${waiting.contentId}`, {});
      expect(remove.statusCode).toBe(403);
      expect(remove.json().msg).toBe('活动已截稿');
      expect((await post(ALICE, waiting.contentId)).title).toBe('截稿前的作品');
      expect(await joins(a.activityId)).toBe(1);
    } finally {
      clock.set(start);
    }
  });

  it('keeps other members out and admins able to moderate; other posts are not affected', async () => {
    const a = await createActivity({ title: '管理员可管' });
    const entry = await enroll(ALICE, a.activityId);
    await review(entry.enrollId, 'pass');
    expect((await call(BOB, `/web/content/update/${entry.contentId}`, { title: '别人改' })).statusCode).toBe(403);
    const hidden = await data<ContentRecord>(ADMIN, `/web/content/update/${entry.contentId}`, { state: 'down' });
    expect(hidden.state).toBe('down');

    const other = await enroll(ALICE, a.activityId);
    await review(other.enrollId, 'pass');
    expect((await call(ADMIN, `/web/content/delete/${other.contentId}`, {})).statusCode).toBe(200);
    expect(await joins(a.activityId)).toBe(1);

    const plain = await data<ContentRecord>(BOB, '/web/content/create', {
      type: 'pound',
      state: 'publish',
      title: '普通帖子',
      content: '不是参赛作品',
      accessScope: 'public',
    });
    expect((await data<ContentRecord>(BOB, `/web/content/update/${plain.contentId}`, { title: '改了' })).title).toBe(
      '改了',
    );
    expect((await call(BOB, `/web/content/delete/${plain.contentId}`, {})).statusCode).toBe(200);
  });

  it('keeps the post of an activity itself for the console: no edit, and no delete while it has entries', async () => {
    const a = await createActivity({ title: '活动本身的帖子' });
    const update = await call(ADMIN, `/web/content/update/${a.contentId}`, { title: '绕过后台改标题' });
    expect([update.statusCode, update.json().msg]).toEqual([403, '活动内容请在管理后台修改']);
    await enroll(ALICE, a.activityId);
    const remove = await call(ADMIN, `/web/content/delete/${a.contentId}`, {});
    expect([remove.statusCode, remove.json().msg]).toEqual([409, '活动已有作品，不能删除，请改为下线']);
    const still = await data<ActivityRecord>(null, `/api/activity/detail/${a.activityId}`);
    expect([still.title, still.joinNum]).toEqual(['活动本身的帖子', 1]);

    // Without entries the console's own delete works as before.
    const empty = await createActivity({ title: '没有作品的活动' });
    expect((await call(ADMIN, `/mng/activity/delete/${empty.activityId}`, {})).statusCode).toBe(200);
    expect((await call(null, `/api/activity/detail/${empty.activityId}`)).statusCode).toBe(404);
  });

  it('enters one of the member’s published works by its files; the work itself stays as it was', async () => {
    const a = await createActivity({ title: '旧作参赛' });
    const picture = await upload(ALICE);
    const work = await data<ContentRecord>(ALICE, '/web/content/create', {
      type: 'image',
      state: 'publish',
      title: '去年的晨光',
      mediaIds: [picture.mediaId],
      accessScope: 'public',
    });
    const entry = await enroll(ALICE, a.activityId, {
      title: work.title,
      mediaIds: (work.media ?? []).map((m) => m.mediaId),
    });
    expect(entry.state).toBe('created');
    const entered = await post(ALICE, entry.contentId);
    expect(entered.media?.map((m) => m.mediaId)).toEqual([picture.mediaId]);
    expect(entered.contentId).not.toBe(work.contentId);
    // The original post keeps its files and its public scope.
    const original = await data<ContentRecord>(null, `/api/content/detail/${work.contentId}`);
    expect(original).toMatchObject({ accessScope: 'public', title: '去年的晨光' });
    expect(original.media?.map((m) => m.mediaId)).toEqual([picture.mediaId]);
    // Someone else's work cannot be entered by its files.
    const refused = await call(BOB, '/web/activityEnroll/create', {
      activityId: a.activityId,
      title: '别人的作品',
      mediaIds: [picture.mediaId],
      name: '李四',
      phone: '13912345678',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('asks 患者隐私确认 of an entry whose pictures the server found faces in, and stores the answer', async () => {
    const a = await createActivity({ title: '人像活动' });
    const portrait = await uploadFile(ALICE, '合影.jpg', PORTRAIT);
    const end = Date.now() + 60_000;
    for (;;) {
      const row = await t.app.yiying.context.db
        .selectFrom('media')
        .select('faces')
        .where('media_id', '=', portrait.mediaId)
        .executeTakeFirstOrThrow();
      if (row.faces !== null) break;
      if (Date.now() > end) throw new Error('the face check did not run');
      await new Promise((r) => setTimeout(r, 100));
    }
    const body = {
      activityId: a.activityId,
      title: '门诊合影',
      mediaIds: [portrait.mediaId],
      name: '张三',
      phone: '13912345678',
    };
    const refused = await call(ALICE, '/web/activityEnroll/create', body);
    expect([refused.statusCode, refused.json().msg]).toEqual([400, PATIENT_CONSENT_MESSAGES.faces]);
    expect(await joins(a.activityId)).toBe(0);
    const entry = await data<EnrollmentRecord>(ALICE, '/web/activityEnroll/create', {
      ...body,
      patientConsent: 'consent',
    });
    expect((await post(ALICE, entry.contentId)).patientConsent).toBe('consent');
    expect(await joins(a.activityId)).toBe(1);
  });
});

describeEachDatabase('review results in the message centre', (target) => {
  const clock = testClock();
  const t = useTestApp(target, { overrides: () => ({ clock }), env: { ACTIVITY_ENTRY_LIMIT: '5' } });
  const { call, data, createActivity, enroll, review } = activityKit(t, clock);
  const notices = (who: string) => data<PagedList<Notification>>(who, '/web/notification/list?type=activity');

  it('tells the entrant of each review result under 活动, once per change', async () => {
    const before = (await notices(ALICE)).total;
    const a = await createActivity({ title: '春季摄影大赛' });
    const entry = await enroll(ALICE, a.activityId, { title: '晨光' });
    expect((await notices(ALICE)).total).toBe(before);

    await review(entry.enrollId, 'pass');
    const [passed] = (await notices(ALICE)).records;
    expect(passed).toMatchObject({
      type: 'activity',
      action: 'review',
      contentId: entry.contentId,
      text: '你的作品《晨光》已入选「春季摄影大赛」',
      read: false,
    });
    const unread = await data<MessageCentreUnread>(ALICE, '/web/notification/unread');
    expect(unread.activity).toBe(before + 1);
    expect(unread.total).toBeGreaterThanOrEqual(unread.activity);

    // The same result again tells nothing new; a new result or note does.
    await review(entry.enrollId, 'pass');
    expect((await notices(ALICE)).total).toBe(before + 1);
    clock.advance(60_000);
    await review(entry.enrollId, 'excellent');
    expect((await notices(ALICE)).records[0]?.text).toBe('你的作品《晨光》被评为「春季摄影大赛」优秀作品');
    clock.advance(60_000);
    await review(entry.enrollId, 'nopass', '主体不清晰');
    expect((await notices(ALICE)).records[0]?.text).toBe(
      '你的作品《晨光》未入选「春季摄影大赛」，审核意见：主体不清晰',
    );
    expect((await notices(ALICE)).total).toBe(before + 3);
    // Nobody else hears of it.
    expect((await data<PagedList<Notification>>(BOB, '/web/notification/list?type=activity')).records).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ contentId: entry.contentId })]),
    );

    const read = await data<MessageCentreUnread>(ALICE, '/web/notification/read', { type: 'activity' });
    expect(read.activity).toBe(0);
  });

  it('answers a member their standing at /web/activityEnroll/current as at /api, and a visitor 401', async () => {
    const a = await createActivity({ title: '登录后查看的活动' });
    const entry = await enroll(BOB, a.activityId, { title: '我的参赛作品' });
    const url = `/web/activityEnroll/current?activityId=${a.activityId}`;
    const mine = await data<EnrollmentCurrent>(BOB, url);
    expect(mine).toEqual(await data<EnrollmentCurrent>(BOB, `/api/activityEnroll/current?activityId=${a.activityId}`));
    expect(mine).toMatchObject({ activityId: a.activityId, entryCount: 1, remaining: 4, entryLimit: 5, valid: true });
    expect(mine.records.map((r) => r.enrollId)).toEqual([entry.enrollId]);
    // Another member's standing in the same activity is their own: none of Bob's entries.
    expect(await data<EnrollmentCurrent>(ALICE, url)).toMatchObject({ entryCount: 0, remaining: 5, records: [] });

    const visitor = await call(null, url);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 401, msg: '用户未登录' });
    const missing = await call(BOB, '/web/activityEnroll/current');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('请选择活动');
    expect((await call(BOB, '/web/activityEnroll/current?activityId=nope')).statusCode).toBe(404);
  });
});
