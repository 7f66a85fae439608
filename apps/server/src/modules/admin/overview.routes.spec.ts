import type { AdminOverview } from '@yiying/validation';
import { authed, loginByCode, testClock, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { OVERVIEW_TTL_MS, shanghaiDay } from './overview.service';

describeEachDatabase('admin overview: 30 days of counts', (target) => {
  // 2026-03-02 10:00 in Shanghai: the overview covers 2026-02-01 … 2026-03-02.
  const clock = testClock(Date.parse('2026-03-02T02:00:00.000Z'));
  const t = useTestApp(target, { env: { DEMO_DATA: 'false' }, overrides: () => ({ clock }) });
  let admin: TestSession;
  let member: TestSession;
  let serial = 0;

  const db = () => t.app.yiying.context.db;
  const overview = async (session: TestSession | null = admin) =>
    t.app.inject({ method: 'GET', url: '/mng/stats/overview', headers: session ? authed(session) : {} });
  const numbers = async () => {
    const res = await overview();
    expect(res.statusCode).toBe(200);
    return res.json().data as AdminOverview;
  };

  const addUser = async (createTime: string) => {
    const id = `ov-user-${++serial}`;
    await db()
      .insertInto('user')
      .values({
        user_id: id,
        account: id,
        username: `概览${serial}`,
        mobile: `1990000${String(serial).padStart(4, '0')}`,
        avatar: '',
        type: 'user',
        signature: null,
        password_hash: null,
        role: 'member',
        login_type: 'message',
        certificate_state: 'none',
        create_time: createTime,
        update_time: createTime,
      })
      .execute();
    return id;
  };
  const addPost = async (userId: string, type: 'image' | 'article' | 'video', createTime: string) => {
    const id = `ov-post-${++serial}`;
    await db()
      .insertInto('content')
      .values({
        content_id: id,
        parent_id: null,
        category_id: null,
        circle_id: null,
        title: `帖子${serial}`,
        cover: '',
        type,
        state: 'publish',
        talk_topic: null,
        likes_num: 0,
        collect_num: 0,
        comment_num: 0,
        hit_num: 0,
        forwarded_num: 0,
        forwarded_flag: 'no',
        thumbs: null,
        content: null,
        access_scope: 'public',
        create_time: createTime,
        update_time: createTime,
        create_by: userId,
        width: null,
        height: null,
        comments: 1,
        top_flag: 0,
        sort: 0,
        tags: null,
        cover_image: null,
      })
      .execute();
    return id;
  };

  /** The Shanghai days of a time column's rows, counted here in JavaScript: what the route must agree with. */
  const countByDay = (times: (string | null)[], days: string[], weights?: number[]) => {
    const counts = days.map(() => 0);
    times.forEach((time, i) => {
      if (!time) return;
      const at = days.indexOf(shanghaiDay(Date.parse(time)));
      if (at >= 0) counts[at] += weights ? weights[i] : 1;
    });
    return counts;
  };

  beforeAll(async () => {
    admin = await loginByCode(t.app);
    await db().updateTable('user').set({ role: 'admin' }).where('user_id', '=', admin.userId).execute();
    member = await loginByCode(t.app);

    // Members around the edges of Shanghai days and of the 30-day window.
    const early = await addUser('2026-01-31T15:59:59.999Z'); // 2026-01-31 in Shanghai: outside
    const first = await addUser('2026-01-31T16:00:00.000Z'); // 2026-02-01: the first day
    const lateYesterday = await addUser('2026-03-01T15:59:59.999Z'); // 2026-03-01 23:59
    await addUser('2026-03-01T16:00:00.000Z'); // today, 00:00

    const photo = await addPost(first, 'image', '2026-02-01T01:00:00.000Z');
    await addPost(lateYesterday, 'article', '2026-03-01T15:00:00.000Z');
    await addPost(lateYesterday, 'image', '2026-03-01T17:00:00.000Z');
    await addPost(early, 'video', '2026-01-20T00:00:00.000Z');

    await db()
      .insertInto('comment')
      .values([
        {
          comment_id: 'ov-c1',
          content_id: photo,
          user_id: first,
          parent_id: null,
          content: '好',
          create_time: '2026-02-10T03:00:00.000Z',
        },
        {
          comment_id: 'ov-c2',
          content_id: photo,
          user_id: early,
          parent_id: null,
          content: '赞',
          create_time: '2026-03-01T18:00:00.000Z',
        },
      ])
      .execute();
    await db()
      .insertInto('reply')
      .values({
        reply_id: 'ov-r1',
        comment_id: 'ov-c1',
        content_id: photo,
        parent_id: null,
        to_user_id: first,
        user_id: early,
        content: '谢谢',
        create_time: '2026-02-10T04:00:00.000Z',
      })
      .execute();
    await db()
      .insertInto('likes')
      .values([
        { likes_id: 'ov-l1', content_id: photo, user_id: first, remark: null, create_time: '2026-02-10T05:00:00.000Z' },
        { likes_id: 'ov-l2', content_id: photo, user_id: early, remark: null, create_time: '2026-03-02T01:00:00.000Z' },
      ])
      .execute();
    const media = (id: string, size: number, createTime: string) => ({
      media_id: id,
      owner_id: first,
      kind: 'image' as const,
      purpose: 'post' as const,
      url: `/files/ov/${id}.jpg`,
      name: `${id}.jpg`,
      size,
      type: 'image/jpeg',
      animated: 0,
      status: 'ready' as const,
      progress: 100,
      error: null,
      original: null,
      hls: null,
      job_id: null,
      create_time: createTime,
    });
    await db()
      .insertInto('media')
      .values([
        media('ov-m1', 1_500_000, '2026-02-10T06:00:00.000Z'),
        media('ov-m2', 2_500_000, '2026-02-10T07:00:00.000Z'),
        media('ov-m3', 7_000, '2025-12-01T00:00:00.000Z'),
      ])
      .execute();
    await db()
      .insertInto('report')
      .values([
        {
          report_id: 'ov-p1',
          content_id: photo,
          user_id: early,
          reason: '广告',
          state: 'resolved',
          note: null,
          handled_by: admin.userId,
          handle_time: '2026-03-02T01:30:00.000Z',
          create_time: '2026-02-28T08:00:00.000Z',
        },
        {
          report_id: 'ov-p2',
          content_id: photo,
          user_id: first,
          reason: '广告',
          state: 'pending',
          note: null,
          handled_by: null,
          handle_time: null,
          create_time: '2026-03-02T00:30:00.000Z',
        },
      ])
      .execute();
  });

  it('answers only admins', async () => {
    expect((await overview(null)).statusCode).toBe(401);
    expect((await overview(member)).statusCode).toBe(403);
  });

  it('counts each Shanghai day of the last 30, today last', async () => {
    const data = await numbers();
    expect(data.days).toHaveLength(30);
    expect(data.days[0]).toBe('2026-02-01');
    expect(data.days[29]).toBe('2026-03-02');
    const at = (day: string) => data.days.indexOf(day);
    // The members at the window's and the days' edges, plus the two who logged in today.
    expect(data.series.newMembers[at('2026-02-01')]).toBe(1);
    expect(data.series.newMembers[at('2026-03-01')]).toBe(1);
    expect(data.series.newMembers[at('2026-03-02')]).toBe(3);
    expect(data.series.newMembers.reduce((a, b) => a + b)).toBe(5);
    const posts = Object.fromEntries(data.posts.map((p) => [p.type, p.counts]));
    expect(posts['image'][at('2026-02-01')]).toBe(1);
    expect(posts['image'][at('2026-03-02')]).toBe(1);
    expect(posts['article'][at('2026-03-01')]).toBe(1);
    expect(posts['video'].every((n) => n === 0)).toBe(true);
    expect(data.series.comments[at('2026-02-10')]).toBe(2);
    expect(data.series.comments[at('2026-03-02')]).toBe(1);
    expect(data.series.likes[at('2026-03-02')]).toBe(1);
    expect(data.series.uploadBytes[at('2026-02-10')]).toBe(4_000_000);
    expect(data.storageBytes).toBe(4_007_000);
    expect(data.series.reportsOpened[at('2026-02-28')]).toBe(1);
    expect(data.series.reportsOpened[at('2026-03-02')]).toBe(1);
    expect(data.series.reportsHandled[at('2026-03-02')]).toBe(1);
    expect(data.pendingReports).toBe(1);
    // 2026-02-10: `first` commented, liked and uploaded, `early` replied: two members.
    expect(data.series.activeMembers[at('2026-02-10')]).toBe(2);
    // Weekly: `first` posted on 02-01 (counted through 02-07), both were active on 02-10 (counted through 02-16).
    const weekly = data.series.weeklyActiveMembers;
    expect(weekly).toHaveLength(30);
    expect([at('2026-02-01'), at('2026-02-07'), at('2026-02-08')].map((i) => weekly[i])).toEqual([1, 1, 0]);
    expect([at('2026-02-10'), at('2026-02-16'), at('2026-02-17')].map((i) => weekly[i])).toEqual([2, 2, 0]);
    weekly.forEach((n, i) => expect(n).toBeGreaterThanOrEqual(data.series.activeMembers[i] ?? 0));
    expect(data.backup).toEqual({ lastSuccess: null, lastFailure: null });
  });

  it('shows the job queue as it is now, not as it was kept', async () => {
    const jobs = t.app.yiying.context.jobs;
    const before = (await numbers()).jobs;
    expect(before).toMatchObject({ engine: jobs.engine, ...(await jobs.counts()) });
    await jobs.enqueue('overview.probe', { n: 1 }, { key: `overview-probe-${Date.now()}` });
    const after = (await numbers()).jobs;
    expect((after?.queued ?? 0) + (after?.running ?? 0) + (after?.done ?? 0) + (after?.failed ?? 0)).toBe(
      (before?.queued ?? 0) + (before?.running ?? 0) + (before?.done ?? 0) + (before?.failed ?? 0) + 1,
    );
  });

  it('agrees with the rows of every table', async () => {
    const data = await numbers();
    const times = async (table: 'user' | 'likes' | 'comment' | 'reply') =>
      (await db().selectFrom(table).select('create_time').execute()).map((row) => row.create_time);
    expect(data.series.newMembers).toEqual(countByDay(await times('user'), data.days));
    expect(data.series.likes).toEqual(countByDay(await times('likes'), data.days));
    expect(data.series.comments).toEqual(
      countByDay([...(await times('comment')), ...(await times('reply'))], data.days),
    );
    const media = await db().selectFrom('media').select(['create_time', 'size']).execute();
    expect(data.series.uploadBytes).toEqual(
      countByDay(
        media.map((m) => m.create_time),
        data.days,
        media.map((m) => m.size),
      ),
    );
    const content = await db().selectFrom('content').select(['create_time', 'type']).execute();
    for (const { type, counts } of data.posts) {
      expect(counts).toEqual(
        countByDay(
          content.filter((c) => c.type === type).map((c) => c.create_time),
          data.days,
        ),
      );
    }
    const reports = await db().selectFrom('report').select(['create_time', 'handle_time']).execute();
    expect(data.series.reportsOpened).toEqual(
      countByDay(
        reports.map((r) => r.create_time),
        data.days,
      ),
    );
    expect(data.series.reportsHandled).toEqual(
      countByDay(
        reports.map((r) => r.handle_time),
        data.days,
      ),
    );
  });

  it('keeps the numbers for five minutes', async () => {
    const before = await numbers();
    await addUser(new Date(clock()).toISOString());
    expect((await numbers()).series.newMembers[29]).toBe(before.series.newMembers[29]);
    clock.advance(OVERVIEW_TTL_MS + 1);
    expect((await numbers()).series.newMembers[29]).toBe(before.series.newMembers[29] + 1);
  });

  it('shows the last backup of the site as soon as it is made', async () => {
    const manifest = await t.app.yiying.backups.run();
    const { backup } = await numbers();
    expect(backup.lastSuccess).toEqual({
      id: manifest.id,
      at: manifest.finishedAt,
      bytes: manifest.database.bytes + manifest.newBytes,
      files: manifest.files.length,
    });
    expect(backup.lastSuccess?.bytes).toBeGreaterThan(0);
  });
});
