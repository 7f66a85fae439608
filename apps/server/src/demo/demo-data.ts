import type { Kysely } from 'kysely';
import type { ContentType, UserType } from '@yiying/models';
import type { Database } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { cyclic, seededRandom } from '../lib/random.js';
import { insertBanners } from '../modules/banner/banner.repository.js';
import type { NewBannerRow } from '../modules/banner/banner.table.js';
import { insertContents } from '../modules/content/content.repository.js';
import type { NewContentRow } from '../modules/content/content.table.js';
import {
  countUsers,
  findUsersByMobiles,
  insertUsers,
} from '../modules/user/user.repository.js';
import type { NewUserRow } from '../modules/user/user.table.js';
import { hashPassword } from '../lib/secrets.js';
import { insertCertificates } from '../modules/certificate/certificate.repository.js';
import type { NewCertificateRow } from '../modules/certificate/certificate.table.js';
import {
  ARTICLE_BODY,
  DEMO_PASSWORD,
  DEMO_BANNERS,
  DEMO_CATEGORIES,
  DEMO_CIRCLES,
  DEMO_TITLES,
  DEMO_USERS,
  USER_TYPE_LABEL,
} from './demo-content.js';
import {
  generateDemoImages,
  type DemoImage,
  type DemoImages,
} from './demo-images.js';

/** A demo member as printed at start. */
export interface DemoAccount {
  account: string;
  username: string;
  mobile: string;
  type: UserType;
  role: 'member' | 'admin';
  password: string;
}

export interface DemoLoadResult {
  /** True when this start loaded the demo data (the database was empty). */
  loaded: boolean;
  bulkInserted: number;
  accounts: DemoAccount[];
}

export interface DemoOptions {
  uploadsDir: string;
  /** Extra generated posts for benchmarks. */
  bulkPosts: number;
  now?: Date;
}

const HOUR = 3_600_000;
const BULK_ID_PREFIX = 'bulk-';
const BULK_BATCH = 500;

/** Topic of a title: the first `#话题#` segment (full-width # counts too). */
export function firstTopic(title: string): string | null {
  const match = /[#＃]([^#＃]+)[#＃]/.exec(title);
  return match?.[1]?.trim() || null;
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
  if (type === 'activity')
    return `<p>${title}。欢迎社区成员踊跃参与，作品一经采用将在首页展示。</p>`;
  if (type === 'pound') return '欢迎在评论区分享你的故事和照片。';
  return `${title}，拍摄于工作间隙。`;
}

function buildPosts(
  userIds: string[],
  images: DemoImages,
  now: number,
): NewContentRow[] {
  const random = seededRandom(20240601);
  const rows: NewContentRow[] = [];
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
    likes_num: random.int(0, 480),
    collect_num: random.int(0, 120),
    comment_num: random.int(0, 60),
    hit_num: random.int(50, 5000),
    forwarded_num: 0,
    forwarded_flag: 'no',
    thumbs:
      type === 'image'
        ? JSON.stringify(
            Array.from(
              { length: random.int(1, 4) },
              () => random.pick(images.covers).url,
            ),
          )
        : null,
    content: postBody(type, title),
    access_scope: 'public',
    create_time: iso(createdAt),
    update_time: iso(createdAt),
    create_by: author,
    width: cover.width,
    height: cover.height,
    comments: random.chance(0.9) ? 1 : 0,
    top_flag: 0,
    sort: 0,
  });

  interleavedTitles().forEach(({ type, title }, i) => {
    const createdAt = now - (i + 1) * 17 * HOUR - random.int(0, 50) * 60_000;
    const cover = cyclic(images.covers, i);
    rows.push(base(type, title, createdAt, cover, cyclic(userIds, i)));
  });

  // Two pinned posts: the first activity and the first article.
  for (const type of ['activity', 'article'] as const) {
    const pinned = rows.find((r) => r.type === type);
    if (pinned) pinned.top_flag = 1;
  }

  // Forwards of a few image and video posts; the source carries the forward count.
  const sources = rows
    .filter((r) => r.type === 'image' || r.type === 'video')
    .slice(0, 4);
  const forwardTexts = [
    '好照片，值得一看',
    '转给同事们看看',
    '太有感触了，转发',
    '收藏并转发，学习了',
  ];
  sources.forEach((source, i) => {
    const createdAt = now - (i + 1) * 5 * HOUR;
    const cover =
      images.covers.find((c) => c.url === source.cover) ??
      cyclic(images.covers, 0);
    const text = cyclic(forwardTexts, i);
    const forward = base(
      source.type,
      text,
      createdAt,
      cover,
      cyclic(userIds, i + 2),
    );
    forward.parent_id = source.content_id;
    forward.forwarded_flag = 'yes';
    forward.talk_topic = null;
    forward.content = text;
    forward.thumbs = null;
    forward.likes_num = random.int(0, 30);
    source.forwarded_num = (source.forwarded_num ?? 0) + 1;
    rows.push(forward);
  });

  // Posts the public list must never show.
  const hidden: [string, Partial<NewContentRow>][] = [
    ['只给自己看的随手拍', { access_scope: 'private' }],
    ['粉丝专享：器材清单', { access_scope: 'fans' }],
    ['还没写完的草稿', { state: 'create' }],
    ['已下架的旧作品', { state: 'down' }],
  ];
  hidden.forEach(([title, patch], i) => {
    const createdAt = now - (i + 1) * 3 * HOUR;
    rows.push({
      ...base(
        'image',
        title,
        createdAt,
        cyclic(images.covers, i),
        cyclic(userIds, 0),
      ),
      ...patch,
    });
  });
  return rows;
}

