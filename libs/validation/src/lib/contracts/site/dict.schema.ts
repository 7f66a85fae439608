import { object, type InferType } from 'yup';
import { Enabled, PAGE_SIZE } from '@yiying/models';
import { optionalText, text } from '../../fields.js';
import { pagingFields, queryFlag, queryId } from '../query.js';
import { SITE_MESSAGES, sortField, siteEnabledField } from './messages.js';

/** The dictionary is listed by `sort` ascending (spec §7). */
export const DICT_SORT_COLUMNS = ['sort', 'label', 'value', 'create_time'] as const;

/** Query of `GET /api/dict/list` (spec §7: label, enabled, type, parentId; sort asc): enabled entries only. */
export const dictListQuery = object({
  ...pagingFields(PAGE_SIZE.default, DICT_SORT_COLUMNS),
  label: queryId('label', '名称包含的文字'),
  enabled: queryFlag('enabled', Object.values(Enabled), '是否启用（公开列表只含 1）'),
  type: queryId('type', '字典类型'),
  parentId: queryId('parentId', '上级字典项 ID'),
});

/** The validated dictionary list query. */
export type DictListQuery = InferType<typeof dictListQuery>;

const dictText = (required: string) => text().required(required).max(64, SITE_MESSAGES.dictFieldMax);

/** Body of `POST /mng/dict/create`. `description` may be JSON text or plain text. */
export const dictCreateBody = object({
  value: dictText(SITE_MESSAGES.dictValueRequired),
  label: dictText(SITE_MESSAGES.dictLabelRequired),
  type: dictText(SITE_MESSAGES.dictTypeRequired),
  icon: optionalText(500, SITE_MESSAGES.urlMax),
  description: optionalText(2000, SITE_MESSAGES.dictDescriptionMax),
  sort: sortField().default(0),
  parentId: optionalText(64, SITE_MESSAGES.dictParentNotFound),
  enabled: siteEnabledField().default(Enabled.enabled),
});

/** The validated dictionary body. */
export type DictCreateBody = InferType<typeof dictCreateBody>;

/** Body of `POST /mng/dict/update/{id}`: only the fields given change; `parentId` '' clears the parent. */
export const dictUpdateBody = object({
  value: text().min(1, SITE_MESSAGES.dictValueRequired).max(64, SITE_MESSAGES.dictFieldMax).optional(),
  label: text().min(1, SITE_MESSAGES.dictLabelRequired).max(64, SITE_MESSAGES.dictFieldMax).optional(),
  type: text().min(1, SITE_MESSAGES.dictTypeRequired).max(64, SITE_MESSAGES.dictFieldMax).optional(),
  icon: text().max(500, SITE_MESSAGES.urlMax).optional(),
  description: text().max(2000, SITE_MESSAGES.dictDescriptionMax).optional(),
  sort: sortField().optional(),
  parentId: text().max(64, SITE_MESSAGES.dictParentNotFound).optional(),
  enabled: siteEnabledField().optional(),
});

/** The validated dictionary update. */
export type DictUpdateBody = InferType<typeof dictUpdateBody>;
