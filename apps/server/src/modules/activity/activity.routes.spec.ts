import type {
  ActivityRecord,
  ActivityResults,
  EnrollmentCurrent,
  EnrollmentRecord,
  PagedList,
  RoadshowRecord,
  SearchResult,
} from '@yiying/models';
import { ADMIN, DAY, HOUR, MEMBERS, activityKit } from '../../testing/activity';
import { loginByCode, testClock, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

const [ALICE, BOB, CAROL] = MEMBERS;

describeEachDatabase('activities, entries and review', (target) => {
  const clock = testClock();
  const t = useTestApp(target, { overrides: () => ({ clock }), env: { ACTIVITY_ENTRY_LIMIT: '2' } });
  const kit = activityKit(t, clock);
  const { call, data, createActivity, enroll, enrollBody, review } = kit;

  it('keeps /mng to admins', async () => {
    const body = {
      title: '无权创建',
      cover: '/c.jpg',
      validStart: '2026-03-01T00:00:00Z',
      validEnd: '2026-03-09T00:00:00Z',
    };
    expect((await call(null, '/mng/activity/create', body)).statusCode).toBe(401);
    const member = await call(ALICE, '/mng/activity/create', body);
    expect(member.statusCode).toBe(403);
    expect(member.json().msg).toBe('拒绝访问');
    expect((await call(ALICE, '/mng/activityEnroll/list')).statusCode).toBe(403);
    expect((await call(ALICE, '/mng/roadshow/create', { title: 'x', cover: '/c.jpg' })).statusCode).toBe(403);
  });

  it('refuses an editor body with the window out of order and changes nothing', async () => {
    const before = (await data<PagedList<ActivityRecord>>(ADMIN, '/mng/activity/list?title=顺序错误')).total;
    const res = await call(ADMIN, '/mng/activity/create', {
      title: '顺序错误',
      cover: '/c.jpg',
      validStart: '2026-03-09T00:00:00Z',
      validEnd: '2026-03-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('截稿时间必须晚于开始时间');
    const vote = await call(ADMIN, '/mng/activity/create', {
      title: '顺序错误',
      cover: '/c.jpg',
      validStart: '2026-03-01T00:00:00Z',
      validEnd: '2026-03-09T00:00:00Z',
      voteStart: '2026-03-10T00:00:00Z',
    });
    expect(vote.json().msg).toBe('投票开始与结束时间须同时填写');
    expect((await data<PagedList<ActivityRecord>>(ADMIN, '/mng/activity/list?title=顺序错误')).total).toBe(before);
  });

  it('follows the window on the moved clock: before, at each boundary, and after', async () => {
    const start = clock() + 3 * DAY + 2 * HOUR;
    const end = start + 5 * DAY;
    const a = await createActivity({
      title: '边界测试活动',
      validStart: new Date(start).toISOString(),
      validEnd: new Date(end).toISOString(),
    });
    const detail = () => data<ActivityRecord>(null, `/api/activity/detail/${a.activityId}`);
    const listed = async (state: string) =>
      (await data<PagedList<ActivityRecord>>(null, `/api/activity/list?title=边界测试&state=${state}`)).total;

    expect(await detail()).toMatchObject({
      valid: false,
      phase: 'before',
      state: 'publish',
      hint: '距活动开始还有3天',
    });
    expect(await listed('publish')).toBe(1);
    const early = await call(ALICE, '/web/activityEnroll/create', await enrollBody(ALICE, a.activityId));
    expect(early.statusCode).toBe(403);
    expect(early.json().msg).toBe('距活动开始还有3天');

    clock.set(start - 1);
    const soon = await detail();
    expect(soon.valid).toBe(false);
    expect(soon.hint).toMatch(/^活动将于\d{4}-\d{2}-\d{2} \d{2}:\d{2}开始$/);
    const justBefore = await call(ALICE, '/web/activityEnroll/create', await enrollBody(ALICE, a.activityId));
    expect(justBefore.statusCode).toBe(403);
    expect(justBefore.json().msg).toBe(soon.hint);

    clock.set(start);
    expect(await detail()).toMatchObject({ valid: true, phase: 'open', state: 'doing', hint: '距截稿还有5天' });
    expect(await listed('doing')).toBe(1);
    expect(await listed('publish')).toBe(0);
    const opened = await enroll(ALICE, a.activityId);
    expect(opened.state).toBe('created');
    const open = await data<PagedList<ActivityRecord>>(null, '/api/activityEnroll/uploadList?title=边界测试');
    expect(open.records.map((r) => r.activityId)).toEqual([a.activityId]);

    clock.set(end - HOUR);
    expect((await detail()).hint).toMatch(/^截稿时间\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    clock.set(end);
    expect((await detail()).valid).toBe(true);
    expect((await enroll(BOB, a.activityId)).state).toBe('created');

    clock.set(end + 1);
    expect(await detail()).toMatchObject({ valid: false, phase: 'closed', state: 'finish', hint: '活动已截稿' });
    expect(await listed('finish')).toBe(1);
    expect(await listed('doing')).toBe(0);
    const late = await call(CAROL, '/web/activityEnroll/create', await enrollBody(CAROL, a.activityId));
    expect(late.statusCode).toBe(403);
    expect(late.json().msg).toBe('活动已截稿');
    const edit = await call(ALICE, `/web/activityEnroll/update/${opened.enrollId}`, { title: '截稿后修改' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().msg).toBe('活动已截稿');
    expect((await data<ActivityRecord>(ADMIN, `/api/activity/detail/${a.activityId}`)).joinNum).toBe(2);
  });

  it('filters by doingDate and finishDate in China time, and refuses a bad date', async () => {
    // 2026-04-10 00:00 to 2026-04-11 23:00 in Shanghai.
    await createActivity({
      title: '日期筛选活动',
      validStart: '2026-04-09T16:00:00.000Z',
      validEnd: '2026-04-11T15:00:00.000Z',
    });
    const total = async (query: string) =>
      (await data<PagedList<ActivityRecord>>(null, `/api/activity/list?title=日期筛选&${query}`)).total;
    expect(await total('doingDate=2026-04-09')).toBe(0);
    expect(await total('doingDate=2026-04-10')).toBe(1);
    expect(await total('doingDate=2026-04-11')).toBe(1);
    expect(await total('doingDate=2026-04-12')).toBe(0);
    expect(await total('finishDate=2026-04-11')).toBe(1);
    expect(await total('finishDate=2026-04-10')).toBe(0);
    const bad = await call(null, '/api/activity/list?doingDate=2026-4-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('日期格式应为 YYYY-MM-DD');
    const kind = await call(null, '/api/activity/list?kind=contest');
    expect(kind.json().msg).toBe('kind 只能是 activity 或 exhibition');
  });

  it('moves an activity through create, publish and down; visitors see only published ones', async () => {
    const a = await createActivity({ title: '状态流转活动', state: 'create' });
    expect(a.state).toBe('create');
    expect((await call(null, `/api/activity/detail/${a.activityId}`)).statusCode).toBe(404);
    expect((await call(ALICE, `/api/activity/detail/${a.activityId}`)).json().msg).toBe('活动不存在');
    expect((await data<PagedList<ActivityRecord>>(null, '/api/activity/list?title=状态流转')).total).toBe(0);
    const draftEntry = await call(ALICE, '/web/activityEnroll/create', await enrollBody(ALICE, a.activityId));
    expect(draftEntry.statusCode).toBe(403);
    expect(draftEntry.json().msg).toBe('活动尚未开放');

    expect((await data<ActivityRecord>(ADMIN, `/mng/activity/publish/${a.activityId}`, {})).state).toBe('doing');
    expect((await data<PagedList<ActivityRecord>>(null, '/api/activity/list?title=状态流转')).total).toBe(1);

    const down = await data<ActivityRecord>(ADMIN, `/mng/activity/down/${a.activityId}`, {});
    expect(down.state).toBe('down');
    expect((await call(null, `/api/activity/detail/${a.activityId}`)).statusCode).toBe(404);
    expect((await data<PagedList<ActivityRecord>>(null, '/api/activity/list?title=状态流转')).total).toBe(0);
    const mng = await data<PagedList<ActivityRecord>>(ADMIN, '/mng/activity/list?title=状态流转');
    expect(mng.records.map((r) => r.state)).toEqual(['down']);
    const refused = await call(ALICE, '/web/activityEnroll/create', await enrollBody(ALICE, a.activityId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('活动已下线');

    const updated = await data<ActivityRecord>(ADMIN, `/mng/activity/update/${a.activityId}`, {
      title: '状态流转活动（改名）',
      activityTags: '人像, 风光,人像',
      content: '<p>活动说明</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">链接</a>',
    });
    expect(updated.content).toContain('<p>活动说明</p>');
    expect(updated.content).not.toMatch(/script|onclick|javascript/);
    expect(updated.title).toBe('状态流转活动（改名）');
    expect(updated.activityTags).toEqual(['人像', '风光']);
    expect((await call(ADMIN, `/mng/activity/delete/${a.activityId}`, {})).statusCode).toBe(200);
    expect((await call(ADMIN, `/api/activity/detail/${a.activityId}`)).statusCode).toBe(404);
  });

  it('checks the put-in dialog with the spec texts and creates nothing on bad input', async () => {
    const a = await createActivity({ title: '投稿校验活动' });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '必须填写姓名'],
      [{ name: '名'.repeat(33) }, '姓名必须小于32个字符'],
      [{ phone: '' }, '必须填写手机号码'],
      [{ phone: '12345678901' }, '请输入正确的手机号码'],
      [{ mediaIds: [] }, '请至少上传一张图片'],
    ];
    for (const [patch, message] of cases) {
      const res = await call(ALICE, '/web/activityEnroll/create', await enrollBody(ALICE, a.activityId, patch));
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(message);
    }
    const current = await data<EnrollmentCurrent>(ALICE, `/api/activityEnroll/current?activityId=${a.activityId}`);
    expect(current).toMatchObject({ entryCount: 0, remaining: 2, entryLimit: 2, valid: true });
    const someoneElses = await call(ALICE, '/web/activityEnroll/create', {
      ...(await enrollBody(ALICE, a.activityId)),
      mediaIds: [(await kit.upload(BOB)).mediaId],
    });
    expect(someoneElses.statusCode).toBe(400);
  });

  it('limits entries per member and activity', async () => {
    const a = await createActivity({ title: '件数上限活动' });
    await enroll(ALICE, a.activityId);
    await enroll(ALICE, a.activityId);
    const third = await call(ALICE, '/web/activityEnroll/create', await enrollBody(ALICE, a.activityId));
    expect(third.statusCode).toBe(409);
    expect(third.json().msg).toBe('每个活动最多提交2件作品');
    const current = await data<EnrollmentCurrent>(ALICE, `/api/activityEnroll/current?activityId=${a.activityId}`);
    expect(current).toMatchObject({ entryCount: 2, remaining: 0 });
    expect((await enroll(BOB, a.activityId)).state).toBe('created');
  });

  it('shows an entry to its author and admins until it passes; only the author edits, only while created', async () => {
    const a = await createActivity({ title: '审核活动', type: 'image' });
    const mine = await enroll(ALICE, a.activityId, { title: '待审核的作品', tags: ['夜景'] });
    expect(mine).toMatchObject({ state: 'created', name: '张三', phone: '13912345678', accessScope: 'private' });
    expect(mine.media?.length).toBe(1);

    expect((await call(null, `/api/activityEnroll/detail/${mine.enrollId}`)).statusCode).toBe(404);
    expect((await call(BOB, `/api/activityEnroll/detail/${mine.enrollId}`)).json().msg).toBe('作品不存在');
    const publicList = await data<PagedList<EnrollmentRecord>>(
      null,
      `/api/activityEnroll/list?activityId=${a.activityId}`,
    );
    expect(publicList.total).toBe(0);
    const own = await data<PagedList<EnrollmentRecord>>(
      ALICE,
      `/api/activityEnroll/list?activityId=${a.activityId}&createBy=${mine.createBy}`,
    );
    expect(own.records.map((r) => r.state)).toEqual(['created']);
    const queue = await data<PagedList<EnrollmentRecord>>(
      ADMIN,
      `/mng/activityEnroll/list?activityId=${a.activityId}&state=created`,
    );
    expect(queue.records[0]).toMatchObject({ enrollId: mine.enrollId, name: '张三', phone: '13912345678' });

    const other = await call(BOB, `/web/activityEnroll/update/${mine.enrollId}`, { title: '别人的修改' });
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe('只能修改自己的作品');
    expect((await call(BOB, `/web/activityEnroll/delete/${mine.enrollId}`, {})).statusCode).toBe(403);
    const edited = await data<EnrollmentRecord>(ALICE, `/web/activityEnroll/update/${mine.enrollId}`, {
      title: '改过的标题',
      phone: '13700000000',
    });
    expect(edited).toMatchObject({ title: '改过的标题', phone: '13700000000' });
    const badPhone = await call(ALICE, `/web/activityEnroll/update/${mine.enrollId}`, { phone: '123' });
    expect(badPhone.json().msg).toBe('请输入正确的手机号码');

    expect((await call(ALICE, `/mng/activityEnroll/review/${mine.enrollId}`, { state: 'pass' })).statusCode).toBe(403);
    const badState = await call(ADMIN, `/mng/activityEnroll/review/${mine.enrollId}`, { state: 'created' });
    expect(badState.json().msg).toBe('审核结果只能是 pass、nopass 或 excellent');

    const passed = await review(mine.enrollId, 'pass', '构图不错');
    expect(passed).toMatchObject({ state: 'pass', note: '构图不错', accessScope: 'public' });
    const seen = await data<EnrollmentRecord>(null, `/api/activityEnroll/detail/${mine.enrollId}`);
    expect(seen.title).toBe('改过的标题');
    expect(seen.name).toBeUndefined();
    expect(seen.phone).toBeUndefined();
    expect(seen.note).toBeUndefined();
    const byTag = await data<PagedList<EnrollmentRecord>>(
      null,
      `/api/activityEnroll/list?activityId=${a.activityId}&activityTag=夜景`,
    );
    expect(byTag.total).toBe(1);
    const locked = await call(ALICE, `/web/activityEnroll/update/${mine.enrollId}`, { title: '入选后再改' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().msg).toBe('作品已审核，不能再修改');
    expect((await call(ALICE, `/web/activityEnroll/delete/${mine.enrollId}`, {})).statusCode).toBe(403);

    expect((await review(mine.enrollId, 'excellent')).state).toBe('excellent');
    expect((await review(mine.enrollId, 'nopass', '主体不清晰')).state).toBe('nopass');
    expect((await call(null, `/api/activityEnroll/detail/${mine.enrollId}`)).statusCode).toBe(404);
    expect((await data<EnrollmentRecord>(ALICE, `/api/activityEnroll/detail/${mine.enrollId}`)).note).toBe(
      '主体不清晰',
    );
    expect((await call(ALICE, `/web/activityEnroll/delete/${mine.enrollId}`, {})).statusCode).toBe(200);
    expect((await call(ADMIN, `/api/activityEnroll/detail/${mine.enrollId}`)).statusCode).toBe(404);
    expect((await data<ActivityRecord>(null, `/api/activity/detail/${a.activityId}`)).joinNum).toBe(0);
  });

  it('refuses an entry of the wrong kind of work', async () => {
    const a = await createActivity({ title: '只收视频的活动', type: 'video' });
    const res = await call(ALICE, '/web/activityEnroll/create', await enrollBody(ALICE, a.activityId));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('该活动不接受这种作品');
  });

  it('counts likes, collections and views on the activity as on posts', async () => {
    const a = await createActivity({ title: '点赞活动' });
    expect(a.contentId).toBeTruthy();
    expect((await call(ALICE, `/web/user/behaviour/like/${a.contentId}`, {})).statusCode).toBe(200);
    expect((await call(BOB, `/web/user/behaviour/collect/${a.contentId}`, {})).statusCode).toBe(200);
    const seen = await data<ActivityRecord>(ALICE, `/api/activity/detail/${a.activityId}`);
    expect(seen).toMatchObject({ likesNum: 1, collectNum: 1, liked: true, collected: false });
    const again = await data<ActivityRecord>(ALICE, `/api/activity/detail/${a.activityId}`);
    expect(again.hitNum).toBe(seen.hitNum);
  });

  it('serves exhibitions through the same calls by kind, and road shows', async () => {
    const hidden = await data<RoadshowRecord>(ADMIN, '/mng/roadshow/create', {
      title: '未发布的路演',
      cover: '/r.jpg',
    });
    expect((await call(null, `/api/roadshow/detail/${hidden.roadshowId}`)).statusCode).toBe(404);
    const show = await data<RoadshowRecord>(ADMIN, `/mng/roadshow/publish/${hidden.roadshowId}`, {});
    expect(show.state).toBe('publish');
    const ex = await createActivity({ title: '测试影像展', kind: 'exhibition', roadshowId: show.roadshowId });
    expect(ex.kind).toBe('exhibition');
    const exhibitions = await data<PagedList<ActivityRecord>>(
      null,
      '/api/activity/list?kind=exhibition&title=测试影像展',
    );
    expect(exhibitions.total).toBe(1);
    expect((await data<PagedList<ActivityRecord>>(null, '/api/activity/list?title=测试影像展')).total).toBe(0);
    const entry = await enroll(ALICE, ex.activityId);
    expect(entry.kind).toBe('exhibition');
    const detail = await data<RoadshowRecord>(null, `/api/roadshow/detail/${show.roadshowId}`);
    expect(detail.activityNum).toBe(1);
    const byRoadshow = await data<PagedList<ActivityRecord>>(
      null,
      `/api/activity/list?kind=exhibition&roadshowId=${show.roadshowId}`,
    );
    expect(byRoadshow.records.map((r) => r.activityId)).toEqual([ex.activityId]);
    const inUse = await call(ADMIN, `/mng/roadshow/delete/${show.roadshowId}`, {});
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().msg).toBe('还有活动关联此路演，不能删除');
    const hasEntries = await call(ADMIN, `/mng/activity/delete/${ex.activityId}`, {});
    expect(hasEntries.json().msg).toBe('活动已有作品，不能删除，请改为下线');
  });

  it('finds published activities in the site search, never drafts', async () => {
    // The index follows posts written after the demo posts (written on the system clock).
    clock.set(Date.now() + HOUR);
    await createActivity({ title: '银杏大道摄影征集', summary: '金色的秋天与白大褂' });
    await createActivity({ title: '银杏草稿活动', state: 'create' });
    const found = await data<PagedList<SearchResult>>(
      null,
      `/api/ee/search?type=activity&title=${encodeURIComponent('银杏')}`,
    );
    expect(found.records.map((r) => r.title)).toEqual(['银杏大道摄影征集']);
    expect(found.records[0]?.type).toBe('activity');
    const bySummary = await data<PagedList<SearchResult>>(
      null,
      `/api/ee/search?type=activity&title=${encodeURIComponent('白大褂')}`,
    );
    expect(bySummary.records.map((r) => r.title)).toContain('银杏大道摄影征集');
  });

  it('loads demo activities in every phase, an exhibition, road shows and entries in every state', async () => {
    // Demo data is written relative to the system clock when the database is created.
    clock.set(Date.now());
    const all = await data<PagedList<ActivityRecord>>(null, '/api/activity/list?pageSize=50');
    const demo = all.records.filter(
      (r) => r.createBy !== undefined && !r.title.includes('测试') && r.kind === 'activity',
    );
    const states = new Set(demo.map((r) => r.state));
    for (const state of ['publish', 'doing', 'finish']) expect(states.has(state as never)).toBe(true);
    expect(demo.some((r) => r.valid && /^截稿时间/.test(r.hint ?? ''))).toBe(true);
    expect(demo.some((r) => r.votePhase === 'open')).toBe(true);
    const mng = await data<PagedList<ActivityRecord>>(ADMIN, '/mng/activity/list?pageSize=100');
    const mngStates = new Set(mng.records.map((r) => r.state));
    expect(mngStates.has('create') && mngStates.has('down')).toBe(true);
    expect((await data<PagedList<ActivityRecord>>(null, '/api/activity/list?kind=exhibition')).total).toBeGreaterThan(
      0,
    );
    expect((await data<PagedList<RoadshowRecord>>(null, '/api/roadshow/list')).total).toBeGreaterThanOrEqual(2);
    const entries = await data<PagedList<EnrollmentRecord>>(ADMIN, '/mng/activityEnroll/list?pageSize=100');
    const entryStates = new Set(entries.records.map((r) => r.state));
    expect([...entryStates].sort()).toEqual(['created', 'excellent', 'nopass', 'pass']);
    const current = await data<ActivityRecord | null>(null, '/api/activity/current');
    expect(current?.valid).toBe(true);
  });
});

describeEachDatabase('voting', (target) => {
  const clock = testClock();
  const t = useTestApp(target, { overrides: () => ({ clock }), env: { ACTIVITY_VOTE_DAILY_CAP: '3' } });
  const kit = activityKit(t, clock);
  const { call, data, createActivity, enroll, review } = kit;

  it('takes votes for passed entries during the phase, once per member and entry, within the daily cap', async () => {
    const voteStart = clock() + 2 * HOUR;
    const a = await createActivity({
      title: '投票活动',
      voteStart: new Date(voteStart).toISOString(),
      voteEnd: new Date(voteStart + 2 * DAY).toISOString(),
    });
    const entries: EnrollmentRecord[] = [];
    for (const who of [MEMBERS[0], MEMBERS[1], MEMBERS[1], MEMBERS[2], MEMBERS[2]]) {
      entries.push(await enroll(who, a.activityId));
    }
    const [aliceWork, ...others] = entries as [EnrollmentRecord, ...EnrollmentRecord[]];
    for (const e of entries) await review(e.enrollId, 'pass');
    const pending = await enroll(MEMBERS[3], a.activityId);

    const early = await call(MEMBERS[3], `/web/activityEnroll/vote/${aliceWork.enrollId}`, {});
    expect(early.statusCode).toBe(403);
    expect(early.json().msg).toBe('投票尚未开始');
    const notYet = await call(null, `/api/activity/results/${a.activityId}`);
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().msg).toBe('投票结束后公布结果');

    clock.set(voteStart);
    expect((await call(null, `/web/activityEnroll/vote/${aliceWork.enrollId}`, {})).statusCode).toBe(401);
    const ownVote = await call(MEMBERS[0], `/web/activityEnroll/vote/${aliceWork.enrollId}`, {});
    expect(ownVote.statusCode).toBe(403);
    expect(ownVote.json().msg).toBe('不能给自己的作品投票');
    expect((await call(MEMBERS[0], `/web/activityEnroll/vote/${pending.enrollId}`, {})).statusCode).toBe(404);

    const first = await data<{ voteNum: number; remainingVotes: number }>(
      MEMBERS[0],
      `/web/activityEnroll/vote/${others[0]?.enrollId}`,
      {},
    );
    expect(first).toEqual({ enrollId: others[0]?.enrollId, activityId: a.activityId, voteNum: 1, remainingVotes: 2 });
    const twice = await call(MEMBERS[0], `/web/activityEnroll/vote/${others[0]?.enrollId}`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('已经为这件作品投过票了');
    await data(MEMBERS[0], `/web/activityEnroll/vote/${others[1]?.enrollId}`, {});
    const third = await data<{ remainingVotes: number }>(
      MEMBERS[0],
      `/web/activityEnroll/vote/${others[2]?.enrollId}`,
      {},
    );
    expect(third.remainingVotes).toBe(0);
    const capped = await call(MEMBERS[0], `/web/activityEnroll/vote/${others[3]?.enrollId}`, {});
    expect(capped.statusCode).toBe(429);
    expect(capped.json().msg).toBe('今天的3票已用完，明天再来吧');
    expect((await data<ActivityRecord>(MEMBERS[0], `/api/activity/detail/${a.activityId}`)).remainingVotes).toBe(0);
    const listed = await data<PagedList<EnrollmentRecord>>(
      MEMBERS[0],
      `/api/activityEnroll/list?activityId=${a.activityId}&sort=vote_num`,
    );
    expect(listed.records.filter((r) => r.voted).length).toBe(3);

    clock.set(voteStart + DAY);
    const nextDay = await data<{ remainingVotes: number }>(
      MEMBERS[0],
      `/web/activityEnroll/vote/${others[3]?.enrollId}`,
      {},
    );
    expect(nextDay.remainingVotes).toBe(2);
    await data(MEMBERS[3], `/web/activityEnroll/vote/${others[0]?.enrollId}`, {});

    clock.set(voteStart + 2 * DAY + 1);
    const closed = await call(MEMBERS[3], `/web/activityEnroll/vote/${others[1]?.enrollId}`, {});
    expect(closed.statusCode).toBe(403);
    expect(closed.json().msg).toBe('投票已结束');
    await review(others[0]?.enrollId ?? '', 'excellent');
    const results = await data<ActivityResults>(null, `/api/activity/results/${a.activityId}`);
    expect(results.votePhase).toBe('closed');
    expect(results.totalVotes).toBe(5);
    expect(results.excellent.map((r) => r.enrollId)).toEqual([others[0]?.enrollId]);
    expect(results.ranking.map((r) => r.voteNum)).toEqual([2, 1, 1, 1, 0]);
    expect(results.ranking[0]?.enrollId).toBe(others[0]?.enrollId);
  });

  it('counts 200 concurrent votes exactly, and one member racing past the cap gets exactly the cap', async () => {
    const a = await createActivity({
      title: '并发投票活动',
      voteStart: new Date(clock() - HOUR).toISOString(),
      voteEnd: new Date(clock() + DAY).toISOString(),
    });
    const target = await enroll(MEMBERS[0], a.activityId);
    await review(target.enrollId, 'pass');
    const voters: TestSession[] = [];
    for (let i = 0; i < 200; i += 20) {
      voters.push(...(await Promise.all(Array.from({ length: 20 }, () => loginByCode(t.app)))));
    }
    const answers = await Promise.all(voters.map((v) => call(v, `/web/activityEnroll/vote/${target.enrollId}`, {})));
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const counts = answers.map((r) => (r.json().data as { voteNum: number }).voteNum).sort((x, y) => x - y);
    expect(counts[counts.length - 1]).toBe(200);
    expect(new Set(counts).size).toBe(200);
    const entry = await data<EnrollmentRecord>(null, `/api/activityEnroll/detail/${target.enrollId}`);
    expect(entry.voteNum).toBe(200);
    const rows = await t.app.yiying.context.db
      .selectFrom('activity_vote')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('enroll_id', '=', target.enrollId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(200);

    const works: EnrollmentRecord[] = [];
    for (const who of [MEMBERS[1], MEMBERS[2], MEMBERS[3]]) {
      for (let i = 0; i < 2; i++) works.push(await enroll(who, a.activityId));
    }
    for (const w of works) await review(w.enrollId, 'pass');
    const racer = voters[0];
    const race = await Promise.all(works.map((w) => call(racer ?? null, `/web/activityEnroll/vote/${w.enrollId}`, {})));
    // The racer already voted once today (for the target): two more fit under the cap of 3.
    expect(race.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(race.filter((r) => r.statusCode === 429)).toHaveLength(4);
    const same = await Promise.all(
      Array.from({ length: 10 }, () => call(voters[1] ?? null, `/web/activityEnroll/vote/${works[0]?.enrollId}`, {})),
    );
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(same.filter((r) => r.statusCode === 409)).toHaveLength(9);
  }, 120_000);
});
