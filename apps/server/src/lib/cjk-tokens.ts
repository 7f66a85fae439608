/**
 * Tokens for Chinese full-text search without a Chinese tokenizer in the database. Chinese has no spaces between
 * words, and both SQLite FTS5 (`unicode61`) and PostgreSQL's `simple` configuration would take a whole run of Han
 * characters as one word, so a 1- or 2-character query could never match. A document is indexed instead as
 *
 *   <bigrams of each Han run, in order> <separator> … <unigrams> <latin/digit words, lower case>
 *
 * written with spaces so either database sees each as one word. A query then becomes: one Han character → that
 * unigram; two → that bigram; three or more → the phrase of its bigrams (adjacent positions), which only matches
 * the same characters in a row; latin words → a prefix match.
 */

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const PIECES =
  /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|(?:(?![\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])[\p{L}\p{N}])+/gu;

/** Separates the bigrams of two runs, so a phrase never spans them (no query produces this word). */
export const RUN_SEPARATOR = 'zqxrunsep';

/**
 * Marks the documents every visitor may see (published and public), so a visitor's search counts its matches in the
 * index alone, without reading each matching post.
 */
export const PUBLIC_MARKER = 'zqxpublicdoc';

/** Index text of `text` (title, tags …); `isPublic` adds `PUBLIC_MARKER`. */
export function documentTokens(text: string, isPublic = false): string {
  const bigrams: string[] = [];
  const unigrams = new Set<string>();
  const words = new Set<string>();
  for (const piece of text.normalize('NFKC').match(PIECES) ?? []) {
    if (HAN.test(piece)) {
      const chars = [...piece];
      for (const ch of chars) unigrams.add(ch);
      if (chars.length > 1) {
        if (bigrams.length > 0) bigrams.push(RUN_SEPARATOR);
        for (let i = 0; i + 1 < chars.length; i++) bigrams.push(`${chars[i]}${chars[i + 1]}`);
      }
    } else {
      words.add(piece.toLowerCase());
    }
  }
  return [...bigrams, RUN_SEPARATOR, ...unigrams, ...words, ...(isPublic ? [PUBLIC_MARKER] : [])].join(' ');
}

/** One condition of a query: a word (`prefix` for latin words) or a phrase of adjacent bigrams. */
export type QueryTerm = { kind: 'word'; word: string; prefix: boolean } | { kind: 'phrase'; words: string[] };

/** The conditions a query's text asks for, all of which must hold; empty when the text has no letters or digits. */
export function queryTerms(text: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (const piece of text.normalize('NFKC').match(PIECES) ?? []) {
    if (HAN.test(piece)) {
      const chars = [...piece];
      if (chars.length <= 2) terms.push({ kind: 'word', word: piece, prefix: false });
      else {
        const words: string[] = [];
        for (let i = 0; i + 1 < chars.length; i++) words.push(`${chars[i]}${chars[i + 1]}`);
        terms.push({ kind: 'phrase', words });
      }
    } else {
      terms.push({ kind: 'word', word: piece.toLowerCase(), prefix: true });
    }
  }
  return terms;
}

/** FTS5 MATCH expression of the terms (each quoted: no query syntax gets through). */
export function fts5Query(terms: readonly QueryTerm[]): string {
  const quote = (word: string) => `"${word.replace(/"/g, '""')}"`;
  return terms
    .map((t) => (t.kind === 'phrase' ? quote(t.words.join(' ')) : `${quote(t.word)}${t.prefix ? '*' : ''}`))
    .join(' AND ');
}

/** PostgreSQL `to_tsquery('simple', …)` text of the terms (words are letters and digits only). */
export function tsQuery(terms: readonly QueryTerm[]): string {
  return terms
    .map((t) => (t.kind === 'phrase' ? `(${t.words.join(' <-> ')})` : `${t.word}${t.prefix ? ':*' : ''}`))
    .join(' & ');
}

/**
 * `text` cut into matched and unmatched parts for highlighting: every occurrence of each query piece (case
 * insensitive). Joined, the parts give `text` back.
 */
export function highlight(text: string, query: string): { text: string; match: boolean }[] {
  const pieces = [...new Set((query.normalize('NFKC').match(PIECES) ?? []).map((p) => p.toLowerCase()))];
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const piece of pieces) {
    for (let at = lower.indexOf(piece); at >= 0; at = lower.indexOf(piece, at + 1)) {
      for (let i = at; i < at + piece.length; i++) marked[i] = true;
    }
  }
  const parts: { text: string; match: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i] as string, match: Boolean(marked[i]) });
  }
  return parts;
}
