import type { FastifyInstance } from 'fastify';
import type { CertificateRequest } from '@yiying/models';
import { certificateContract, type CertificateListQuery } from '@yiying/validation';
import { contractRoute } from '../../lib/contract-route.js';
import { auditedWrite } from '../../lib/audit.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import { sessionOf, type Auth } from '../identity/index.js';
import type { CertificateService } from './certificate.service.js';

const { paths, bodies, record } = certificateContract;

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

  contractRoute(
    app,
    paths.current,
    {
      tags,
      summary: '我的身份认证申请',
      description: '最近一次申请；没有申请时 data 为 null。',
      auth: auth.member,
      response: envelopeResponses({ ...record, nullable: true }, '认证申请', [401]),
    },
    async (request) => ok(await certificates.current(sessionOf(request).userId)),
  );

  contractRoute<{ Body: CertificateRequest }>(
    app,
    paths.request,
    {
      tags,
      summary: '申请医生或医学生认证',
      description: '`document` 为本人通过 uploadOss 上传的图片路径。审核通过后身份类型和徽章才会改变。',
      auth: auth.member,
      body: bodies.request,
      response: envelopeResponses(record, '认证申请（待审核）', [400, 401]),
    },
    async (request) => ok(await certificates.request(sessionOf(request).userId, request.body)),
  );

  contractRoute<{ Querystring: CertificateListQuery }>(
    app,
    paths.list,
    {
      tags,
      summary: '认证申请列表（管理员）',
      auth: auth.admin,
      query: certificateContract.listQuery,
      response: envelopeResponses(pagedListSchema(record), '认证申请分页', [400, 401, 403]),
    },
    async (request) => ok(await certificates.list(request.query)),
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.approve,
    {
      tags,
      summary: '通过认证（管理员）',
      auth: auth.admin,
      params: { id: '认证申请 ID' },
      response: envelopeResponses(record, '认证申请', [400, 401, 403, 404]),
    },
    async (request) =>
      ok(
        await auditedWrite(
          request,
          () => certificates.detail(request.params.id),
          () => certificates.review(request.params.id, sessionOf(request).userId, 'approved', null),
        ),
      ),
  );

  contractRoute<{ Params: { id: string }; Body: { reason: string } }>(
    app,
    paths.reject,
    {
      tags,
      summary: '驳回认证（管理员）',
      auth: auth.admin,
      params: { id: '认证申请 ID' },
      body: bodies.reject,
      response: envelopeResponses(record, '认证申请', [400, 401, 403, 404]),
    },
    async (request) =>
      ok(
        await auditedWrite(
          request,
          () => certificates.detail(request.params.id),
          () => certificates.review(request.params.id, sessionOf(request).userId, 'rejected', request.body.reason),
        ),
      ),
  );
}
