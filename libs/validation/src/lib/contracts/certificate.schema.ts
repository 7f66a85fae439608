import { object, string, type InferType } from 'yup';
import { CertificateState, IdentityType, PAGE_SIZE } from '@yiying/models';
import { nameField, text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { pagingFields, queryEnum } from './query.js';

export const CERTIFICATE_SORT_COLUMNS = ['create_time'] as const;
/** Query of `GET /mng/user/certificate/list`: pending requests unless another state is asked for. */
export const certificateListQuery = object({
  ...pagingFields(PAGE_SIZE.default, CERTIFICATE_SORT_COLUMNS),
  state: queryEnum('state', Object.values(CertificateState), '审核状态（默认 pending）').default(
    CertificateState.pending,
  ),
});
/** The validated certificate list query (defaults applied). */
export type CertificateListQuery = InferType<typeof certificateListQuery>;
/** Body of `POST /web/user/certificate`; `document` is an image the member uploaded. */
export const certificateBody = object({
  identityType: string<IdentityType>()
    .required(MESSAGES.userTypeInvalid)
    .oneOf(Object.values(IdentityType), MESSAGES.userTypeInvalid),
  realName: nameField(),
  organization: text().required(MESSAGES.organizationRequired).max(64, MESSAGES.length(1, 64)),
  title: text().required(MESSAGES.professionRequired).max(64, MESSAGES.length(1, 64)),
  document: text().required(MESSAGES.documentRequired),
});
/** The validated verification request. */
export type CertificateBody = InferType<typeof certificateBody>;
/** Body of `POST /mng/user/certificate/reject/{id}`. */
export const rejectCertificateBody = object({
  reason: text().required(MESSAGES.rejectReasonRequired).max(250, MESSAGES.maxLength(250)),
});
/** The validated rejection. */
export type RejectCertificateBody = InferType<typeof rejectCertificateBody>;
