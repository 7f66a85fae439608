import { array, date, string } from 'yup';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MAX_LENGTH,
  TEXT_MIN_LENGTH,
  TEXTAREA_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  PatientConsent,
  isFutureDate,
} from '@yiying/models';
import { MESSAGES, lengthMessage, maxLengthMessage } from './messages.js';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from './patterns.js';

export { COMMENT_INPUT_MAXLENGTH, MOBILE_PATTERN, SMS_CODE_PATTERN, isMobile } from './patterns.js';

/**
 * Trimmed text. yup's own `trim()` throws on a non-string value (an object sent to the API),
 * so the trim only applies to strings and the type check reports the rest.
 */
export const text = () => string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** Name: required, at most 32 characters. */
export const nameField = () => text().required(MESSAGES.nameRequired).max(NAME_MAX_LENGTH, MESSAGES.nameMax);

/** Phone of the contact forms: required, mainland mobile. */
export const phoneField = () =>
  text()
    .required(MESSAGES.phoneRequired)
    .matches(MOBILE_PATTERN, { message: MESSAGES.phoneInvalid, excludeEmptyString: true });

/** Mobile of the identity forms. */
export const mobileField = () =>
  text()
    .required(MESSAGES.mobileRequired)
    .matches(MOBILE_PATTERN, { message: MESSAGES.phoneInvalid, excludeEmptyString: true });

export const smsCodeField = () =>
  text()
    .required(MESSAGES.codeRequired)
    .matches(SMS_CODE_PATTERN, { message: MESSAGES.codeInvalid, excludeEmptyString: true });

export const passwordField = () =>
  string()
    .required(MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength);

/** Optional text trimmed; empty text becomes undefined. */
export const optionalText = (max?: number, message?: string) => {
  const field = text()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .optional();
  return max === undefined ? field : field.max(max, message ?? maxLengthMessage(max));
};

/** Generic required text (请输入内容). */
export const requiredText = (message: string = MESSAGES.required) => text().required(message);

/** Generic required selection (请选择类型). */
export const requiredSelect = (message: string = MESSAGES.selectRequired) =>
  string()
    .transform((value: unknown) => (value === null ? undefined : value))
    .required(message);

/** Generic required date (请选择日期). */
export const requiredDate = (message: string = MESSAGES.dateRequired) => date().typeError(message).required(message);

/** Required date that may not lie after today (date pickers). `now` is injectable for tests. */
export const pastDate = (now: () => number = Date.now) =>
  requiredDate().test('not-future', MESSAGES.dateInFuture, (value) => !value || !isFutureDate(value, now()));

/** Generic required array (请至少选择一个类型). */
export const requiredArray = (message: string = MESSAGES.arrayRequired) => array().required(message).min(1, message);

/** Email; required gives 请输入邮箱地址, a bad address 请输入正确的邮箱地址. */
export const emailField = (options: { required?: boolean } = {}) => {
  const field = text().email(MESSAGES.emailInvalid);
  return options.required
    ? field.required(MESSAGES.emailRequired)
    : field.transform((value: unknown) => (value === '' || value === null ? undefined : value)).optional();
};

/**
 * Length-bounded text with 长度在 min 到 max 个字符 (required gives 请输入内容).
 * Optional fields accept empty text and check the bounds only when there is text.
 */
export const lengthField = (
  min: number,
  max: number,
  options: { required?: boolean; requiredMessage?: string } = {},
) => {
  const message = lengthMessage(min, max);
  // Required goes first so an empty value reports 请输入内容 rather than the length.
  const base = options.required
    ? text().required(options.requiredMessage ?? MESSAGES.required)
    : text()
        .transform((value: unknown) => (value === '' || value === null ? undefined : value))
        .optional();
  return base.min(min, message).max(max, message);
};

/** Spec text limits: min 2, max 250. */
export const textField = (options: { required?: boolean; requiredMessage?: string } = {}) =>
  lengthField(TEXT_MIN_LENGTH, TEXT_MAX_LENGTH, options);

/** Title: required, at most 64 characters. */
export const titleField = (requiredMessage: string = MESSAGES.contentTitleRequired) =>
  text().required(requiredMessage).max(TITLE_MAX_LENGTH, MESSAGES.forwardTitleMax);

/** Textarea of a sheet: at most 250 characters. */
export const textareaField = (max: number = TEXTAREA_MAX_LENGTH) => optionalText(max, maxLengthMessage(max));

/** Word count shown under a textarea: `12/250`. */
export function wordCount(text: string | null | undefined, max: number = TEXTAREA_MAX_LENGTH): string {
  return `${(text ?? '').length}/${max}`;
}

/** 患者隐私确认: one of the three answers, or nothing when the post did not ask. */
export const patientConsentField = () =>
  string()
    .oneOf(Object.values(PatientConsent), MESSAGES.patientConsentInvalid)
    .optional()
    .meta({ description: '患者隐私确认', message: MESSAGES.patientConsentInvalid });
