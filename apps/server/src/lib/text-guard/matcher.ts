import { AhoCorasick } from './aho-corasick.js';
import { isInvisibleUnit, mappedUnit, matchKey, normalizeForMatch } from './normalize.js';

/** What a watched word does to a text that contains it (spec: 屏蔽 / 审核 / 替换 / 标记). */
export type WatchAction = 'block' | 'hold' | 'replace' | 'flag';

/** The outcome of a check: `pass` when nothing matched. */
export type CheckAction = WatchAction | 'pass';

/** One watched word or pattern; a pattern is written `/…/` (a regular expression on the normalised text). */
export interface WatchEntry {
  id: string;
  word: string;
  action: WatchAction;
}

/** One occurrence of a watched word in a checked text (positions in that text, UTF-16 code units). */
export interface TextMatch {
  entryId: string;
  word: string;
  action: WatchAction;
  start: number;
  end: number;
}

/** Strongest first: a text takes the action of the strongest word it contains. */
export const ACTION_RANK: Record<CheckAction, number> = { block: 4, hold: 3, flag: 2, replace: 1, pass: 0 };

/** The character a 替换 word's characters become. */
export const REPLACEMENT_CHAR = '＊';

/** The most separator characters allowed between two characters of a match (敏 . 感). */
export const MAX_GAP = 3;

/** Characters that end a sentence or line: a gap holding one joins only a spaced-out word (敏。感。词). */
const BREAKS = new Set([...'。!?;\n\r\u2028\u2029…'].map((c) => c.charCodeAt(0)));

const REGEX_FORM = /^\/(.+)\/([imsu]*)$/s;

/** Whether `word` is written as a pattern (`/…/flags`). */
export function isPattern(word: string): boolean {
  return REGEX_FORM.test(word.trim());
}

/** The compiled pattern of a `/…/` word (matched against the normalised text), or the error message. */
export function compilePattern(word: string): RegExp | string {
  const found = REGEX_FORM.exec(word.trim());
  if (!found) return '不是正则表达式';
  try {
    const flags = new Set([...(found[2] ?? ''), 'g', 'u']);
    flags.delete('m');
    return new RegExp(found[1]!, [...flags].join(''));
  } catch {
    return '正则表达式无效';
  }
}

function isAlnum(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a);
}

/**
 * A compiled watch list: one automaton for the plain words (built once per list change and shared by every check),
 * the patterns beside it.
 */
export class WatchMatcher {
  private readonly automaton: AhoCorasick;
  /** For each word of the automaton, the entries that normalise to it. */
  private readonly byKey: WatchEntry[][] = [];
  private readonly patterns: { entry: WatchEntry; regex: RegExp }[] = [];
  readonly size: number;

  constructor(entries: readonly WatchEntry[]) {
    const keys = new Map<string, number>();
    const words: string[] = [];
    for (const entry of entries) {
      if (isPattern(entry.word)) {
        const regex = compilePattern(entry.word);
        if (typeof regex !== 'string') this.patterns.push({ entry, regex });
        continue;
      }
      const key = matchKey(entry.word);
      if (!key) continue;
      let index = keys.get(key);
      if (index === undefined) {
        index = words.length;
        keys.set(key, index);
        words.push(key);
        this.byKey.push([]);
      }
      this.byKey[index]!.push(entry);
    }
    this.automaton = new AhoCorasick(words);
    this.size = entries.length;
  }

  /** Every accepted occurrence of a watched word in `text`, in text order. */
  scan(text: string): TextMatch[] {
    if (this.size === 0 || text.length === 0) return [];
    const normal = normalizeForMatch(text);
    const found: TextMatch[] = [];
    const accept = (entries: readonly WatchEntry[], start: number, end: number) => {
      if (end <= start || !this.plausible(text, normal.text, normal.from, normal.to, start, end)) return;
      for (const entry of entries) {
        found.push({
          entryId: entry.id,
          word: entry.word,
          action: entry.action,
          start: normal.from[start]!,
          end: normal.to[end - 1]!,
        });
      }
    };
    for (const hit of this.automaton.search(normal.text)) accept(this.byKey[hit.pattern]!, hit.start, hit.end);
    for (const { entry, regex } of this.patterns) {
      regex.lastIndex = 0;
      let guard = 0;
      for (let m = regex.exec(normal.text); m && guard < 1000; m = regex.exec(normal.text), guard++) {
        if (m[0].length === 0) {
          regex.lastIndex++;
          continue;
        }
        accept([entry], m.index, m.index + m[0].length);
      }
    }
    return found.sort((a, b) => a.start - b.start || b.end - a.end);
  }

