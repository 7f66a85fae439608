import { CertificateState, IdentityType, PAGE_SIZE, type Certificate } from '@yiying/models';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { userBriefSchema } from './user-brief.js';
import { certificatePaths } from './paths.js';
import { EXAMPLE_TIME, examplePage, exampleUserBrief, type RouteExamples } from './examples.js';
import {
  CERTIFICATE_SORT_COLUMNS,
  certificateBody,
  certificateListQuery,
  rejectCertificateBody,
} from './certificate.schema.js';
export * from './certificate.schema.js';

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
