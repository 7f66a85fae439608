import { object, type InferType } from 'yup';
import { PAGE_SIZE, RecordState, type CategoryRecord } from '@yiying/models';
import { optionalText, text } from '../../fields.js';
import { dateTime, nullable } from '../json-schema.js';
import { objectRecord, resourceExamples } from '../resource.js';
import { pagingFields, queryEnum, queryId } from '../query.js';
import { categoryPaths } from '../paths.js';
import { EXAMPLE_TIME, type RouteExamples } from '../examples.js';
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

/** `CategoryRecord`. */
export const categoryRecordSchema = objectRecord<CategoryRecord>()({
  categoryId: { type: 'string' },
  name: { type: 'string' },
  icon: { type: 'string' },
  sort: { type: 'integer' },
  parentId: nullable('string'),
  state: { type: 'string', enum: Object.values(RecordState) },
  createTime: dateTime,
  updateTime: dateTime,
});

const exampleCategory = {
  categoryId: 'cat-photo',
  name: '摄影',
  icon: '',
  sort: 0,
  parentId: null,
  state: 'publish',
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
} satisfies Required<CategoryRecord>;

/** Everything the category resource fixes. */
export const categoryContract = {
  paths: categoryPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: CATEGORY_SORT_COLUMNS,
  listQuery: categoryListQuery,
  bodies: { create: categoryCreateBody, update: categoryUpdateBody },
  record: categoryRecordSchema,
  examples: resourceExamples(
    exampleCategory,
    ['listCategory', 'mngListCategory'],
    ['categoryDetail', 'mngCategoryDetail', 'mngCreateCategory', 'mngUpdateCategory'],
  ) satisfies RouteExamples,
} as const;