function buildBanners(images: DemoImages, now: number): NewBannerRow[] {
  return DEMO_BANNERS.map((spec, i) => ({
    banner_id: newId(now - i * HOUR),
    title: spec.title,
    cover: cyclic(images.banners, i).url,
    cover_name: spec.coverName,
    cover_author: spec.coverAuthor,
    type: spec.type,
    summary: spec.summary,
    content: null,
    link: spec.link,
    state: spec.state,
    sort: i,
    create_time: iso(now - i * HOUR),
    update_time: iso(now - i * HOUR),
  }));
}

async function countBulkPosts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('content')
    .where('content_id', 'like', `${BULK_ID_PREFIX}%`)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Tops the database up to `target` generated posts (ids `bulk-…`), older than the demo posts so the
 * first pages stay readable. One transaction, multi-row inserts.
 */
export async function insertBulkPosts(
  db: Kysely<Database>,
  target: number,
  userIds: readonly string[],
  covers: readonly DemoImage[],
  now: number,
): Promise<number> {
  const existing = await countBulkPosts(db);
  if (existing >= target || userIds.length === 0 || covers.length === 0)
    return 0;
  const types = Object.keys(DEMO_TITLES) as ContentType[];
  const pool = covers.slice(0, 6);
  const start = now - 120 * 24 * HOUR;
  await db.transaction().execute(async (trx) => {
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
          likes_num: (n * 7) % 500,
          collect_num: (n * 3) % 100,
          comment_num: n % 40,
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
      await insertContents(trx, rows);
    }
  });
  return target - existing;
}

/** The demo members present in the database. */
export async function findDemoAccounts(
  db: Kysely<Database>,
): Promise<DemoAccount[]> {
  const rows = await findUsersByMobiles(
    db,
    DEMO_USERS.map((u) => u.mobile),
  );
  return rows.map((r) => ({
    account: r.account,
    username: r.username,
    mobile: r.mobile,
    type: r.type,
    role: r.role,
    password: DEMO_PASSWORD,
  }));
}

/**
 * Sign-in data of the demo members: the demo password where none is set, the admin role, and an
 * approved certificate behind every doctor and student badge. Runs on every start so a database
 * created before these existed gets them too.
 */
