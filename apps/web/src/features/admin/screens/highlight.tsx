import type { WatchwordMatch } from '@yiying/validation';
import { WATCHWORD_ACTION_LABELS } from '@yiying/validation';

/** `text` with each matched span marked (overlapping spans merged), the word and its action in the mark's title. */
export function Highlighted({ text, matches }: { text: string; matches: readonly WatchwordMatch[] }) {
  const spans = [...matches]
    .filter((m) => m.end > m.start && m.start >= 0 && m.end <= text.length)
    .sort((a, b) => a.start - b.start);
  const parts: Array<{ text: string; match?: WatchwordMatch[] }> = [];
  let at = 0;
  for (let i = 0; i < spans.length; ) {
    const first = spans[i]!;
    let end = first.end;
    const group = [first];
    for (i++; i < spans.length && spans[i]!.start < end; i++) {
      group.push(spans[i]!);
      end = Math.max(end, spans[i]!.end);
    }
    if (first.start > at) parts.push({ text: text.slice(at, first.start) });
    parts.push({ text: text.slice(Math.max(at, first.start), end), match: group });
    at = Math.max(at, end);
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return (
    <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {parts.map((part, index) =>
        part.match ? (
          <mark
            key={index}
            title={part.match.map((m) => `${m.word}（${WATCHWORD_ACTION_LABELS[m.action]}）`).join('、')}
          >
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
