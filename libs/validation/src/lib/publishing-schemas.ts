import { array, boolean, mixed, number, object, string } from 'yup';
import {
  AccessScope,
  ARTICLE_MAX_LENGTH,
  ContentType,
  POST_MAX_IMAGES,
  RecordState,
  TAG_ALL,
  TITLE_MAX_LENGTH,
  parseTags,
  type ParseTagsOptions,
} from '@yiying/models';
import { optionalText, patientConsentField, text, textField, titleField } from './fields.js';
import { MESSAGES } from './messages.js';

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
  patientConsent: patientConsentField(),
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
  patientConsent: patientConsentField(),
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