  /**
   * Whether an occurrence in the normalised text stands for the word in the original, not for characters of
   * unrelated words that separators happened to bring together:
   * - between two of its characters stand at most {@link MAX_GAP} separators;
   * - a gap holding a sentence or line break is accepted only when the word has three characters or more and every
   *   gap is the same non-empty run (敏。感。词), never for one stray break (过敏。感冒 is no 敏感);
   * - a word that starts (ends) with a letter or digit must not continue a longer word of the original.
   */
  private plausible(
    original: string,
    normal: string,
    from: Int32Array,
    to: Int32Array,
    start: number,
    end: number,
  ): boolean {
    const gaps: string[] = [];
    let breaks = false;
    for (let k = start + 1; k < end; k++) {
      if (from[k] === from[k - 1]) continue;
      let gap = '';
      let separators = 0;
      for (let i = to[k - 1]!; i < from[k]!; i++) {
        const code = original.charCodeAt(i);
        if (isInvisibleUnit(code)) continue;
        separators++;
        const unit = mappedUnit(code);
        if (BREAKS.has(unit) || BREAKS.has(code)) breaks = true;
        gap += String.fromCharCode(unit);
      }
      if (separators > MAX_GAP) return false;
      gaps.push(gap);
    }
    if (breaks && !(gaps.length >= 2 && gaps.every((gap) => gap !== '' && gap === gaps[0]))) return false;
    const first = normal.charCodeAt(start);
    if (isAlnum(first) && start > 0 && isAlnum(normal.charCodeAt(start - 1)) && adjacent(original, to, from, start - 1))
      return false;
    const last = normal.charCodeAt(end - 1);
    if (
      isAlnum(last) &&
      end < normal.length &&
      isAlnum(normal.charCodeAt(end)) &&
      adjacent(original, to, from, end - 1)
    )
      return false;
    return true;
  }
}

/** Whether normalised units `k` and `k + 1` came from touching characters of the original (nothing but format chars). */
function adjacent(original: string, to: Int32Array, from: Int32Array, k: number): boolean {
  if (from[k] === from[k + 1]) return true;
  for (let i = to[k]!; i < from[k + 1]!; i++) if (!isInvisibleUnit(original.charCodeAt(i))) return false;
  return true;
}

/** The strongest action of the matches (`pass` without any). */
export function strongestAction(matches: readonly TextMatch[]): CheckAction {
  let action: CheckAction = 'pass';
  for (const match of matches) if (ACTION_RANK[match.action] > ACTION_RANK[action]) action = match.action;
  return action;
}

/**
 * `text` with every character of each 替换 match turned into {@link REPLACEMENT_CHAR}; `keep(i)` says which
 * positions must stay as they are (an HTML tag's characters).
 */
export function replaceMatches(text: string, matches: readonly TextMatch[], keep?: (index: number) => boolean): string {
  const spans = matches.filter((m) => m.action === 'replace');
  if (spans.length === 0) return text;
  const starred = new Uint8Array(text.length);
  for (const span of spans) for (let i = span.start; i < span.end; i++) starred[i] = 1;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!starred[i] || keep?.(i)) {
      out += text[i];
      continue;
    }
    // One star per character: the low half of a surrogate pair adds none.
    if (code >= 0xdc00 && code <= 0xdfff && i > 0 && starred[i - 1]) continue;
    out += REPLACEMENT_CHAR;
  }
  return out;
}
