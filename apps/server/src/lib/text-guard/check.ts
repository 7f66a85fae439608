import {
  replaceMatches,
  strongestAction,
  REPLACEMENT_CHAR,
  type CheckAction,
  type TextMatch,
  type WatchMatcher,
} from './matcher.js';

/** The outcome of checking one text against the watch list. */
export interface CheckResult {
  /** `pass`, or the strongest action among the matched words. */
  action: CheckAction;
  /** The text to store: the original with every 替换 match turned into ＊ (the same text when none). */
  text: string;
  /** What matched, positions in `plain`. */
  matches: TextMatch[];
  /** The text the positions refer to: the text itself, or an article's text without its tags. */
  plain: string;
}

/** Checks a plain text (a title, a comment, a name). */
export function checkPlain(matcher: WatchMatcher, text: string): CheckResult {
  const matches = matcher.scan(text);
  return { action: strongestAction(matches), text: replaceMatches(text, matches), matches, plain: text };
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const BLOCK_TAGS =
  /^\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|table|section|article|figure|figcaption|pre|hr)\b/i;

/** Working buffers of {@link htmlToText}, reused by every call (the ranges answered are views, valid until the next). */
let scratch = { from: new Int32Array(4096), to: new Int32Array(4096) };

/**
 * An article's text without its tags: each unit's range in the HTML, -1 for the line break a block tag stands for
 * (`from` / `to` are valid until the next call in the process).
 */
export function htmlToText(html: string): { text: string; from: Int32Array; to: Int32Array } {
  const parts: string[] = [];
  if (scratch.from.length < html.length + 16) {
    const size = Math.max(html.length + 16, scratch.from.length * 2);
    scratch = { from: new Int32Array(size), to: new Int32Array(size) };
  }
  let { from, to } = scratch;
  let capacity = from.length;
  let n = 0;
  const room = (extra: number) => {
    if (n + extra <= capacity) return;
    capacity = Math.max(capacity * 2, n + extra);
    const f = new Int32Array(capacity);
    f.set(from);
    from = f;
    const t = new Int32Array(capacity);
    t.set(to);
    to = t;
    scratch = { from, to };
  };
  /** Plain text from `start` to `end` of the HTML, one unit per unit. */
  const copy = (start: number, end: number) => {
    if (end <= start) return;
    room(end - start);
    parts.push(html.slice(start, end));
    for (let i = start; i < end; i++) {
      from[n] = i;
      to[n] = i + 1;
      n++;
    }
  };
  const put = (text: string, start: number, end: number) => {
    room(text.length);
    parts.push(text);
    for (let k = 0; k < text.length; k++) {
      from[n] = start;
      to[n] = end;
      n++;
    }
  };
  let run = 0;
  for (let i = 0; i < html.length; ) {
    const code = html.charCodeAt(i);
    if (code === 0x3c /* < */) {
      copy(run, i);
      const close = html.indexOf('>', i + 1);
      const end = close === -1 ? html.length : close + 1;
      if (BLOCK_TAGS.test(html.slice(i + 1, Math.min(end, i + 16)))) put('\n', -1, -1);
      i = end;
      run = i;
      continue;
    }
    if (code === 0x26 /* & */) {
      const entity = /^&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/i.exec(html.slice(i, i + 12));
      if (entity) {
        const name = entity[1]!;
        let decoded: string | undefined = ENTITIES[name.toLowerCase()];
        if (name.startsWith('#')) {
          const value = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
          decoded = value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : undefined;
        }
        if (decoded !== undefined) {
          copy(run, i);
          put(decoded, i, i + entity[0].length);
          i += entity[0].length;
          run = i;
          continue;
        }
      }
    }
    i++;
  }
  copy(run, html.length);
  return { text: parts.join(''), from: from.subarray(0, n), to: to.subarray(0, n) };
}

/** Checks an article's HTML: its text is matched across inline tags; 替换 stars only text, never a tag. */
export function checkHtml(matcher: WatchMatcher, html: string): CheckResult {
  const plain = htmlToText(html);
  const matches = matcher.scan(plain.text);
  const action = strongestAction(matches);
  if (!matches.some((m) => m.action === 'replace')) return { action, text: html, matches, plain: plain.text };
  // The HTML ranges to star, each once.
  const starred = new Map<number, number>();
  for (const match of matches) {
    if (match.action !== 'replace') continue;
    for (let k = match.start; k < match.end; k++) {
      const start = plain.from[k]!;
      if (start < 0) continue;
      const code = plain.text.charCodeAt(k);
      if (code >= 0xdc00 && code <= 0xdfff && k > match.start && plain.from[k - 1] === start) continue;
      starred.set(start, plain.to[k]!);
    }
  }
  let out = '';
  for (let i = 0; i < html.length; ) {
    const end = starred.get(i);
    if (end !== undefined) {
      // A surrogate pair is one character: one star.
      out += REPLACEMENT_CHAR;
      i = end;
      const code = html.charCodeAt(i);
      if (code >= 0xdc00 && code <= 0xdfff) i++;
      continue;
    }
    out += html[i];
    i++;
  }
  return { action, text: out, matches, plain: plain.text };
}
