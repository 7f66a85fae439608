import type { SeedContext } from '../../demo/seed.js';
import { isoAt } from '../../lib/clock.js';
import { matchKey } from '../../lib/text-guard/index.js';
import type { WatchwordTable } from '../watchlist/index.js';

/**
 * The demo's starter list: harmless placeholder words, one per action, so the demo shows the feature without
 * shipping a real list.
 */
export const DEMO_WATCHWORDS: readonly { word: string; action: WatchwordTable['action'] }[] = [
  { word: '测试屏蔽词', action: 'block' },
  { word: '待审示例', action: 'hold' },
  { word: '替换示例', action: 'replace' },
  { word: '标记示例', action: 'flag' },
];

/** The demo's one held post: 影友小周's article with a 审核 word, waiting in the review queue. */
export const DEMO_HELD_TITLE = '夜班手记（待审示例）';

const DEMO_MEMBER_MOBILE = '13800000001';

export async function seedModeration({ db, now, fresh }: SeedContext): Promise<void> {
  if (!fresh) return;
  const time = isoAt(now);
  await db
    .insertInto('watchword')
    .values(
      DEMO_WATCHWORDS.map((entry, index) => ({
        watchword_id: `demo-watchword-${index + 1}`,
        word: entry.word,
        word_key: matchKey(entry.word),
        action: entry.action,
        note: '演示占位词',
        create_by: null,
        create_time: time,
        update_time: time,
      })),
    )
    .execute();

  const author = await db
    .selectFrom('user')
    .select('user_id')
    .where('mobile', '=', DEMO_MEMBER_MOBILE)
    .executeTakeFirst();
  if (!author) return;
  // Drawn with a picture of the member's own posts: a held post is seen by its author and the admins only.
  const picture = await db
    .selectFrom('content')
    .select(['cover', 'cover_image'])
    .where('create_by', '=', author.user_id)
    .where('cover', '!=', '')
    .orderBy('create_time', 'desc')
    .executeTakeFirst();
  const contentId = 'demo-held-post';
  const created = isoAt(now - 30 * 60_000);
  await db
    .insertInto('content')
    .values({
      content_id: contentId,
      parent_id: null,
      category_id: null,
      circle_id: null,
      title: DEMO_HELD_TITLE,
      cover: picture?.cover ?? '',
      cover_image: picture?.cover_image ?? null,
      type: 'article',
      // Held: kept down until an admin approves it, as a hidden post is kept out of every public read.
      state: 'down',
      moderation_state: 'held',
      moderation_reason: '含审核词',
      talk_topic: null,
      likes_num: 0,
      collect_num: 0,
      comment_num: 0,
      hit_num: 0,
      forwarded_num: 0,
      forwarded_flag: 'no',
      thumbs: null,
      content: '<p>凌晨三点的病房很安静，这篇手记里的「待审示例」一词让它进入了审核队列。</p>',
      access_scope: 'public',
      create_time: created,
      update_time: created,
      create_by: author.user_id,
      width: null,
      height: null,
      comments: 1,
      top_flag: 0,
      sort: 0,
      tags: null,
    })
    .execute();
  await db
    .insertInto('moderation_item')
    .values({
      item_id: 'demo-moderation-1',
      kind: 'content',
      mode: 'held',
      source: 'content',
      user_id: author.user_id,
      target_id: contentId,
      content_id: contentId,
      title: DEMO_HELD_TITLE,
      text: '',
      matches: '[]',
      reason: '含审核词',
      payload: null,
      state: 'pending',
      note: null,
      handled_by: null,
      handle_time: null,
      create_time: created,
    })
    .execute();
}
