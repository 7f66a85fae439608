/**
 * The list a detail page was opened from, so 上一篇 / 下一篇 follow it (Hot, Attention, a topic…). Kept in
 * sessionStorage: it survives a reload of the detail page and is forgotten with the tab.
 */
const KEY = 'yiying.browse-sequence';
/** Only the neighbourhood matters; a long infinite list is cut around the opened post. */
const MAX_ENTRIES = 200;

/** One post of the sequence. */
export interface SequenceEntry {
  id: string;
  title: string;
}

/** Remembers the list the post `openedId` was opened from. */
export function rememberSequence(entries: readonly SequenceEntry[], openedId: string): void {
  const at = Math.max(
    0,
    entries.findIndex((entry) => entry.id === openedId),
  );
  const start = Math.max(0, at - MAX_ENTRIES / 2);
  const kept = entries.slice(start, start + MAX_ENTRIES).map(({ id, title }) => ({ id, title }));
  try {
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the detail page falls back to the side list.
  }
}

/** The posts before and after `id` in the remembered list; null when `id` is not in it. */
export function neighboursOf(id: string): { prev: SequenceEntry | null; next: SequenceEntry | null } | null {
  let entries: SequenceEntry[];
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    entries = Array.isArray(parsed)
      ? parsed.filter(
          (e): e is SequenceEntry =>
            typeof e === 'object' && e !== null && typeof e.id === 'string' && typeof e.title === 'string',
        )
      : [];
  } catch {
    return null;
  }
  const at = entries.findIndex((entry) => entry.id === id);
  if (at < 0) return null;
  return { prev: entries[at - 1] ?? null, next: entries[at + 1] ?? null };
}
