import type { ContentType } from '@yiying/models';
import type { ContentDb } from './content.db.js';
import type { DemoImage, DemoImages, DemoPhoto } from '../../demo/demo-images.js';
import type { SeedContext, SeedReport } from '../../demo/seed.js';
import { newId } from '../../lib/ids.js';
import { cyclic, seededRandom } from '../../lib/random.js';
import { demoAuthorIds } from '../identity/index.js';
import { ensureTopics, insertContents } from './content.mutations.js';
import { titleTopics } from './content.topics.js';
import type { NewContentRow } from './content.table.js';

const DEMO_TITLES: Record<ContentType, readonly string[]> = {
  image: [
    '#医学摄影# 手术室里的无影灯',
    '清晨六点的住院部走廊',
    '#白衣日常# 交班前的最后一次查房',
    '医院花园里的春天',
    '夜班护士站的一盏灯',
    '#城市光影# 雨后的急救中心',
    '显微镜下的细胞之美',
    '#医学摄影# 一双握手术刀的手',
    '老院区的红砖楼',
    '#白衣日常# 午休时的一碗面',
    '乡村卫生室的下午',
    '＃城市光影＃ 救护车驶过的街口',
    '实验室里的玻璃器皿',
    '康复科窗外的银杏',
  ],
  video: [
    '急诊科的一夜（纪录短片）',
    '#医学生日记# 第一次进解剖室',
    '一分钟看懂心肺复苏',
    '#白衣日常# 查房 vlog',
    '山区义诊随行记录',
    '延时摄影：医院的二十四小时',
    '#医学摄影# 如何拍好内镜影像',
    '护士节快闪',
    '手术直播背后的团队',
    '#医学生日记# 期末周的图书馆',
    '救护车出车全过程',
    '康复训练中的坚持',
  ],
  article: [
    '如何用手机拍好医学影像资料',
    '#医学摄影# 临床照片的用光与构图',
    '一位老医生的三十年影像档案',
    '医学生如何做好病例摄影记录',
    '#摄影技巧# 夜景人像的五个要点',
    '基层医院里的温暖瞬间',
    '从胶片到数字：医学影像的变迁',
    '#白衣日常# 写给刚入职的自己',
    '摄影如何帮助医患沟通',
    '一次义诊活动的完整记录',
    '#摄影技巧# 微距镜头下的药片',
    '医院建筑的光影之美',
  ],
  activity: [
    '第三届"医者仁心"摄影大赛征稿',
    '#白衣日常# 主题摄影月',
    '医学生校园摄影展报名开启',
    '护士节主题影像征集',
    '#城市光影# 夜拍活动招募',
    '乡村医生纪实摄影计划',
    '"我的白大褂"短视频征集',
    '#医学摄影# 线下沙龙：临床摄影入门',
    '手机摄影挑战赛',
    '年度医疗纪实影像评选',
    '医院开放日摄影活动',
    '公益义诊随拍志愿者招募',
  ],
  pound: [
    '#我的白大褂# 你第一次穿上白大褂是什么感受？',
    '#摄影器材# 拍医院环境用什么镜头好？',
    '#医学生日记# 实习第一天你遇到了什么？',
    '值夜班时你会拍些什么？',
    '#我的白大褂# 晒晒你的工牌照',
    '#摄影器材# 手机还是相机？',
    '最打动你的一张医院照片',
    '#医学生日记# 背书背到几点？',
    '#城市光影# 你所在城市的医院夜景',
    '医生的业余爱好有哪些？',
    '#我的白大褂# 毕业照分享',
    '怎样拍出有温度的人像？',
  ],
};

/**
 * The photographs of each demo image post, in the order of `DEMO_TITLES.image`: the first is the cover; several make
 * a set the post page shows as a strip.
 */
