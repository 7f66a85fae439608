import { Enabled, PAGE_SIZE, type DictionaryRecord } from '@yiying/models';
import { dateTime, nullable } from '../json-schema.js';
import { objectRecord, resourceExamples } from '../resource.js';
import { dictPaths } from '../paths.js';
import { EXAMPLE_TIME, type RouteExamples } from '../examples.js';
import { DICT_SORT_COLUMNS, dictListQuery, dictCreateBody, dictUpdateBody } from './dict.schema.js';
export * from './dict.schema.js';

/** `DictionaryRecord`. */
export const dictRecordSchema = objectRecord<DictionaryRecord>()({
  dictId: { type: 'string' },
  value: { type: 'string' },
  label: { type: 'string' },
  type: { type: 'string' },
  icon: { type: 'string' },
  description: { type: 'string' },
  descriptionData: { type: 'object', additionalProperties: true },
  sort: { type: 'integer' },
  parentId: nullable('string'),
  enabled: { type: 'integer', enum: Object.values(Enabled) },
  createTime: dateTime,
  updateTime: dateTime,
});

const exampleDict = {
  dictId: 'd1',
  value: 'doctor',
  label: '医生',
  type: 'user_type',
  icon: '',
  description: '{"color":"#204165"}',
  descriptionData: { color: '#204165' },
  sort: 1,
  parentId: null,
  enabled: 1,
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
} satisfies Required<DictionaryRecord>;

/** Everything the dictionary fixes. */
export const dictContract = {
  paths: dictPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: DICT_SORT_COLUMNS,
  listQuery: dictListQuery,
  bodies: { create: dictCreateBody, update: dictUpdateBody },
  record: dictRecordSchema,
  examples: resourceExamples(
    exampleDict,
    ['listDict', 'mngListDict'],
    ['dictDetail', 'mngDictDetail', 'mngCreateDict', 'mngUpdateDict'],
  ) satisfies RouteExamples,
} as const;
