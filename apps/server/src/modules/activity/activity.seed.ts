import type { ActivityKind, EnrollState } from '@yiying/models';
import type { ActivityDb } from './activity.db.js';
import type { DemoImage } from '../../demo/demo-images.js';
import type { SeedContext } from '../../demo/seed.js';
import { newId } from '../../lib/ids.js';
import { cyclic } from '../../lib/random.js';
import { insertContent } from '../content/index.js';
import { DEMO_ADMIN_MOBILE, demoAuthorIds, findDemoMembers } from '../identity/index.js';
import { chinaDay } from './activity.deps.js';
import type { ActivityRow } from './activity.table.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function iso(time: number): string {
  return new Date(time).toISOString();
}

interface DemoActivity {
  key: string;
  kind: ActivityKind;
  title: string;
  summary: string;
  state: ActivityRow['state'];
  type: 'image' | 'video' | 'mixed';
  /** Window relative to the seed time. */
  start: number;
  end: number;
  vote?: [number, number];
  roadshow?: string;
  tags: string[];
  /** The demo photograph of its cover (catalogue name) when the subject asks for one; otherwise the next in turn. */
  photo?: string;
}

/** Every state and every window phase (all newer than the generated benchmark posts, which start 120 days back): not started, open, closing within a day, closed (voting under way / over). */
const ACTIVITIES: readonly DemoActivity[] = [
  {
    key: 'open',
    kind: 'activity',
    title: '第三届"医者仁心"摄影大赛',
    summary: '用镜头记录医护日常中的温暖瞬间，优秀作品将在全国巡展。',
    state: 'publish',
    type: 'image',
    start: -10 * DAY,
    end: 20 * DAY + 2 * HOUR,
    roadshow: 'shanghai',
    tags: ['人像', '纪实', '医护'],
  },
  {
    key: 'closing',
    kind: 'activity',
    title: '护士节主题影像征集',
    summary: '致敬白衣天使，征集护士节主题照片，今天截稿。',
    state: 'publish',
    type: 'mixed',
    start: -20 * DAY,
    end: 6 * HOUR,
    tags: ['护士节', '致敬'],
  },
  {
    key: 'upcoming',
    kind: 'activity',
    title: '#城市光影# 夜拍活动',
    summary: '夜色中的医院与城市，五天后开始征稿。',
    state: 'publish',
    type: 'image',
    start: 5 * DAY + 2 * HOUR,
    end: 35 * DAY,
    tags: ['夜景', '城市'],
    // A road under a dusk sky: the night-and-city theme, not a medical picture.
    photo: 'storm-road',
  },
  {
    key: 'voting',
    kind: 'activity',
    title: '年度医疗纪实影像评选',
    summary: '征稿已结束，入选作品公开投票中，每人每天可投多票。',
    state: 'publish',
    type: 'image',
    start: -60 * DAY,
    end: -10 * DAY,
    vote: [-3 * DAY, 4 * DAY],
    roadshow: 'shanghai',
    tags: ['纪实', '年度'],
  },
  {
    key: 'results',
    kind: 'activity',
    title: '手机摄影挑战赛',
    summary: '投票已结束，查看优秀作品与票数排行。',
    state: 'publish',
    type: 'image',
    start: -90 * DAY,
    end: -40 * DAY,
    vote: [-35 * DAY, -30 * DAY],
    tags: ['手机摄影'],
  },
  {
    key: 'draft',
    kind: 'activity',
    title: '医院开放日摄影活动（筹备中）',
    summary: '活动方案编辑中。',
    state: 'create',
    type: 'image',
    start: 15 * DAY,
    end: 45 * DAY,
    tags: ['开放日'],
  },
  {
    key: 'down',
    kind: 'activity',
    title: '公益义诊随拍（已下线）',
    summary: '该活动已下线。',
    state: 'down',
    type: 'image',
    start: -30 * DAY,
    end: 10 * DAY,
    tags: ['义诊'],
  },
  {
    key: 'exhibit',
    kind: 'exhibition',
    title: '医学生校园摄影展',
    summary: '医学院校学生的校园影像展，正在征集展品。',
    state: 'publish',
    type: 'image',
    start: -5 * DAY,
    end: 25 * DAY + 2 * HOUR,
    roadshow: 'chengdu',
    tags: ['校园', '医学生'],
  },
  {
    key: 'exhibit-past',
    kind: 'exhibition',
    title: '"我的白大褂"影像展',
    summary: '往届展览回顾。',
    state: 'publish',
    type: 'image',
    start: -100 * DAY,
    end: -60 * DAY,
    tags: ['白大褂'],
  },
];

