import { object, string, type InferType } from 'yup';
import { ConfigKind, Enabled, MAX_PAGE_SIZE, PAGE_SIZE } from '@yiying/models';
import { text } from '../../fields.js';
import { searchField } from '../resource.js';
import { queryEnum, queryFlag, queryId, queryInteger } from '../query.js';
import { SITE_MESSAGES, siteEnabledField } from './messages.js';

/** Columns the config list may be sorted by (spec §7: `label` by default, ascending). */
export const CONFIG_SORT_COLUMNS = ['label', 'value', 'create_time', 'update_time'] as const;

const configListFields = () => ({
  siteId: queryId('siteId', '站点 ID（默认全部站点）'),
  type: queryEnum('type', Object.values(ConfigKind), '配置类型（value）', SITE_MESSAGES.configKindInvalid),
  search: searchField('名称或内容包含的文字'),
  offset: queryInteger('offset 必须是大于等于 0 的整数', 0, 1_000_000, '跳过的条数（默认 0）').default(0),
  limit: queryInteger(`limit 必须是 1 到 ${MAX_PAGE_SIZE} 之间的整数`, 1, MAX_PAGE_SIZE, '条数（默认 20）').default(
    PAGE_SIZE.config,
  ),
  sort: queryEnum(
    'sort',
    CONFIG_SORT_COLUMNS,
    '排序字段（默认 label）',
    `sort 只能是以下字段之一：${CONFIG_SORT_COLUMNS.join('、')}`,
  ).default('label'),
  order: queryEnum('order', ['asc', 'desc'] as const, '排序方向（默认 asc）', 'order 只能是 asc 或 desc').default(
    'asc',
  ),
});

/** Query of `GET /api/config/list` (spec §7): siteId, type, search, offset 0, limit 20, sort label, order asc. */
export const configListQuery = object(configListFields());

/** The validated config list query. */
export type ConfigListQuery = InferType<typeof configListQuery>;

/** Query of `GET /mng/config/list`: as the public one, plus `enabled`. */
export const mngConfigListQuery = object({
  ...configListFields(),
  enabled: queryFlag('enabled', Object.values(Enabled), '是否启用'),
});

/** The validated management config list query. */
export type MngConfigListQuery = InferType<typeof mngConfigListQuery>;

function isJsonObject(value: string | undefined): boolean {
  if (value === undefined) return true;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

const configContentField = () =>
  string()
    .max(65_536, SITE_MESSAGES.configContentMax)
    .test('json-object', SITE_MESSAGES.configContentInvalid, isJsonObject)
    .meta({ description: 'JSON 对象文本', message: SITE_MESSAGES.configContentInvalid });

const configKindField = () =>
  string()
    .oneOf(Object.values(ConfigKind), SITE_MESSAGES.configKindInvalid)
    .meta({ message: SITE_MESSAGES.configKindInvalid });

/** Body of `POST /mng/config/create`: the kind (`value`), a label and the JSON content. */
export const configCreateBody = object({
  siteId: text().max(64, SITE_MESSAGES.siteIdMax).default('default'),
  value: configKindField().required(SITE_MESSAGES.configKindInvalid),
  label: text().required(SITE_MESSAGES.configLabelRequired).max(64, SITE_MESSAGES.configLabelMax),
  content: configContentField().required(SITE_MESSAGES.configContentRequired),
  enabled: siteEnabledField().default(Enabled.enabled),
});

/** The validated config body. */
export type ConfigCreateBody = InferType<typeof configCreateBody>;

/** Body of `POST /mng/config/update/{id}`: only the fields given change. */
export const configUpdateBody = object({
  siteId: text().min(1, SITE_MESSAGES.siteIdMax).max(64, SITE_MESSAGES.siteIdMax).optional(),
  value: configKindField().optional(),
  label: text().min(1, SITE_MESSAGES.configLabelRequired).max(64, SITE_MESSAGES.configLabelMax).optional(),
  content: configContentField().optional(),
  enabled: siteEnabledField().optional(),
});

/** The validated config update. */
export type ConfigUpdateBody = InferType<typeof configUpdateBody>;
