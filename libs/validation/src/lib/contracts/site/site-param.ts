import { SITE_PARAM_KEYS, type SiteParamRecord } from '@yiying/models';
import { dateTime } from '../json-schema.js';
import { objectRecord } from '../resource.js';
import { siteParamPaths } from '../paths.js';
import { EXAMPLE_TIME, type RouteExamples } from '../examples.js';
import { siteParamUpdateBody } from './site-param.schema.js';
export * from './site-param.schema.js';

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