const ROADSHOWS = [
  {
    key: 'shanghai',
    title: '医影巡展·上海站',
    city: '上海',
    address: '徐汇区医学院报告厅',
    photo: 'dawn-lake',
    start: 30 * DAY,
    end: 33 * DAY,
    summary: '摄影大赛优秀作品线下巡展首站。',
  },
  {
    key: 'chengdu',
    title: '医学生影像巡回展·成都站',
    city: '成都',
    address: '武侯区医科大学图书馆',
    photo: 'picos-trail',
    start: 40 * DAY,
    end: 45 * DAY,
    summary: '校园摄影展走进西南高校。',
  },
] as const;

/** Entries per activity: the state of each and how many votes it got (from distinct members). */
const ENTRIES: Record<string, readonly { state: EnrollState; title: string; votes?: number }[]> = {
  open: [
    { state: 'created', title: '交班前的走廊' },
    { state: 'pass', title: '无影灯下的专注' },
    { state: 'nopass', title: '模糊的夜班' },
    { state: 'excellent', title: '病房里的第一缕阳光' },
  ],
  closing: [
    { state: 'pass', title: '护士站的灯' },
    { state: 'created', title: '戴燕尾帽的合影' },
  ],
  voting: [
    { state: 'pass', title: '山区巡诊路上', votes: 3 },
    { state: 'excellent', title: '急诊室的凌晨四点', votes: 4 },
    { state: 'pass', title: '康复训练的第一百天', votes: 1 },
    { state: 'nopass', title: '构图欠佳的一张' },
    { state: 'created', title: '补交的作品' },
  ],
  results: [
    { state: 'excellent', title: '地铁里的白大褂', votes: 4 },
    { state: 'pass', title: '窗台上的输液瓶', votes: 2 },
    { state: 'pass', title: '雨中的救护车', votes: 3 },
  ],
  exhibit: [
    { state: 'pass', title: '解剖楼前的银杏' },
    { state: 'excellent', title: '图书馆的最后一盏灯' },
    { state: 'created', title: '实验课上的我们' },
  ],
  'exhibit-past': [{ state: 'excellent', title: '毕业那天的白大褂' }],
};

async function adminId(db: ActivityDb): Promise<string | undefined> {
  const members = await findDemoMembers(db);
  return members.find((m) => m.mobile === DEMO_ADMIN_MOBILE)?.user_id;
}

/**
 * Demo activities, exhibitions, road shows, entries in every state and votes, relative to the seed time so the
 * window phases stay true on the day the database is created.
 */
