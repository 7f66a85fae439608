import type { CountersDb } from './counters.db.js';
import type { SeedContext } from '../../demo/seed.js';
import { newId } from '../../lib/ids.js';
import { cyclic, seededRandom, type Random } from '../../lib/random.js';
import { demoAuthorIds, demoCrowdIds } from '../identity/index.js';
import { BULK_ID_PREFIX } from '../content/index.js';
import { recountAll } from './recount.js';

const HOUR = 3_600_000;
const BATCH = 400;

const COMMENTS = [
  '光线处理得真好，很有氛围',
  '这张构图太舒服了',
  '看哭了，致敬每一位医护',
  '请问用的什么镜头？',
  '色调很喜欢，求后期思路',
  '记录得很真实，点赞',
  '想起了自己实习的时候',
  '细节满满，值得反复看',
  '这个角度很少见，学习了',
  '辛苦了！注意休息',
  '已收藏，准备照着练习',
  '画面很干净，主体突出',
];

const REPLIES = ['谢谢喜欢！', '用的是 35mm 定焦', '同感，那段日子难忘', '后期只调了一点曲线', '一起加油！', '说得对'];

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

type Row = Record<string, unknown>;

async function insertInBatches(
  db: CountersDb,
  table: 'likes' | 'collection' | 'comment' | 'reply' | 'fans' | 'notification',
  rows: readonly Row[],
): Promise<void> {
  // Each list below is built with its table's columns.
  for (let from = 0; from < rows.length; from += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(from, from + BATCH) as never)
      .execute();
  }
}

/**
 * The rows behind the demo counters: likes, collections, comments with replies (on posts that allow them) and follows,
 * from the demo community (never from the demo accounts one signs in with, so their own likes start empty). Each
 * published public post gets about as many as its wanted count, at most one per member; afterwards every counter is
 * set from the rows, so a like moves a count by exactly one from the first start.
 */
export async function seedCounters({ db, now, fresh }: SeedContext): Promise<void> {
  if (!fresh) return;
  const random = seededRandom(20261127);
  const crowd = await demoCrowdIds(db);
  const authors = await demoAuthorIds(db);
  if (crowd.length === 0) return;
  const posts = await db
    .selectFrom('content')
    .select(['content_id', 'create_by', 'create_time', 'likes_num', 'collect_num', 'comment_num', 'comments'])
    .where('state', '=', 'publish')
    .where('access_scope', '=', 'public')
    .where('content_id', 'not like', `${BULK_ID_PREFIX}%`)
    .orderBy('content_id')
    .execute();
  const likes: Row[] = [];
  const collections: Row[] = [];
  const comments: Row[] = [];
  const replies: Row[] = [];
  for (const post of posts) {
    const from = Date.parse(post.create_time);
    const at = (k: number) => new Date(Math.min(now - 60_000, from + (k + 1) * 7 * 60_000)).toISOString();
    const people = shuffled(
      crowd.filter((id) => id !== post.create_by),
      random,
    );
    people.slice(0, Math.min(post.likes_num, people.length)).forEach((userId, k) => {
      likes.push({
        likes_id: newId(from),
        content_id: post.content_id,
        user_id: userId,
        remark: null,
        create_time: at(k),
      });
    });
    shuffled(people, random)
      .slice(0, Math.min(post.collect_num, people.length))
      .forEach((userId, k) => {
        collections.push({
          collection_id: newId(from),
          content_id: post.content_id,
          user_id: userId,
          remark: null,
          create_time: at(k),
        });
      });
    if (post.comments !== 1) continue;
    const wanted = Math.min(post.comment_num, people.length);
    const commentCount = Math.ceil(wanted * 0.7);
    const written: { id: string; userId: string }[] = [];
    for (let k = 0; k < commentCount; k++) {
      const userId = cyclic(people, k + 3);
      const id = newId(from);
      written.push({ id, userId });
      comments.push({
        comment_id: id,
        content_id: post.content_id,
        user_id: userId,
        parent_id: null,
        content: random.pick(COMMENTS),
        create_time: at(k * 3),
      });
    }
    for (let k = 0; k < wanted - commentCount; k++) {
      const comment = cyclic(written, k);
      // The author answers most comments; now and then another member does.
      const userId = k % 3 === 2 ? cyclic(people, k + 11) : post.create_by;
      replies.push({
        reply_id: newId(from),
        comment_id: comment.id,
        content_id: post.content_id,
        parent_id: null,
        to_user_id: comment.userId,
        user_id: userId,
        content: random.pick(REPLIES),
        create_time: at(k * 3 + 1),
      });
    }
  }
  // Followers of the demo authors: a different share of the community for each.
  const follows: Row[] = [];
  authors.forEach((authorId, i) => {
    const share = [0.8, 0.55, 0.3, 0.65, 0.4, 0.2][i % 6] ?? 0.3;
    shuffled(crowd, random)
      .slice(0, Math.round(crowd.length * share))
      .forEach((fanId, k) => {
        const time = new Date(now - (k + 1) * 5 * HOUR).toISOString();
        follows.push({ id: newId(now), user_id: authorId, fans_id: fanId, enabled: 1, create_time: time });
      });
  });
  await insertInBatches(db, 'likes', likes);
  await insertInBatches(db, 'collection', collections);
  await insertInBatches(db, 'comment', comments);
  await insertInBatches(db, 'reply', replies);
  await insertInBatches(db, 'fans', follows);
  const owners = new Map(posts.map((p) => [p.content_id, p.create_by as string]));
  await insertInBatches(
    db,
    'notification',
    demoNotifications(new Set(authors), owners, { likes, collections, comments, replies, follows }),
  );
  await recountAll(db, now);
}