export async function ensureDemoIdentity(db: Kysely<Database>, now: number): Promise<void> {
  const rows = await findUsersByMobiles(
    db,
    DEMO_USERS.map((u) => u.mobile),
  );
  if (rows.length === 0) return;
  const withCertificates = new Set(
    (
      await db
        .selectFrom('certificate')
        .select('user_id')
        .where(
          'user_id',
          'in',
          rows.map((r) => r.user_id),
        )
        .execute()
    ).map((r) => r.user_id),
  );
  const needPassword = rows.filter((r) => r.password_hash === null);
  // One hash for all demo members: they share a published password anyway, and start-up stays fast.
  const passwordHash = needPassword.length > 0 ? await hashPassword(DEMO_PASSWORD) : null;
  const admin = rows.find((r) => DEMO_USERS.find((u) => u.mobile === r.mobile)?.admin);
  const certificates: NewCertificateRow[] = [];
  for (const row of rows) {
    const spec = DEMO_USERS.find((u) => u.mobile === row.mobile);
    if (!spec?.certificate || withCertificates.has(row.user_id)) continue;
    if (row.type !== 'doctor' && row.type !== 'student') continue;
    certificates.push({
      certificate_id: newId(now),
      user_id: row.user_id,
      identity_type: row.type,
      real_name: spec.certificate.realName,
      organization: spec.certificate.organization,
      title: spec.certificate.title,
      document: row.avatar,
      state: 'approved',
      reason: null,
      review_by: admin?.user_id ?? null,
      review_time: iso(now),
      create_time: iso(now - 150 * 24 * HOUR),
      update_time: iso(now),
    });
  }
  await db.transaction().execute(async (trx) => {
    if (passwordHash) {
      await trx
        .updateTable('user')
        .set({ password_hash: passwordHash })
        .where(
          'user_id',
          'in',
          needPassword.map((r) => r.user_id),
        )
        .execute();
    }
    if (admin && admin.role !== 'admin') {
      await trx.updateTable('user').set({ role: 'admin' }).where('user_id', '=', admin.user_id).execute();
    }
    await insertCertificates(trx, certificates);
    if (certificates.length > 0) {
      await trx
        .updateTable('user')
        .set({ certificate_state: 'approved' })
        .where(
          'user_id',
          'in',
          certificates.map((c) => c.user_id),
        )
        .execute();
    }
  });
}

/**
 * Loads the demo data when the database has no user yet: members of each identity type, posts of
 * every content type with generated pictures, forwards, and banners. With `bulkPosts` it also tops up
 * generated posts for benchmarks (also on an already loaded database).
 */
export async function loadDemoData(
  db: Kysely<Database>,
  options: DemoOptions,
): Promise<DemoLoadResult> {
  const now = (options.now ?? new Date()).getTime();
  const empty = (await countUsers(db)) === 0;
  let images: DemoImages | undefined;

  if (empty) {
    const generated = await generateDemoImages(options.uploadsDir);
    images = generated;
    const users: NewUserRow[] = DEMO_USERS.map((spec, i) => ({
      user_id: newId(now - (DEMO_USERS.length - i) * 24 * HOUR),
      account: spec.account,
      username: spec.username,
      mobile: spec.mobile,
      avatar: cyclic(generated.avatars, i).url,
      type: spec.type,
      signature: spec.signature,
      password_hash: null,
      role: spec.admin ? 'admin' : 'member',
      login_type: 'password',
      certificate_state: 'none',
      create_time: iso(now - 200 * 24 * HOUR),
      update_time: iso(now - 200 * 24 * HOUR),
    }));
    // The admin account reviews; it does not post.
    const userIds = users.filter((_, i) => !DEMO_USERS[i]?.admin).map((u) => u.user_id);
    const posts = buildPosts(userIds, generated, now);
    await db.transaction().execute(async (trx) => {
      await insertUsers(trx, users);
      // Sources before forwards: the parent foreign key is checked per row.
      await insertContents(
        trx,
        posts.filter((p) => !p.parent_id),
      );
      await insertContents(
        trx,
        posts.filter((p) => p.parent_id),
      );
      await insertBanners(trx, buildBanners(generated, now));
    });
  }

  await ensureDemoIdentity(db, now);

  let bulkInserted = 0;
  if (options.bulkPosts > 0) {
    images ??= await generateDemoImages(options.uploadsDir);
    const userIds = (
      await findUsersByMobiles(
        db,
        DEMO_USERS.filter((u) => !u.admin).map((u) => u.mobile),
      )
    ).map((u) => u.user_id);
    bulkInserted = await insertBulkPosts(
      db,
      options.bulkPosts,
      userIds,
      images.covers,
      now,
    );
  }

  return { loaded: empty, bulkInserted, accounts: await findDemoAccounts(db) };
}

/** The block printed at start so a visitor can sign in as a demo member. */
export function formatDemoAccounts(accounts: readonly DemoAccount[]): string {
  if (accounts.length === 0) return '';
  const lines = accounts.map(
    (a) =>
      `  ${(a.role === 'admin' ? '管理员' : USER_TYPE_LABEL[a.type]).padEnd(4, '　')}  ${a.mobile}  ${a.password}  ${a.account.padEnd(11)} ${a.username}`,
  );
  return [
    '演示账号（手机号 + 密码登录；也可用短信验证码登录，开发环境验证码见 /dev/sms/outbox）：',
    ...lines,
  ].join('\n');
}