const IMAGE_POST_PHOTOS: readonly (readonly string[])[] = [
  ['architecture', 'fog-pier'],
  ['dawn-lake', 'twilight-lake', 'forest-path'],
  ['cameraman'],
  ['ladybird', 'dandelion-seed', 'dandelions', 'raindrops'],
  ['wine-room'],
  ['storm-road', 'raindrops', 'bridge'],
  ['ihc-microscopy', 'retina'],
  ['grace-hopper'],
  ['fig-bowl', 'cups'],
  ['cups'],
  ['mountain-meadow', 'picos-trail', 'forest-stream'],
  ['bridge'],
  ['water-drop', 'leaf-macro'],
  ['leaf-macro', 'forest-path', 'nuthatch'],
];

/** The named photographs of an image post, the catalogue's own order where a name is missing. */
function photosOf(covers: readonly DemoPhoto[], index: number): DemoPhoto[] {
  const names = IMAGE_POST_PHOTOS[index] ?? [];
  const found = names.flatMap((name) => covers.filter((c) => c.name === name));
  return found.length > 0 ? found : [cyclic(covers, index)];
}

const DEMO_CATEGORIES = ['cat-photo', 'cat-medical', 'cat-campus', 'cat-public'] as const;
const DEMO_CIRCLES = ['circle-lens', 'circle-ward', 'circle-campus'] as const;

const ARTICLE_BODY = `<p>好的医学影像既要准确，也要有温度。本文从用光、构图和隐私保护三个方面分享一些经验。</p>
<h2>一、用光</h2><p>尽量使用柔和的自然光，避免直射闪光造成反光。</p>
<h2>二、构图</h2><p>主体居中、背景干净，必要时加入比例尺。</p>
<h2>三、隐私</h2><p>拍摄前征得同意，发布前去除可识别的个人信息。</p>`;

const HOUR = 3_600_000;
/** Ids of generated benchmark posts, which keep their plain demo covers. */
export const BULK_ID_PREFIX = 'bulk-';
const BULK_BATCH = 500;

/** Topic of a title as `talkTopic` stores it: the first `#话题#` segment (full-width # counts too). */
function firstTopic(title: string): string | null {
  const [topic] = titleTopics(title);
  return topic ? `#${topic}#` : null;
}

function iso(time: number): string {
  return new Date(time).toISOString();
}

/** Interleaves the titles of each type so every page of the default list mixes types. */
function interleavedTitles(): { type: ContentType; title: string }[] {
  const types = Object.keys(DEMO_TITLES) as ContentType[];
  const longest = Math.max(...types.map((t) => DEMO_TITLES[t].length));
  const out: { type: ContentType; title: string }[] = [];
  for (let i = 0; i < longest; i++) {
    for (const type of types) {
      const title = DEMO_TITLES[type][i];
      if (title) out.push({ type, title });
    }
  }
  return out;
}

function postBody(type: ContentType, title: string): string {
  if (type === 'article') return ARTICLE_BODY;
  if (type === 'activity') return `<p>${title}。欢迎社区成员踊跃参与，作品一经采用将在首页展示。</p>`;
  if (type === 'pound') return '欢迎在评论区分享你的故事和照片。';
  return `${title}，拍摄于工作间隙。`;
}

