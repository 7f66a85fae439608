import { ConfigKind, Enabled, PAGE_SIZE, type SiteConfigRecord } from '@yiying/models';
import { dateTime } from '../json-schema.js';
import { objectRecord } from '../resource.js';
import { configPaths } from '../paths.js';
import { EXAMPLE_TIME, examplePage, type RouteExamples } from '../examples.js';
import {
  CONFIG_SORT_COLUMNS,
  configListQuery,
  mngConfigListQuery,
  configCreateBody,
  configUpdateBody,
} from './config.schema.js';
export * from './config.schema.js';

/** `SiteConfigRecord`. */
export const siteConfigRecordSchema = objectRecord<SiteConfigRecord>()({
  configId: { type: 'string' },
  siteId: { type: 'string' },
  value: { type: 'string', enum: Object.values(ConfigKind) },
  label: { type: 'string' },
  content: { type: 'string' },
  enabled: { type: 'integer', enum: Object.values(Enabled) },
  createTime: dateTime,
  updateTime: dateTime,
});

const exampleConfig = {
  configId: 'cfg1',
  siteId: 'default',
  value: 'site',
  label: '站点',
  content: '{"name":"医影"}',
  enabled: 1,
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
} satisfies Required<SiteConfigRecord>;

/** Everything the site configuration fixes. */
export const configContract = {
  paths: configPaths,
  pageSize: PAGE_SIZE.config,
  sortColumns: CONFIG_SORT_COLUMNS,
  listQuery: configListQuery,
  mngListQuery: mngConfigListQuery,
  bodies: { create: configCreateBody, update: configUpdateBody },
  record: siteConfigRecordSchema,
  examples: {
    listConfig: { ...examplePage(exampleConfig), size: 20 },
    mngListConfig: { ...examplePage(exampleConfig), size: 20 },
    mngConfigDetail: exampleConfig,
    mngCreateConfig: exampleConfig,
    mngUpdateConfig: exampleConfig,
  } satisfies RouteExamples,
} as const;
