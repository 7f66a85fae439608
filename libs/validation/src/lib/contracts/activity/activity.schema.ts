import { object, string, type InferType } from 'yup';
import { AccessScope, ACTIVITY_KINDS, ActivityState, PAGE_SIZE, TITLE_MAX_LENGTH } from '@yiying/models';
import { optionalText, text, titleField } from '../../fields.js';
import { MESSAGES } from '../../messages.js';
import { pagingFields, queryEnum, queryId } from '../query.js';
import type { WithDefaults } from '../route-spec.js';
import {
  ACTIVITY_MESSAGES,
  ACTIVITY_SORT_COLUMNS,
  ACTIVITY_TYPES,
  attachmentList,
  dateQuery,
  kindQuery,
  optionalTime,
  orderedTimes,
  tagList,
  timeField,
} from './fields.js';

/** The filters of every activity list (spec §7): type, state, doingDate, finishDate, title, plus kind and road show. */
const activityFilterFields = () => ({
  kind: kindQuery(),
  type: queryEnum(
    'type',
    ACTIVITY_TYPES,
    '作品类型：image 图片、video 视频、mixed 图片或视频',
    ACTIVITY_MESSAGES.typeInvalid,
  ),
  state: queryEnum(
    'state',
    Object.values(ActivityState),
    '状态：publish 未开始、doing 征稿中、finish 已截稿（公开列表）',
  ),
  doingDate: dateQuery('该日（北京时间）处于征稿期的活动'),
  finishDate: dateQuery('截稿日在该日（北京时间）或之前的活动'),
  title: queryId('title', '标题包含的文字'),
  roadshowId: queryId('roadshowId', '所属路演'),
});

/**
 * Query of `GET /api/activity/list` (9 per page) and of `GET /api/activityEnroll/uploadList` (activities open for
 * entries now). Visitors see published activities only; `state` doing / finish follow the clock.
 */
export const activityListQuery = object({
  ...pagingFields(PAGE_SIZE.activity, ACTIVITY_SORT_COLUMNS),
  ...activityFilterFields(),
});
export type ActivityListQuery = InferType<typeof activityListQuery>;

/** Query of `GET /api/activity/current`: the newest activity open for entries (or, with none, the newest). */
export const activityCurrentQuery = object({ kind: kindQuery() });
export type ActivityCurrentQuery = InferType<typeof activityCurrentQuery>;

const activityFields = () => ({
  title: titleField(MESSAGES.contentTitleRequired),
  talkTopic: optionalText(64),
  description: optionalText(250),
  summary: optionalText(500),
  cover: text().required('请上传封面').max(500),
  content: optionalText(100_000),
  type: string()
    .oneOf([...ACTIVITY_TYPES], ACTIVITY_MESSAGES.typeInvalid)
    .default('image'),
  submitType: optionalText(32),
  activityTags: tagList(),
  articleTags: tagList(),
  imageTags: tagList(),
  videoTags: tagList(),
  roadshowId: optionalText(64).nullable(),
  unlink: optionalText(500).nullable(),
  accessScope: string().oneOf([AccessScope.public], MESSAGES.accessScopeInvalid).default(AccessScope.public),
  validStart: timeField().required(ACTIVITY_MESSAGES.timeInvalid),
  validEnd: timeField().required(ACTIVITY_MESSAGES.timeInvalid),
  voteStart: optionalTime(),
  voteEnd: optionalTime(),
});

/**
 * Body of `POST /mng/activity/create`: `kind` activity or exhibition, the entry window (`validStart` < `validEnd`),
 * an optional voting phase (`voteStart` < `voteEnd`, both or neither), and `state` create (编辑) or publish.
 */
export const activityCreateBody = object({
  kind: string()
    .oneOf([...ACTIVITY_KINDS], ACTIVITY_MESSAGES.kindInvalid)
    .default('activity'),
  state: string()
    .oneOf([ActivityState.create, ActivityState.publish], ACTIVITY_MESSAGES.activityStateInvalid)
    .default('create'),
  ...activityFields(),
  attachments: attachmentList(),
})
  .test('window-order', ACTIVITY_MESSAGES.windowOrder, function check(v) {
    return (
      orderedTimes(v?.validStart, v?.validEnd) ||
      this.createError({ path: 'validEnd', message: ACTIVITY_MESSAGES.windowOrder })
    );
  })
  .test('vote-pair', ACTIVITY_MESSAGES.voteBothOrNone, function check(v) {
    return (
      Boolean(v?.voteStart) === Boolean(v?.voteEnd) ||
      this.createError({ path: 'voteEnd', message: ACTIVITY_MESSAGES.voteBothOrNone })
    );
  })
  .test('vote-order', ACTIVITY_MESSAGES.voteOrder, function check(v) {
    return (
      orderedTimes(v?.voteStart, v?.voteEnd) ||
      this.createError({ path: 'voteEnd', message: ACTIVITY_MESSAGES.voteOrder })
    );
  });
export type ActivityCreateBody = InferType<typeof activityCreateBody>;

/** Body of `POST /mng/activity/update/{id}`: only the fields given change; the result is checked as a whole. */
export const activityUpdateBody = object({
  title: text().min(1, MESSAGES.contentTitleRequired).max(TITLE_MAX_LENGTH, MESSAGES.forwardTitleMax).optional(),
  talkTopic: optionalText(64),
  description: optionalText(250),
  summary: optionalText(500),
  cover: text().min(1, '请上传封面').max(500).optional(),
  content: optionalText(100_000),
  type: string()
    .oneOf([...ACTIVITY_TYPES], ACTIVITY_MESSAGES.typeInvalid)
    .optional(),
  submitType: optionalText(32),
  activityTags: tagList(),
  articleTags: tagList(),
  imageTags: tagList(),
  videoTags: tagList(),
  roadshowId: optionalText(64).nullable(),
  unlink: optionalText(500).nullable(),
  validStart: timeField().optional(),
  validEnd: timeField().optional(),
  voteStart: optionalTime(),
  voteEnd: optionalTime(),
  attachments: attachmentList(),
});
export type ActivityUpdateBody = InferType<typeof activityUpdateBody>;

type ActivityTagKeys = 'activityTags' | 'articleTags' | 'imageTags' | 'videoTags';
/** The tag lists as a caller may send them: a list, or one comma-separated string. */
type ActivityTagsInput = { [K in ActivityTagKeys]?: string[] | string };
/** What the admin editor sends to create an activity: kind, state, type and access scope have defaults. */
export type ActivityCreateInput = Omit<
  WithDefaults<ActivityCreateBody, 'kind' | 'state' | 'type' | 'accessScope'>,
  ActivityTagKeys
> &
  ActivityTagsInput;
/** What the admin editor sends to change an activity. */
export type ActivityUpdateInput = Omit<ActivityUpdateBody, ActivityTagKeys> & ActivityTagsInput;
