import { COMMENT_MAX_LENGTH } from '@yiying/models';

/*
 * Patterns and limits that forms read without running a schema; kept apart from the field builders (which import yup),
 * so a page that only needs a limit does not carry the schema library.
 */

/** Mainland mobile: 11 digits, starting with 1, second digit 3 to 9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** SMS code: 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;

export function isMobile(value: unknown): boolean {
  return typeof value === 'string' && MOBILE_PATTERN.test(value);
}

/** Input limit of the comment box. */
export const COMMENT_INPUT_MAXLENGTH = COMMENT_MAX_LENGTH;
