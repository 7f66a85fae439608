export { AhoCorasick, type AutomatonMatch } from './aho-corasick.js';
export { matchKey, normalizeForMatch, warmNormalizer, type NormalizedText } from './normalize.js';
export {
  ACTION_RANK,
  compilePattern,
  isPattern,
  MAX_GAP,
  REPLACEMENT_CHAR,
  replaceMatches,
  strongestAction,
  WatchMatcher,
  type CheckAction,
  type TextMatch,
  type WatchAction,
  type WatchEntry,
} from './matcher.js';
export { checkHtml, checkPlain, htmlToText, type CheckResult } from './check.js';
export type { GuardOutcome, QueuedEntry, QueueHandler, QueueNote, TextGuard, TextSource } from './guard.js';
export { screenTexts, type Screened } from './screen.js';
