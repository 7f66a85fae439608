import { normalizeTitle, splitTitle } from '@yiying/models';
import type { ContentDb } from './content.db.js';
import { newId } from '../../lib/ids.js';
import { ensureTopics, setContentTopics } from './content.mutations.js';

/** `城市光影`, `#城市光影#` and `＃城市光影＃` all name the topic `#城市光影#`. */
export function talkTopicKey(value: string): string {
  const text = normalizeTitle(value).trim();
  return /^#[^#]+#$/.test(text) ? text : `#${text.replace(/#/g, '')}#`;
}

/** The distinct topics of a title, in order (`#话题#` segments, full-width # included). */
export function titleTopics(title: string): string[] {
  const topics = splitTitle(title)
    .filter((segment) => segment.topic)
    .map((segment) => segment.text.trim())
    .filter(Boolean);
  return [...new Set(topics)];
}

/** Topics of the title, created when new, linked to the post in title order. */
export async function linkTopics(db: ContentDb, contentId: string, title: string, nowIso: string, now: number) {
  const topics = await ensureTopics(db, titleTopics(title), nowIso, () => newId(now));
  await setContentTopics(
    db,
    contentId,
    topics.map((t) => t.topic_id),
  );
}

export function talkTopicOf(title: string): string | null {
  const [first] = titleTopics(title);
  return first ? `#${first}#` : null;
}
