/** Characters that draw nothing: zero-width spaces and joiners, the word joiner, the BOM, soft hyphen, fillers. */
const INVISIBLE =
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/gu;

/**
 * The key two display names are compared by: NFKC (full-width and compatibility forms fold to their plain letters),
 * invisible characters and all white space removed, case folded. `医影管理员`, `医影 管理员` and `医影\u200b管理员` share
 * one key, so nobody can pass as another member, the admin or a verified doctor by a look-alike name.
 */
export function displayNameKey(name: string): string {
  return name.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, '').toLowerCase().normalize('NFKC');
}
