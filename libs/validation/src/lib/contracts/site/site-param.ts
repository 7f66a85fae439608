import { mixed, object, type InferType } from 'yup';
import { SITE_PARAM_KEYS, type SiteParamRecord } from '@yiying/models';
import { text } from '../../fields.js';
import { dateTime } from '../json-schema.js';
import { objectRecord } from '../resource.js';
import { siteParamPaths } from '../paths.js';
import { EXAMPLE_TIME, type RouteExamples } from '../examples.js';
import { SITE_MESSAGES } from './messages.js';

/** Body of `POST /mng/config/params/update/{key}`: the value, label, visibility or icon of one parameter. */
export const siteParamUpdateBody = object({
  value: text().max(500, SITE_MESSAGES.paramValueMax).optional(),
  label: text().min(1, SITE_MESSAGES.paramLabelMax).max(32, SITE_MESSAGES.paramLabelMax).optional(),
  visible: mixed<boolean>()
    .transform((value: unknown) =>
      value === 'true' || value === 1 ? true : value === 'false' || value === 0 ? false : value,
    )
    .test('boolean', 'visible 只能是 true 或 false', (value) => value === undefined || typeof value === 'boolean')
    .optional()
    .meta({ message: 'visible 只能是 true 或 false' }),
  icon: text().max(500, SITE_MESSAGES.urlMax).optional(),
});

/** The validated site parameter update. */
export type SiteParamUpdateBody = InferType<typeof siteParamUpdateBody>;

/** `SiteParamRecord`. */
export const siteParamRecordSchema = objectRecord<SiteParamRecord>()({
  key: { type: 'string', enum: SITE_PARAM_KEYS },
  value: { type: 'string' },
  label: { type: 'string' },
  visible: { type: 'boolean' },
  icon: { type: 'string' },
  updateTime: dateTime,
});

const exampleParam = {
  key: 'phone',
  value: '400-800-1234',
  label: '电话',
  visible: true,
  icon: '',
  updateTime: EXAMPLE_TIME,
} satisfies Required<SiteParamRecord>;

/** Everything the site parameters fix. */
export const siteParamContract = {
  paths: siteParamPaths,
  bodies: { update: siteParamUpdateBody },
  record: siteParamRecordSchema,
  examples: {
    listSiteParams: [exampleParam],
    mngListSiteParams: [exampleParam],
    mngUpdateSiteParam: exampleParam,
  } satisfies RouteExamples,
} as const;
