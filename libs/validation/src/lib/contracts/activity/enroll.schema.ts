import { array, object, string, type InferType } from 'yup';
import { EnrollState, PAGE_SIZE, TITLE_MAX_LENGTH } from '@yiying/models';
import { nameField, optionalText, patientConsentField, phoneField, text, titleField } from '../../fields.js';
import { MESSAGES } from '../../messages.js';
import { pagingFields, queryEnum, queryId } from '../query.js';
import type { WithDefaults } from '../route-spec.js';
import { ACTIVITY_MESSAGES, ENROLL_SORT_COLUMNS, ENROLL_TYPES, kindQuery, REVIEW_STATES, tagList } from './fields.js';

/** Query of `GET /api/activityEnroll/list` (10 per page). Other members' entries are listed once passed. */
export const enrollListQuery = object({
  ...pagingFields(PAGE_SIZE.default, ENROLL_SORT_COLUMNS),
  kind: kindQuery(),
  createBy: queryId('createBy', '作者用户 ID（本人可看到全部状态）'),
  activityId: queryId('activityId', '活动 ID'),
  state: queryEnum(
    'state',
    Object.values(EnrollState),
    '状态：created 待审核、pass 入选、nopass 未入选、excellent 优秀',
  ),
  activityTag: queryId('activityTag', '作品标签'),
});
export type EnrollListQuery = InferType<typeof enrollListQuery>;

/** Query of `GET /api/activityEnroll/current`: my standing in one activity. */
export const enrollCurrentQuery = object({
  activityId: text()
    .typeError(ACTIVITY_MESSAGES.activityRequired)
    .required(ACTIVITY_MESSAGES.activityRequired)
    .max(64, ACTIVITY_MESSAGES.activityRequired)
    .meta({ description: '活动 ID', message: ACTIVITY_MESSAGES.activityRequired }),
});
export type EnrollCurrentQuery = InferType<typeof enrollCurrentQuery>;

/**
 * Body of `POST /web/activityEnroll/create`: the work (pictures or a video uploaded first through
 * `/web/file/upload`, `mediaIds` in order, `cover` optional) and the put-in dialog (name, phone, 你的需求).
 */
export const enrollCreateBody = object({
  activityId: text().required(ACTIVITY_MESSAGES.activityRequired).max(64, ACTIVITY_MESSAGES.activityRequired),
  type: string()
    .oneOf([...ENROLL_TYPES], ACTIVITY_MESSAGES.entryTypeInvalid)
    .default('image'),
  title: titleField(MESSAGES.contentTitleRequired),
  description: optionalText(250),
  cover: optionalText(500),
  mediaIds: array(text().required(MESSAGES.formatInvalid))
    .typeError(MESSAGES.formatInvalid)
    .default([])
    .when('type', ([type]: unknown[], schema) =>
      type === 'image'
        ? schema.min(1, MESSAGES.imagesRequired).max(20, MESSAGES.imagesMax)
        : schema.length(1, '请上传一个视频'),
    ),
  tags: tagList(),
  name: nameField(),
  phone: phoneField(),
  demand: optionalText(250),
  /** 患者隐私确认, when the work's pictures still show faces (see `patientConsentReason`). */
  patientConsent: patientConsentField(),
});
export type EnrollCreateBody = InferType<typeof enrollCreateBody>;

/** Body of `POST /web/activityEnroll/update/{id}`: the author's changes while the entry is `created` and the window open. */
export const enrollUpdateBody = object({
  title: text().min(1, MESSAGES.contentTitleRequired).max(TITLE_MAX_LENGTH, MESSAGES.forwardTitleMax).optional(),
  description: optionalText(250),
  cover: optionalText(500),
  mediaIds: array(text().required(MESSAGES.formatInvalid)).typeError(MESSAGES.formatInvalid).optional(),
  tags: tagList(),
  name: text().min(1, MESSAGES.nameRequired).max(32, MESSAGES.nameMax).optional(),
  phone: text()
    .min(1, MESSAGES.phoneRequired)
    .matches(/^1[3-9]\d{9}$/, { message: MESSAGES.phoneInvalid, excludeEmptyString: true })
    .optional(),
  demand: optionalText(250),
  patientConsent: patientConsentField(),
});
export type EnrollUpdateBody = InferType<typeof enrollUpdateBody>;

/** Body of `POST /mng/activityEnroll/review/{id}`: pass (入选), nopass (未入选) or excellent (优秀), with a note. */
export const enrollReviewBody = object({
  state: string()
    .required(ACTIVITY_MESSAGES.reviewStateInvalid)
    .oneOf([...REVIEW_STATES], ACTIVITY_MESSAGES.reviewStateInvalid),
  note: optionalText(250),
});
export type EnrollReviewBody = InferType<typeof enrollReviewBody>;

/** A new entry as the author sends it: `type` defaults to image, `tags` may be one comma-separated string. */
export type EnrollCreateInput = Omit<WithDefaults<EnrollCreateBody, 'type'>, 'tags'> & { tags?: string[] | string };
/** The author's changes to an entry. */
export type EnrollUpdateInput = Omit<EnrollUpdateBody, 'tags'> & { tags?: string[] | string };
