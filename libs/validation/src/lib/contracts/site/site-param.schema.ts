import { mixed, object, type InferType } from 'yup';
import { text } from '../../fields.js';
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