function buildPosts(userIds: string[], images: DemoImages, now: number): NewContentRow[] {
  const random = seededRandom(20240601);
  const rows: NewContentRow[] = [];
  // The draws here once picked random pictures; they stay so every value drawn after them (counts, circles) is the
  // same as before.
  const onePicture = (url: string): string => {
    for (let n = random.int(1, 4); n > 0; n--) random.next();
    return JSON.stringify([url]);
  };
  const base = (
    type: ContentType,
    title: string,
    createdAt: number,
    cover: DemoImage,
    author: string,
  ): NewContentRow => ({
    content_id: newId(createdAt),
    parent_id: null,
    category_id: random.pick(DEMO_CATEGORIES),
    circle_id: random.chance(0.6) ? random.pick(DEMO_CIRCLES) : null,
    title,
    cover: cover.url,
    type,
    state: 'publish',
    talk_topic: firstTopic(title),
    // Wanted counts: the counters module's demo data writes the likes, collections and comments behind them (at most
    // one per demo member) and sets every counter from those rows.
    likes_num: random.int(0, 46),
    collect_num: random.int(0, 18),
    comment_num: random.int(0, 9),
    hit_num: random.int(50, 5000),
    forwarded_num: 0,
    forwarded_flag: 'no',
    thumbs: type === 'image' ? onePicture(cover.url) : null,
    content: postBody(type, title),
    access_scope: 'public',
    create_time: iso(createdAt),
    update_time: iso(createdAt),
    create_by: author,
    width: cover.width,
    height: cover.height,
    comments: random.chance(0.9) ? 1 : 0,
    // Every row names the column: one multi-row insert writes them all.
    show_exif: 0,
    top_flag: 0,
    sort: 0,
  });

  interleavedTitles().forEach(({ type, title }, i) => {
    const createdAt = now - (i + 1) * 17 * HOUR - random.int(0, 50) * 60_000;
    const photos = type === 'image' ? photosOf(images.covers, DEMO_TITLES.image.indexOf(title)) : [];
    // Other posts take the photographs in turn, from the far end of the catalogue so lists mix shapes and subjects.
    const cover = photos[0]?.original ?? cyclic(images.covers, images.covers.length * 4 - 1 - i);
    const row = base(type, title, createdAt, cover, cyclic(userIds, i));
    if (type === 'image') {
      // The photographs as shipped: the upload pipeline makes their renditions at start.
      row.thumbs = JSON.stringify(photos.map((p) => p.original.url));
      // Camera data, where the photograph has it, is shown with the picture.
      row.show_exif = 1;
    }
    rows.push(row);
  });

  // Two pinned posts: the first activity and the first article.
  for (const type of ['activity', 'article'] as const) {
    const pinned = rows.find((r) => r.type === type);
    if (pinned) pinned.top_flag = 1;
  }

  // Forwards of a few image and video posts; the source carries the forward count.
  const sources = rows.filter((r) => r.type === 'image' || r.type === 'video').slice(0, 4);
  const forwardTexts = ['好照片，值得一看', '转给同事们看看', '太有感触了，转发', '收藏并转发，学习了'];
  sources.forEach((source, i) => {
    const createdAt = now - (i + 1) * 5 * HOUR;
    const cover =
      images.covers.find((c) => c.url === source.cover || c.original.url === source.cover) ?? cyclic(images.covers, 0);
    const text = cyclic(forwardTexts, i);
    const forward = base(source.type, text, createdAt, cover, cyclic(userIds, i + 2));
    forward.parent_id = source.content_id;
    forward.forwarded_flag = 'yes';
    forward.talk_topic = null;
    forward.content = text;
    // A forward shows its source by reference: no file of the source in its own row, and the source's scope.
    forward.thumbs = null;
    forward.cover = '';
    forward.width = null;
    forward.height = null;
    forward.access_scope = source.access_scope;
    forward.likes_num = random.int(0, 30);
    source.forwarded_num = (source.forwarded_num ?? 0) + 1;
    rows.push(forward);
  });

  // Posts the public list must never show.
  const hidden: [string, Partial<NewContentRow>][] = [
    ['只给自己看的随手拍', { access_scope: 'private' }],
    ['粉丝专享：器材清单', { access_scope: 'fans' }],
    ['还没写完的草稿', { state: 'create' }],
    ['#医学摄影# 待补充说明的草稿', { state: 'create', type: 'article', content: '<p>先写个开头……</p>' }],
    ['互关好友可见：值班日记', { access_scope: 'mutual' }],
    ['已下架的旧作品', { state: 'down' }],
  ];
  hidden.forEach(([title, patch], i) => {
    const createdAt = now - (i + 1) * 3 * HOUR;
    rows.push({
      ...base('image', title, createdAt, cyclic(images.covers, i).original, cyclic(userIds, 0)),
      ...patch,
    });
  });
  return rows;
}