export async function seedActivities({ db, now, fresh, images }: SeedContext): Promise<void> {
  if (!fresh) return;
  const authors = await demoAuthorIds(db);
  const owner = (await adminId(db)) ?? authors[0];
  if (!owner || authors.length < 3) return;
  const { covers } = await images();
  const cover = (i: number): DemoImage => cyclic(covers, i);

  const roadshowIds = new Map<string, string>();
  for (const [i, r] of ROADSHOWS.entries()) {
    const id = newId(now - (i + 1) * HOUR);
    roadshowIds.set(r.key, id);
    await db
      .insertInto('roadshow')
      .values({
        roadshow_id: id,
        title: r.title,
        type: 'city',
        state: 'publish',
        cover: (covers.find((c) => c.name === r.photo) ?? cover(i + 10)).url,
        summary: r.summary,
        content: '<p>展出往期大赛的入选与优秀作品，展期内免费参观，欢迎医护人员与摄影爱好者到场交流。</p>',
        city: r.city,
        address: r.address,
        start_time: iso(now + r.start),
        end_time: iso(now + r.end),
        create_by: owner,
        create_time: iso(now - (i + 1) * DAY),
        update_time: iso(now - (i + 1) * DAY),
      })
      .execute();
  }

  let imageIndex = 0;
  for (const [i, a] of ACTIVITIES.entries()) {
    const createdAt = now + Math.min(a.start, 0) - (i + 1) * HOUR - DAY;
    const activityId = newId(createdAt);
    const contentId = newId(createdAt);
    const activityCover = (a.photo && covers.find((c) => c.name === a.photo)) || cover(i);
    const tags = JSON.stringify(a.tags);
    await insertContent(db, {
      content_id: contentId,
      parent_id: null,
      category_id: null,
      circle_id: null,
      title: a.title,
      cover: activityCover.url,
      type: 'activity',
      state: a.state === 'publish' ? 'publish' : 'down',
      talk_topic: null,
      likes_num: 0,
      collect_num: 0,
      comment_num: 0,
      hit_num: 20 + i * 37,
      forwarded_num: 0,
      forwarded_flag: 'no',
      thumbs: null,
      content: a.summary,
      access_scope: 'public',
      create_time: iso(createdAt),
      update_time: iso(createdAt),
      create_by: owner,
      width: activityCover.width,
      height: activityCover.height,
      comments: 1,
      top_flag: 0,
      sort: 0,
      tags,
      cover_image: null,
    });
    const entries = ENTRIES[a.key] ?? [];
    await db
      .insertInto('activity')
      .values({
        activity_id: activityId,
        kind: a.kind,
        content_id: contentId,
        title: a.title,
        talk_topic: null,
        description: a.summary,
        summary: a.summary,
        cover: activityCover.url,
        model: 'article',
        type: a.type,
        submit_type: 'online',
        activity_tags: tags,
        article_tags: null,
        image_tags: tags,
        video_tags: null,
        state: a.state,
        join_num: entries.length,
        unlink: null,
        roadshow_id: a.roadshow ? (roadshowIds.get(a.roadshow) ?? null) : null,
        content: `<h2>活动说明</h2><p>${a.summary}</p><h2>投稿要求</h2><p>作品须为本人拍摄，每人最多提交三件；拍摄患者须征得同意并去除可识别信息。</p>`,
        access_scope: 'public',
        valid_start: iso(now + a.start),
        valid_end: iso(now + a.end),
        vote_start: a.vote ? iso(now + a.vote[0]) : null,
        vote_end: a.vote ? iso(now + a.vote[1]) : null,
        create_by: owner,
        create_time: iso(createdAt),
        update_time: iso(createdAt),
      })
      .execute();

    for (const [j, e] of entries.entries()) {
      const author = cyclic(authors, i + j);
      const enteredAt = Math.min(now - HOUR, now + a.start + (j + 1) * HOUR);
      const workCover = cover(imageIndex++);
      const postId = newId(enteredAt);
      const enrollId = newId(enteredAt);
      const shown = e.state === 'pass' || e.state === 'excellent';
      await insertContent(db, {
        content_id: postId,
        parent_id: null,
        category_id: null,
        circle_id: null,
        title: e.title,
        cover: workCover.url,
        type: 'image',
        state: 'publish',
        talk_topic: null,
        likes_num: 0,
        collect_num: 0,
        comment_num: 0,
        hit_num: 5 + j * 11,
        forwarded_num: 0,
        forwarded_flag: 'no',
        thumbs: JSON.stringify([workCover.url, cover(imageIndex + 3).url]),
        content: `参加「${a.title}」的作品：${e.title}。`,
        access_scope: shown ? 'public' : 'private',
        create_time: iso(enteredAt),
        update_time: iso(enteredAt),
        create_by: author,
        width: workCover.width,
        height: workCover.height,
        comments: 1,
        top_flag: 0,
        sort: 0,
        tags: JSON.stringify([cyclic(a.tags, j)]),
        cover_image: null,
      });
      const reviewed = e.state !== 'created';
      await db
        .insertInto('activity_enroll')
        .values({
          enroll_id: enrollId,
          activity_id: activityId,
          content_id: postId,
          state: e.state,
          name: `参赛者${j + 1}`,
          phone: `1380013${String(i * 10 + j).padStart(4, '0')}`,
          demand: j % 2 === 0 ? '希望作品能参加线下展' : null,
          note: e.state === 'nopass' ? '画面主体不够清晰' : e.state === 'excellent' ? '构图与情感俱佳' : null,
          reviewer_id: reviewed ? owner : null,
          review_time: reviewed ? iso(enteredAt + HOUR) : null,
          vote_num: e.votes ?? 0,
          create_by: author,
          create_time: iso(enteredAt),
          update_time: iso(enteredAt),
        })
        .execute();
      // Votes from distinct members other than the author, cast on earlier days of the phase.
      const voters = authors.filter((u) => u !== author).slice(0, e.votes ?? 0);
      for (const [k, voter] of voters.entries()) {
        const votedAt = now + (a.vote?.[0] ?? -DAY) + k * 2 * HOUR + j * 60_000;
        const day = chinaDay(votedAt);
        await db
          .insertInto('activity_vote')
          .values({
            vote_id: newId(votedAt),
            activity_id: activityId,
            enroll_id: enrollId,
            user_id: voter,
            vote_day: day,
            create_time: iso(votedAt),
          })
          .execute();
        await db
          .insertInto('activity_vote_day')
          .values({ activity_id: activityId, user_id: voter, vote_day: day, used: 1 })
          .onConflict((oc) =>
            oc.columns(['activity_id', 'user_id', 'vote_day']).doUpdateSet((eb) => ({
              used: eb('activity_vote_day.used', '+', 1),
            })),
          )
          .execute();
      }
    }
  }
}
