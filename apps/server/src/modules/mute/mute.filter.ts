import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** The words a viewer's active mutes hide and fold (`muteWordKey` form, at most `MUTE_MAX_WORDS` together). */
export interface MuteSet {
  hide: readonly string[];
  fold: readonly string[];
  /**
   * SQLite's LIKE ignores the case of ASCII letters by itself; PostgreSQL's needs `lower()` (on SQLite it would only
   * double the cost of the test).
   */
  sqlite?: boolean;
}

/** No mute: what visitors and members without mutes get. */
export const NO_MUTES: MuteSet = { hide: [], fold: [] };

/** Whether a set changes anything. */
export function hasMutes(mutes: MuteSet | undefined): mutes is MuteSet {
  return mutes !== undefined && (mutes.hide.length > 0 || mutes.fold.length > 0);
}

function pattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Whether any of `columns` (qualified, not null) contains `word`, ignoring the case of Latin letters. */
function contains(columns: readonly string[], word: string, sqlite: boolean): RawBuilder<SqlBool> {
  const like = pattern(word);
  return sql<SqlBool>`(${sql.join(
    columns.map((column) =>
      sqlite
        ? sql`${sql.ref(column)} like ${like} escape '\\'`
        : sql`lower(${sql.ref(column)}) like ${like} escape '\\'`,
    ),
    sql` or `,
  )})`;
}

/**
 * The condition leaving out rows whose `columns` contain a hidden word, for the WHERE of a list and of its count, so
 * a page holds `pageSize` rows and the total counts only what the member sees. Undefined when nothing is hidden.
 */
export function withoutHiddenWords(
  columns: readonly string[],
  mutes: MuteSet | undefined,
): RawBuilder<SqlBool> | undefined {
  if (!mutes || mutes.hide.length === 0) return undefined;
  return sql<SqlBool>`not (${sql.join(
    mutes.hide.map((word) => contains(columns, word, mutes.sqlite === true)),
    sql` or `,
  )})`;
}

/** A selected column naming the first folded word the row's `columns` contain (null when none), or undefined. */
export function foldedWordColumn(
  columns: readonly string[],
  mutes: MuteSet | undefined,
): RawBuilder<string | null> | undefined {
  if (!mutes || mutes.fold.length === 0) return undefined;
  return sql<string | null>`case ${sql.join(
    mutes.fold.map((word) => sql`when ${contains(columns, word, mutes.sqlite === true)} then cast(${word} as text)`),
    sql` `,
  )} else null end`;
}

/** The first folded word any of `texts` contains, for rows already read (comments, search hits). */
export function foldedWordIn(
  texts: readonly (string | null | undefined)[],
  mutes: MuteSet | undefined,
): string | undefined {
  if (!mutes || mutes.fold.length === 0) return undefined;
  const lowered = texts.map((t) => (t ?? '').toLowerCase());
  return mutes.fold.find((word) => lowered.some((t) => t.includes(word)));
}

/** Whether any of `texts` contains a hidden word (for lists filtered after reading). */
export function hasHiddenWord(texts: readonly (string | null | undefined)[], mutes: MuteSet | undefined): boolean {
  if (!mutes || mutes.hide.length === 0) return false;
  const lowered = texts.map((t) => (t ?? '').toLowerCase());
  return mutes.hide.some((word) => lowered.some((t) => t.includes(word)));
}
