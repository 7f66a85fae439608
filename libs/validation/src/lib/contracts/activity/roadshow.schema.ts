import { object, string, type InferType } from 'yup';
import { PAGE_SIZE, RecordState, TITLE_MAX_LENGTH } from '@yiying/models';
import { optionalText, text, titleField } from '../../fields.js';
import { MESSAGES } from '../../messages.js';
import { pagingFields, queryEnum, queryId } from '../query.js';
import type { WithDefaults } from '../route-spec.js';
import { ACTIVITY_MESSAGES, optionalTime, orderedTimes, ROADSHOW_SORT_COLUMNS } from './fields.js';

/** Query of `GET /api/roadshow/list` and `GET /mng/roadshow/list`: type, state, title (10 per page). */
export const roadshowListQuery = object({
  ...pagingFields(PAGE_SIZE.default, ROADSHOW_SORT_COLUMNS),
  type: queryId('type', '路演类型'),
  state: queryEnum('state', Object.values(RecordState), '状态（公开列表只含 publish）'),
  title: queryId('title', '标题包含的文字'),
});
export type RoadshowListQuery = InferType<typeof roadshowListQuery>;

/** Body of `POST /mng/roadshow/create`. */
export const roadshowCreateBody = object({
  title: titleField(MESSAGES.contentTitleRequired),
  type: optionalText(32).default('city'),
  state: string()
    .oneOf([RecordState.create, RecordState.publish], ACTIVITY_MESSAGES.activityStateInvalid)
    .default('create'),
  cover: text().required('请上传封面').max(500),
  summary: optionalText(500),
  content: optionalText(100_000),
  city: optionalText(32),
  address: optionalText(128),
  startTime: optionalTime(),
  endTime: optionalTime(),
}).test('order', ACTIVITY_MESSAGES.windowOrder, function check(v) {
  return (
    orderedTimes(v?.startTime, v?.endTime) || this.createError({ path: 'endTime', message: '结束时间必须晚于开始时间' })
  );
});
export type RoadshowCreateBody = InferType<typeof roadshowCreateBody>;

/** Body of `POST /mng/roadshow/update/{id}`: only the fields given change. */
export const roadshowUpdateBody = object({
  title: text().min(1, MESSAGES.contentTitleRequired).max(TITLE_MAX_LENGTH, MESSAGES.forwardTitleMax).optional(),
  type: optionalText(32),
  cover: text().min(1, '请上传封面').max(500).optional(),
  summary: optionalText(500),
  content: optionalText(100_000),
  city: optionalText(32),
  address: optionalText(128),
  startTime: optionalTime(),
  endTime: optionalTime(),
});
export type RoadshowUpdateBody = InferType<typeof roadshowUpdateBody>;

/** A new road show as the admin editor sends it: `type` and `state` have defaults. */
export type RoadshowCreateInput = WithDefaults<RoadshowCreateBody, 'type' | 'state'>;
