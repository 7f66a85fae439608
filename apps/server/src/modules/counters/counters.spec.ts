import type { ContentRecord, PagedList } from '@yiying/models';
import { sql } from 'kysely';
import { migrationNames } from '../../db/migrations/index';
import { authed, loginByPassword } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { recountAll } from './index';

describeEachDatabase('every counter is the count of its rows', (target) => {
  const t = useTestApp(target);
  const db = () => t.app.yiying.database.db;

  /** Every stored counter that differs from a count of its rows, as readable lines (empty when all agree). */
  const mismatches = async (): Promise<string[]> => {
    const posts = await sql<{
      content_id: string;
      likes_num: number;
      collect_num: number;
      comment_num: number;
      forwarded_num: number;
      likes: number;
      collections: number;
      comments: number;
      forwards: number;
    }>`select c.content_id, c.likes_num, c.collect_num, c.comment_num, c.forwarded_num,
      (select count(*) from likes l where l.content_id = c.content_id) as likes,
      (select count(*) from collection k where k.content_id = c.content_id) as collections,
      (select count(*) from comment m where m.content_id = c.content_id)
        + (select count(*) from reply r where r.content_id = c.content_id) as comments,
      (select count(*) from content f where f.parent_id = c.content_id) as forwards
      from content c`.execute(db());
    const activities = await sql<{ activity_id: string; join_num: number; entries: number }>`
      select a.activity_id, a.join_num,
      (select count(*) from activity_enroll e where e.activity_id = a.activity_id) as entries from activity a`.execute(
      db(),
    );
    const entries = await sql<{ enroll_id: string; vote_num: number; votes: number }>`
      select e.enroll_id, e.vote_num,
      (select count(*) from activity_vote v where v.enroll_id = e.enroll_id) as votes from activity_enroll e`.execute(
      db(),
    );
    const out: string[] = [];
    for (const p of posts.rows) {
      const pairs = [
        ['likes', p.likes_num, p.likes],
        ['collections', p.collect_num, p.collections],
        ['comments', p.comment_num, p.comments],
        ['forwards', p.forwarded_num, p.forwards],
      ] as const;
      for (const [name, stored, counted] of pairs) {
        if (Number(stored) !== Number(counted)) out.push(`post ${p.content_id} ${name} ${stored} ≠ ${counted}`);
      }
    }
    for (const a of activities.rows) {
      if (Number(a.join_num) !== Number(a.entries)) out.push(`activity ${a.activity_id} ${a.join_num} ≠ ${a.entries}`);
    }
    for (const e of entries.rows) {
      if (Number(e.vote_num) !== Number(e.votes)) out.push(`entry ${e.enroll_id} ${e.vote_num} ≠ ${e.votes}`);
    }
    return out;
  };

  it('holds on a fresh demo database, with plausible counts behind the demo posts', async () => {
    expect(await mismatches()).toEqual([]);
    const totals = await sql<{ likes: number; collections: number; comments: number; replies: number; fans: number }>`
      select (select count(*) from likes) as likes, (select count(*) from collection) as collections,
      (select count(*) from comment) as comments, (select count(*) from reply) as replies,
      (select count(*) from fans) as fans`.execute(db());
    const row = totals.rows[0];
    expect(Number(row?.likes)).toBeGreaterThan(300);
    expect(Number(row?.collections)).toBeGreaterThan(100);
    expect(Number(row?.comments)).toBeGreaterThan(50);
    expect(Number(row?.replies)).toBeGreaterThan(10);
    expect(Number(row?.fans)).toBeGreaterThan(50);
  });

  it('gives every member the counts of their rows and of what their homepage lists', async () => {
    const users = await db().selectFrom('user').select('user_id').execute();
    for (const { user_id: userId } of users) {
      const extend = await t.app.inject({ method: 'GET', url: `/api/user/extend/${userId}` });
      expect(extend.statusCode).toBe(200);
      const counts = extend.json().data as { fansNum: number; attentionNum: number; contentNum: number };
      const fans = await db()
        .selectFrom('fans')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('enabled', '=', 1)
        .executeTakeFirstOrThrow();
      const follows = await db()
        .selectFrom('fans')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('fans_id', '=', userId)
        .where('enabled', '=', 1)
        .executeTakeFirstOrThrow();
      const listed = await t.app.inject({
        method: 'GET',
        url: `/api/content/list?createBy=${userId}&state=publish&pageSize=1`,
      });
      expect(counts).toMatchObject({
        fansNum: Number(fans.n),
        attentionNum: Number(follows.n),
        contentNum: (listed.json().data as PagedList<ContentRecord>).total,
      });
    }
  });

  it('moves a demo post’s like count by exactly one', async () => {
    const member = await loginByPassword(t.app, '13800000003');
    const list = await t.app.inject({ method: 'GET', url: '/api/content/list?pageSize=20' });
    const liked = (list.json().data as PagedList<ContentRecord>).records.filter((p) => p.likesNum > 5).slice(0, 3);
    expect(liked.length).toBe(3);
    for (const post of liked) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/web/user/behaviour/like/${post.contentId}`,
        headers: authed(member),
      });
      expect(res.statusCode).toBe(200);
      const detail = await t.app.inject({ method: 'GET', url: `/api/content/detail/${post.contentId}` });
      expect((detail.json().data as ContentRecord).likesNum).toBe(post.likesNum + 1);
    }
  });

  it('repairs drifted counters from the rows (npm run recount, migration 0019_recount)', async () => {
    expect(migrationNames).toContain('0019_recount');
    await db()
      .updateTable('content')
      .set({ likes_num: 393, collect_num: 28, comment_num: 14, forwarded_num: 3 })
      .execute();
    await db().updateTable('activity').set({ join_num: 99 }).execute();
    await db().updateTable('activity_enroll').set({ vote_num: 42 }).execute();
    expect((await mismatches()).length).toBeGreaterThan(0);
    const report = await recountAll(db());
    expect(report.posts).toBeGreaterThan(0);
    expect(report.activities).toBeGreaterThan(0);
    expect(report.entries).toBeGreaterThan(0);
    expect(await mismatches()).toEqual([]);
    expect(await recountAll(db())).toEqual({ posts: 0, activities: 0, entries: 0 });
  });

  it('gives each demo author notices that are rows of the demo: likes, comments and follows, two of each unread', async () => {
    const orphans = await sql<{ n: number }>`select count(*) as n from notification n where
      (n.action = 'like' and not exists (select 1 from likes l join content c on c.content_id = l.content_id
        where l.content_id = n.content_id and l.user_id = n.actor_id and c.create_by = n.user_id))
      or (n.action = 'collect' and not exists (select 1 from collection k
        where k.content_id = n.content_id and k.user_id = n.actor_id))
      or (n.action = 'comment' and not exists (select 1 from comment m
        where m.comment_id = n.comment_id and m.user_id = n.actor_id and m.content = n.text))
      or (n.action = 'reply' and not exists (select 1 from reply r
        where r.comment_id = n.comment_id and r.user_id = n.actor_id and r.to_user_id = n.user_id))
      or (n.action = 'follow' and not exists (select 1 from fans f
        where f.user_id = n.user_id and f.fans_id = n.actor_id))`.execute(db());
    expect(Number(orphans.rows[0]?.n)).toBe(0);
    const zhou = await loginByPassword(t.app, '13800000001');
    const unread = await t.app.inject({ method: 'GET', url: '/web/notification/unread', headers: authed(zhou) });
    expect(unread.json().data).toMatchObject({ likes: 2, comment: 2, attention: 2 });
  });
});
