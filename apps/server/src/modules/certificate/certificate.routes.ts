import type { FastifyInstance } from 'fastify';
import type { CertificateRequest, CertificateState } from '@yiying/models';
import { MESSAGES } from '@yiying/validation';
import { MESSAGE_KEYWORD } from '../../errors.js';
import { bodySchema, idParams, textProperty } from '../../lib/body-schema.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import { pagingProperties, type PagingQuery } from '../../lib/paging.js';
import { nullable, userBriefSchema } from '../../lib/schemas.js';
import { parseWith } from '../../lib/validation.js';
import { sessionOf, type Auth } from '../identity/index.js';
import {
  CERTIFICATE_PAGE_SIZE,
  type CertificateService,
  DOCUMENT_REQUIRED,
  ORGANIZATION_REQUIRED,
  TITLE_REQUIRED,
  certificateBody,
  rejectBody,
} from './certificate.service.js';

const states = ['pending', 'approved', 'rejected'];

const certificateSchema = {
  type: 'object',
  required: ['certificateId', 'identityType', 'realName', 'organization', 'title', 'document', 'state', 'createTime'],
  properties: {
    certificateId: { type: 'string' },
    identityType: { type: 'string', enum: ['doctor', 'student'] },
    realName: { type: 'string' },
    organization: { type: 'string', description: '医院或学校' },
    title: { type: 'string', description: '职称或专业' },
    document: { type: 'string', description: '证明材料图片路径' },
    state: { type: 'string', enum: states },
    reason: nullable('string'),
    createTime: { type: 'string', format: 'date-time' },
    user: userBriefSchema,
  },
};

/** What the certificate routes use. */
export interface CertificateRoutesOptions {
  auth: Auth;
  certificates: CertificateService;
}

/** The member's verification request (`/web/user/certificate`) and its review (`/mng/user/certificate/*`). */
export async function certificateRoutes(
  app: FastifyInstance,
  { auth, certificates }: CertificateRoutesOptions,
): Promise<void> {
  const tags = ['certificate'];

  app.get(
    '/web/user/certificate',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'currentCertificate',
        tags,
        summary: '我的身份认证申请',
        description: '最近一次申请；没有申请时 data 为 null。',
        response: envelopeResponses({ ...certificateSchema, nullable: true }, '认证申请', [401]),
      },
    },
    async (request) => ok(await certificates.current(sessionOf(request).userId)),
  );

  app.post(
    '/web/user/certificate',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'requestCertificate',
        tags,
        summary: '申请医生或医学生认证',
        description: '`document` 为本人通过 uploadOss 上传的图片路径。审核通过后身份类型和徽章才会改变。',
        body: bodySchema({
          identityType: textProperty('doctor 或 student', MESSAGES.userTypeInvalid, { enum: ['doctor', 'student'] }),
          realName: textProperty('真实姓名', MESSAGES.nameMax),
          organization: textProperty('医院或学校', ORGANIZATION_REQUIRED),
          title: textProperty('职称或专业', TITLE_REQUIRED),
          document: textProperty('证明材料图片路径', DOCUMENT_REQUIRED),
        }),
        response: envelopeResponses(certificateSchema, '认证申请（待审核）', [400, 401]),
      },
    },
    async (request) => {
      const body = parseWith<CertificateRequest>(certificateBody, request.body);
      return ok(await certificates.request(sessionOf(request).userId, body));
    },
  );

  app.get<{ Querystring: PagingQuery & { state?: CertificateState } }>(
    '/mng/user/certificate/list',
    {
      preHandler: auth.admin,
      schema: {
        operationId: 'listCertificates',
        tags,
        summary: '认证申请列表（管理员）',
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties(CERTIFICATE_PAGE_SIZE, ['create_time']),
            state: {
              type: 'string',
              enum: states,
              default: 'pending',
              [MESSAGE_KEYWORD]: `state 只能是 ${states.join('、')} 之一`,
            },
          },
        },
        response: envelopeResponses(pagedListSchema(certificateSchema), '认证申请分页', [400, 401, 403]),
      },
    },
    async (request) => ok(await certificates.list(request.query)),
  );

  app.post<{ Params: { id: string } }>(
    '/mng/user/certificate/approve/:id',
    {
      preHandler: auth.admin,
      schema: {
        operationId: 'approveCertificate',
        tags,
        summary: '通过认证（管理员）',
        params: idParams('id', '认证申请 ID'),
        response: envelopeResponses(certificateSchema, '认证申请', [400, 401, 403, 404]),
      },
    },
    async (request) =>
      ok(await certificates.review(request.params.id, sessionOf(request).userId, 'approved', null)),
  );

  app.post<{ Params: { id: string } }>(
    '/mng/user/certificate/reject/:id',
    {
      preHandler: auth.admin,
      schema: {
        operationId: 'rejectCertificate',
        tags,
        summary: '驳回认证（管理员）',
        params: idParams('id', '认证申请 ID'),
        body: bodySchema({ reason: textProperty('驳回原因', '请填写驳回原因') }),
        response: envelopeResponses(certificateSchema, '认证申请', [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { reason } = parseWith<{ reason: string }>(rejectBody, request.body);
      return ok(await certificates.review(request.params.id, sessionOf(request).userId, 'rejected', reason));
    },
  );
}