/** Notices of each demo author's tab kept per type: the newest of what the rows above did to them. */
const NOTICES_PER_TYPE = 10;
/** Of those, the newest few are still unread, as for a member coming back after a while. */
const UNREAD_PER_TYPE = 2;

/**
 * The message centre of the demo authors, made from the likes, collections, comments, replies and follows just
 * written (each notice is one of those rows, by its actor, post and time): per type the newest ten, the newest two of
 * them unread, so every badge counts rows that are there.
 */
function demoNotifications(
  authors: ReadonlySet<string>,
  owners: ReadonlyMap<string, string>,
  rows: { likes: Row[]; collections: Row[]; comments: Row[]; replies: Row[]; follows: Row[] },
): Row[] {
  interface Notice {
    userId: string;
    actorId: string;
    type: 'likes' | 'comment' | 'attention';
    action: 'like' | 'collect' | 'comment' | 'reply' | 'follow';
    contentId: string | null;
    commentId: string | null;
    text: string | null;
    time: string;
  }
  const onPost = (row: Row) => owners.get(row['content_id'] as string);
  const sources: {
    list: Row[];
    type: Notice['type'];
    action: Notice['action'];
    /** Whom the row's notice is for. */
    to(row: Row): string | undefined;
    actorKey?: string;
  }[] = [
    { list: rows.likes, type: 'likes', action: 'like', to: onPost },
    { list: rows.collections, type: 'likes', action: 'collect', to: onPost },
    { list: rows.comments, type: 'comment', action: 'comment', to: onPost },
    { list: rows.replies, type: 'comment', action: 'reply', to: (row) => row['to_user_id'] as string },
    {
      list: rows.follows,
      type: 'attention',
      action: 'follow',
      to: (row) => row['user_id'] as string,
      actorKey: 'fans_id',
    },
  ];
  const notices: Notice[] = [];
  for (const { list, type, action, to, actorKey = 'user_id' } of sources) {
    const texts = action === 'comment' || action === 'reply';
    for (const row of list) {
      const userId = to(row);
      if (!userId) continue;
      notices.push({
        userId,
        actorId: row[actorKey] as string,
        type,
        action,
        contentId: (row['content_id'] as string | undefined) ?? null,
        commentId: (row['comment_id'] as string | undefined) ?? null,
        text: texts ? (row['content'] as string) : null,
        time: row['create_time'] as string,
      });
    }
  }
  const kept = new Map<string, Notice[]>();
  for (const notice of notices) {
    if (!authors.has(notice.userId) || notice.actorId === notice.userId) continue;
    const key = `${notice.userId} ${notice.type}`;
    kept.set(key, [...(kept.get(key) ?? []), notice]);
  }
  const out: Row[] = [];
  for (const group of kept.values()) {
    group
      .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0))
      .slice(0, NOTICES_PER_TYPE)
      .forEach((notice, k) => {
        out.push({
          notification_id: newId(Date.parse(notice.time)),
          user_id: notice.userId,
          actor_id: notice.actorId,
          type: notice.type,
          action: notice.action,
          content_id: notice.contentId,
          comment_id: notice.commentId,
          text: notice.text,
          read: k < UNREAD_PER_TYPE ? 0 : 1,
          create_time: notice.time,
        });
      });
  }
  return out;
}
