import { PAGE_SIZE, RecordState, type CategoryRecord } from '@yiying/models';
import { dateTime, nullable } from '../json-schema.js';
import { objectRecord, resourceExamples } from '../resource.js';
import { categoryPaths } from '../paths.js';
import { EXAMPLE_TIME, type RouteExamples } from '../examples.js';
import { CATEGORY_SORT_COLUMNS, categoryListQuery, categoryCreateBody, categoryUpdateBody } from './category.schema.js';
export * from './category.schema.js';

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