async function countBulkPosts(db: ContentDb): Promise<number> {
  const row = await db
    .selectFrom('content')
    .where('content_id', 'like', `${BULK_ID_PREFIX}%`)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Tops the database up to `target` generated posts (ids `bulk-…`), older than the demo posts so the
 * first pages stay readable. Multi-row inserts; the caller's transaction makes the top-up all or nothing.
 */
async function insertBulkPosts(
  db: ContentDb,
  target: number,
  userIds: readonly string[],
  covers: readonly DemoImage[],
  now: number,
): Promise<number> {
  const existing = await countBulkPosts(db);
  if (existing >= target || userIds.length === 0 || covers.length === 0) return 0;
  const types = Object.keys(DEMO_TITLES) as ContentType[];
  const pool = covers.slice(0, 6);
  const start = now - 120 * 24 * HOUR;
  for (let from = existing; from < target; from += BULK_BATCH) {
    const rows: NewContentRow[] = [];
    for (let n = from; n < Math.min(target, from + BULK_BATCH); n++) {
      const type = cyclic(types, n);
      const titles = DEMO_TITLES[type];
      const title = cyclic(titles, n);
      const cover = cyclic(pool, n);
      const createdAt = start - n * 60_000;
      rows.push({
        content_id: `${BULK_ID_PREFIX}${String(n + 1).padStart(8, '0')}`,
        parent_id: null,
        category_id: cyclic(DEMO_CATEGORIES, n),
        circle_id: cyclic(DEMO_CIRCLES, n),
        title: `${title}（${n + 1}）`,
        cover: cover.url,
        type,
        state: 'publish',
        talk_topic: firstTopic(title),
        // Generated posts have no likes, collections or comments behind them, so their counters are 0.
        likes_num: 0,
        collect_num: 0,
        comment_num: 0,
        hit_num: (n * 13) % 5000,
        forwarded_num: 0,
        forwarded_flag: 'no',
        thumbs: null,
        content: null,
        access_scope: 'public',
        create_time: iso(createdAt),
        update_time: iso(createdAt),
        create_by: cyclic(userIds, n),
        width: cover.width,
        height: cover.height,
        comments: 1,
        top_flag: 0,
        sort: 0,
      });
    }
    await insertContents(db, rows);
  }
  return target - existing;
}

/** Creates the topics the demo titles name and links every post to its topics, in title order. */
async function linkDemoTopics(db: ContentDb, posts: readonly NewContentRow[], now: number): Promise<void> {
  const titles = [...new Set(posts.flatMap((p) => titleTopics(p.title)))];
  const topics = new Map(
    (await ensureTopics(db, titles, iso(now), () => newId(now))).map((t) => [t.title, t.topic_id]),
  );
  const links = posts.flatMap((post) =>
    titleTopics(post.title).flatMap((title, position) => {
      const topicId = topics.get(title);
      return topicId ? [{ topic_id: topicId, content_id: post.content_id, position }] : [];
    }),
  );
  if (links.length > 0) await db.insertInto('topic_content').values(links).execute();
}

/**
 * Posts of every content type with generated pictures, forwards and hidden posts, on a fresh database;
 * on every start, generated bulk posts topped up to `bulkPosts` (benchmarks).
 */
export async function seedContent({ db, now, fresh, bulkPosts, images }: SeedContext): Promise<SeedReport> {
  if (fresh) {
    const posts = buildPosts(await demoAuthorIds(db), await images(), now);
    // Sources before forwards: the parent foreign key is checked per row.
    await insertContents(
      db,
      posts.filter((p) => !p.parent_id),
    );
    await insertContents(
      db,
      posts.filter((p) => p.parent_id),
    );
    await linkDemoTopics(db, posts, now);
  }
  if (bulkPosts <= 0) return {};
  const bulkInserted = await insertBulkPosts(db, bulkPosts, await demoAuthorIds(db), (await images()).covers, now);
  return { bulkInserted };
}
