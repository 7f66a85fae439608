import { object, type InferType } from 'yup';
import { PAGE_SIZE, RecordState } from '@yiying/models';
import { optionalText, text } from '../../fields.js';
import { pagingFields, queryEnum, queryId } from '../query.js';
import { SITE_MESSAGES, sortField, stateField } from './messages.js';

/** Categories come by `sort` ascending unless another column is asked for. */
export const CATEGORY_SORT_COLUMNS = ['sort', 'name', 'create_time'] as const;

/** Query of `GET /api/category/list` (spec §7: state): published categories only. */
export const categoryListQuery = object({
  ...pagingFields(PAGE_SIZE.default, CATEGORY_SORT_COLUMNS),
  state: queryEnum('state', Object.values(RecordState), '状态（公开列表只含 publish）', SITE_MESSAGES.stateInvalid),
  parentId: queryId('parentId', '上级分类 ID'),
});

/** The validated category list query. */
export type CategoryListQuery = InferType<typeof categoryListQuery>;

/** Body of `POST /mng/category/create`. */
export const categoryCreateBody = object({
  name: text().required(SITE_MESSAGES.categoryNameRequired).max(32, SITE_MESSAGES.categoryNameMax),
  icon: optionalText(500, SITE_MESSAGES.urlMax),
  sort: sortField().default(0),
  parentId: optionalText(64, SITE_MESSAGES.categoryParentNotFound),
  state: stateField().default(RecordState.publish),
});

/** The validated category body. */
export type CategoryCreateBody = InferType<typeof categoryCreateBody>;

/** Body of `POST /mng/category/update/{id}`: only the fields given change; `parentId` '' clears the parent. */
export const categoryUpdateBody = object({
  name: text().min(1, SITE_MESSAGES.categoryNameRequired).max(32, SITE_MESSAGES.categoryNameMax).optional(),
  icon: text().max(500, SITE_MESSAGES.urlMax).optional(),
  sort: sortField().optional(),
  parentId: text().max(64, SITE_MESSAGES.categoryParentNotFound).optional(),
  state: stateField().optional(),
});

/** The validated category update. */
export type CategoryUpdateBody = InferType<typeof categoryUpdateBody>;
