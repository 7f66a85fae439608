import { array, boolean, lazy, mixed, number, object, ref, string } from 'yup';
import {
  AccessScope,
  CaptchaMode,
  CaptchaScope,
  ChatContentType,
  ChatMessageType,
  ContentType,
  ARTICLE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  POST_MAX_IMAGES,
  RecordState,
  TITLE_MAX_LENGTH,
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

/** Types a member publishes through `/web/content/create` (activity entries come through activityEnroll). */
export const PUBLISHED_CONTENT_TYPES = [ContentType.image, ContentType.video, ContentType.article, ContentType.pound];

/** States a member may give a post: 存草稿 (`create`), 发布 (`publish`), and on update 隐藏 (`down`). */
const stateField = (states: readonly RecordState[]) => string().oneOf(states, MESSAGES.contentStateInvalid);

const isDraft = (state: unknown) => state === RecordState.create;

const flagField = () => boolean().typeError(MESSAGES.flagInvalid);

/**
 * Content publishing (`POST /web/content/create`). A draft (`state: create`) may be incomplete; publishing needs a
 * title, an article body, a topic post's text, and an image post's images (uploaded first: `mediaIds` in order).
 * Article bodies are rich HTML up to ARTICLE_MAX_LENGTH characters (the server sanitises them); other texts keep the
 * spec limits (2 to 250).
 */
export const contentSchema = object({
  type: string().required(MESSAGES.contentTypeInvalid).oneOf(PUBLISHED_CONTENT_TYPES, MESSAGES.contentTypeInvalid),
  state: stateField([RecordState.create, RecordState.publish]).default(RecordState.publish),
  title: text()
    .max(TITLE_MAX_LENGTH, MESSAGES.forwardTitleMax)
    .when('state', ([state]: unknown[], schema) =>
      isDraft(state) ? schema.default('') : schema.required(MESSAGES.contentTitleRequired),
    ),
  content: string().when(['type', 'state'], ([type, state]: unknown[]) => {
    if (type === ContentType.article) {
      const body = text().max(ARTICLE_MAX_LENGTH, MESSAGES.articleMax);
      return isDraft(state) ? body.default('') : body.required(MESSAGES.articleRequired);
    }
    return textField({ required: type === ContentType.pound && !isDraft(state) });
  }),
  cover: optionalText(),
  mediaIds: array(text().required(MESSAGES.formatInvalid))
    .typeError(MESSAGES.formatInvalid)
    .default([])
    .max(POST_MAX_IMAGES + 10, MESSAGES.imagesMax)
    .when(['type', 'state'], ([type, state]: unknown[], schema) =>
      type === ContentType.image && !isDraft(state)
        ? schema.min(1, MESSAGES.imagesRequired).max(POST_MAX_IMAGES, MESSAGES.imagesMax)
        : schema,
    ),
  tags: tagsField(),
  accessScope: accessScopeField(),
  sensitive: flagField().default(false),
  showExif: flagField().default(false),
  comments: number().typeError(MESSAGES.commentsInvalid).oneOf([0, 1], MESSAGES.commentsInvalid).default(1),
  categoryId: optionalText(),
  circleId: optionalText(),
});

/**
 * `POST /web/content/update/{id}`: any of the publishing fields, the type excepted. The server applies them to the
 * stored post and checks the result with `contentSchema`, so a published post stays complete. `down` hides a post.
 */
export const contentUpdateSchema = object({
  state: stateField([RecordState.create, RecordState.publish, RecordState.down]).optional(),
  title: text().max(TITLE_MAX_LENGTH, MESSAGES.forwardTitleMax).optional(),
  content: string().max(ARTICLE_MAX_LENGTH, MESSAGES.articleMax).optional(),
  cover: optionalText(),
  mediaIds: array(text().required(MESSAGES.formatInvalid)).typeError(MESSAGES.formatInvalid).optional(),
  tags: tagsField().optional().default(undefined),
  accessScope: string().oneOf(Object.values(AccessScope), MESSAGES.accessScopeInvalid).optional(),
  sensitive: flagField().optional(),
  showExif: flagField().optional(),
  comments: number().typeError(MESSAGES.commentsInvalid).oneOf([0, 1], MESSAGES.commentsInvalid).optional(),
  categoryId: optionalText(),
  circleId: optionalText(),
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
