/**
 * Code points that draw nothing: soft hyphen, combining grapheme joiner, Arabic letter mark, Hangul fillers, Khmer
 * vowel inherents, Mongolian selectors, zero-width spaces and joiners, direction marks and overrides, the word joiner
 * and invisible operators, variation selectors, the BOM.
 */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xe0100, 0xe01ef],
];

function visible(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return !INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to) && !/\s/u.test(char);
}

/**
 * The key two display names are compared by: NFKC (full-width and compatibility forms fold to their plain letters),
 * invisible characters and all white space removed, case folded. `医影管理员`, `医影 管理员` and `医影\u200b管理员` share
 * one key, so nobody can pass as another member, the admin or a verified doctor by a look-alike name.
 */
export function displayNameKey(name: string): string {
  return [...name.normalize('NFKC')].filter(visible).join('').toLowerCase().normalize('NFKC');
}
