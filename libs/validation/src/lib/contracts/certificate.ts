import { object, string, type InferType } from 'yup';
import { CertificateState, IdentityType, PAGE_SIZE, type Certificate } from '@yiying/models';
import { nameField, text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { pagingFields, queryEnum } from './query.js';
import { userBriefSchema } from './user-brief.js';
import { certificatePaths } from './paths.js';
import { EXAMPLE_TIME, examplePage, exampleUserBrief, type RouteExamples } from './examples.js';

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

/** `Certificate` as the API answers it (`user` only in the admin list). */
export const certificateRecordSchema = recordSchema<Certificate>()({
  type: 'object',
  required: ['certificateId', 'identityType', 'realName', 'organization', 'title', 'document', 'state', 'createTime'],
  properties: {
    certificateId: { type: 'string' },
    identityType: { type: 'string', enum: Object.values(IdentityType) },
    realName: { type: 'string' },
    organization: { type: 'string', description: '医院或学校' },
    title: { type: 'string', description: '职称或专业' },
    document: { type: 'string', description: '证明材料图片路径' },
    state: { type: 'string', enum: Object.values(CertificateState) },
    reason: nullable('string'),
    createTime: dateTime,
    user: userBriefSchema,
  },
});

/** Everything the certificate resource fixes. */
const exampleCertificate = {
  certificateId: 'ct1',
  identityType: 'doctor',
  realName: '林一',
  organization: '协和医院',
  title: '主治医师',
  document: '/files/u/doc.jpg',
  state: 'rejected',
  reason: '证明不清晰',
  createTime: EXAMPLE_TIME,
  user: exampleUserBrief,
} satisfies Required<Certificate>;

/** Example answers of the certificate routes. */
const examples = {
  currentCertificate: exampleCertificate,
  requestCertificate: exampleCertificate,
  listCertificates: examplePage(exampleCertificate),
  approveCertificate: exampleCertificate,
  rejectCertificate: exampleCertificate,
} satisfies RouteExamples;

export const certificateContract = {
  paths: certificatePaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: CERTIFICATE_SORT_COLUMNS,
  listQuery: certificateListQuery,
  bodies: { request: certificateBody, reject: rejectCertificateBody },
  record: certificateRecordSchema,
  examples,
} as const;
