import { array, lazy, mixed, object, ref, string } from 'yup';
import {
  AccessScope,
  CaptchaMode,
  CaptchaScope,
  ChatContentType,
  ChatMessageType,
  ContentType,
  NAME_MAX_LENGTH,
  TEXTAREA_MAX_LENGTH,
  UserType,
  TAG_ALL,
  parseTags,
  type ParseTagsOptions,
} from '@yiying/models';
import {
  emailField,
  mobileField,
  nameField,
  optionalText,
  passwordField,
  phoneField,
  smsCodeField,
  text,
  textField,
  titleField,
} from './fields.js';
import { MESSAGES } from './messages.js';

/** Contact-us form: name, phone, title; message optional. */
export const contactSchema = object({
  name: nameField(),
  phone: phoneField(),
  title: text().required(MESSAGES.titleRequired).max(64, MESSAGES.titleMax),
  message: optionalText(),
});

/** Online message form: name and phone as the contact form; the rest optional. */
export const onlineMessageSchema = object({
  name: nameField(),
  phone: phoneField(),
  email: emailField(),
  company: optionalText(),
  department: optionalText(),
  memo: optionalText(),
});

/** Put-in dialog: name and phone; 你的需求 (`demand`) optional. */
export const putInSchema = object({
  name: nameField(),
  phone: phoneField(),
  demand: optionalText(),
});

const commentText = () => text().required(MESSAGES.commentRequired).max(64, MESSAGES.commentMax);

/** Comment popover (and the comment create call). */
export const commentSchema = object({
  content: commentText(),
  name: optionalText(NAME_MAX_LENGTH, MESSAGES.nameMax),
  contentId: optionalText(),
  parentId: optionalText(),
});

/** Reply to a comment or to another reply. */
export const replySchema = object({
  content: commentText(),
  commentId: text().required(MESSAGES.required),
  parentId: optionalText(),
});

/** Forward action: the forward title. */
export const forwardSchema = object({
  forwardedText: text().required(MESSAGES.forwardTitleRequired).max(64, MESSAGES.forwardTitleMax),
  contentId: optionalText(),
});

const captchaScope = () =>
  string().oneOf(Object.values(CaptchaScope), MESSAGES.captchaScopeInvalid).default(CaptchaScope.login);

/** SMS code request. */
export const sendSmsSchema = object({
  mobile: mobileField(),
  scope: captchaScope(),
});

/** Login by SMS code. */
export const loginBySmsSchema = object({
  type: string().oneOf([CaptchaMode.message], MESSAGES.loginModeInvalid).default(CaptchaMode.message),
  mobile: mobileField(),
  code: smsCodeField(),
});

/** Login by password. */
export const loginByPasswordSchema = object({
  type: string().oneOf([CaptchaMode.password], MESSAGES.loginModeInvalid).required(MESSAGES.loginModeInvalid),
  mobile: mobileField(),
  password: passwordField(),
});

/** Login of either mode; the mode defaults to SMS code (`message`). */
export const loginSchema = lazy((value: unknown) =>
  (value as { type?: unknown } | null | undefined)?.type === CaptchaMode.password
    ? loginByPasswordSchema
    : loginBySmsSchema,
);

/** Sign-up: mobile and code; password and nickname optional. */
export const signupSchema = object({
  mobile: mobileField(),
  code: smsCodeField(),
  password: passwordField()
    .optional()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value)),
  nickname: optionalText(NAME_MAX_LENGTH, MESSAGES.nicknameMax),
});

/** The repeated password of a form: required and equal to the field `password` (or the one named). */
export const confirmPassword = (field = 'password') =>
  string()
    .required(MESSAGES.passwordConfirmRequired)
    .oneOf([ref(field)], MESSAGES.passwordMismatch);

/** Reset a forgotten password with an SMS code. */
export const resetPasswordSchema = object({
  mobile: mobileField(),
  code: smsCodeField(),
  password: passwordField(),
  confirmPassword: confirmPassword(),
});

/** Profile update (personal settings). */
export const profileSchema = object({
  username: text().required(MESSAGES.nicknameRequired).max(NAME_MAX_LENGTH, MESSAGES.nicknameMax),
  avatar: optionalText(),
  signature: optionalText(TEXTAREA_MAX_LENGTH, MESSAGES.signatureMax),
  email: emailField(),
  type: string()
    .oneOf(Object.values(UserType), MESSAGES.userTypeInvalid)
    .optional()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value)),
});

const MAX_TAGS = 10;

/**
 * Tags given as a comma-separated string or a list, parsed by the shared rule;
 * `withAll` puts 全部 first for filter bars.
 */
export const tagsField = (options: ParseTagsOptions = {}) =>
  // mixed, not array(string()): yup's per-item tests read the raw input, which is a string here.
  mixed<string[]>((value): value is string[] => Array.isArray(value))
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' || Array.isArray(original)
        ? parseTags(original as string | string[], options)
        : parseTags(null, options),
    )
    .default(() => parseTags(null, options))
    .test('tags-max', MESSAGES.tagsMax, (value) => !value || value.filter((t) => t !== TAG_ALL).length <= MAX_TAGS);

const accessScopeField = () =>
  string().oneOf(Object.values(AccessScope), MESSAGES.accessScopeInvalid).default(AccessScope.public);

const thumbsField = () => array(text().required(MESSAGES.imagesRequired)).default([]);

/**
 * Content publishing. Article bodies are rich text (required, no length cap); the text of the
 * other types keeps the spec limits (2 to 250) and is required for topic posts; image posts need an image.
 */
export const contentSchema = object({
  type: string().required(MESSAGES.contentTypeInvalid).oneOf(Object.values(ContentType), MESSAGES.contentTypeInvalid),
  title: titleField(),
  content: string().when('type', ([type]: unknown[]) => {
    if (type === ContentType.article) return text().required(MESSAGES.articleRequired);
    return textField({ required: type === ContentType.pound });
  }),
  cover: optionalText(),
  thumbs: thumbsField().when('type', ([type]: unknown[], schema) =>
    type === ContentType.image ? schema.min(1, MESSAGES.imagesRequired) : schema,
  ),
  tags: tagsField(),
  talkTopic: optionalText(),
  categoryId: optionalText(),
  circleId: optionalText(),
  accessScope: accessScopeField(),
});

/** Entry for an activity (the same shape serves exhibits). */
export const activityEntrySchema = object({
  activityId: text().required(MESSAGES.activityRequired),
  type: string()
    .oneOf([ContentType.image, ContentType.video, ContentType.article], MESSAGES.contentTypeInvalid)
    .default(ContentType.image),
  title: titleField(),
  description: textField(),
  cover: optionalText(),
  thumbs: thumbsField().when('type', ([type]: unknown[], schema) =>
    type === ContentType.image ? schema.min(1, MESSAGES.imagesRequired) : schema,
  ),
  content: optionalText(),
  talkTopic: optionalText(),
  accessScope: accessScopeField(),
});

export const exhibitEntrySchema = activityEntrySchema;

/** IM sending: content, sender id and receiver id are all needed. */
export const imSendSchema = object({
  content: text().required(MESSAGES.imContentRequired),
  senderId: text().required(MESSAGES.imSenderRequired),
  receiverId: text()
    .required(MESSAGES.imReceiverRequired)
    .notOneOf([ref('senderId')], MESSAGES.imSelfChat),
  contentType: string().oneOf(Object.values(ChatContentType), MESSAGES.formatInvalid).default(ChatContentType.text),
  type: string().oneOf([ChatMessageType.private], MESSAGES.formatInvalid).default(ChatMessageType.private),
});
