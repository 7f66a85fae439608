import type { FastifyInstance } from 'fastify';
import { certificateContract } from '@yiying/validation';
import { implementContract } from '../../lib/contract-route.js';
import { auditedWrite } from '../../lib/audit.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
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

  implementContract(app, auth, paths, {
    current: {
      tags,
      response: envelopeResponses({ ...record, nullable: true }, '认证申请', [401]),
      handler: async (request) => ok(await certificates.current(request.viewer.userId)),
    },
    request: {
      tags,
      body: bodies.request,
      response: envelopeResponses(record, '认证申请（待审核）', [400, 401]),
      handler: async (request) => ok(await certificates.request(request.viewer.userId, request.body)),
    },
    list: {
      tags,
      query: certificateContract.listQuery,
      response: envelopeResponses(pagedListSchema(record), '认证申请分页', [400, 401, 403]),
      handler: async (request) => ok(await certificates.list(request.query)),
    },
    approve: {
      tags,
      response: envelopeResponses(record, '认证申请', [400, 401, 403, 404]),
      handler: async (request) =>
        ok(
          await auditedWrite(
            request,
            () => certificates.detail(request.params.id),
            () => certificates.review(request.params.id, request.viewer.userId, 'approved', null),
          ),
        ),
    },
    reject: {
      tags,
      body: bodies.reject,
      response: envelopeResponses(record, '认证申请', [400, 401, 403, 404]),
      handler: async (request) =>
        ok(
          await auditedWrite(
            request,
            () => certificates.detail(request.params.id),
            () => certificates.review(request.params.id, request.viewer.userId, 'rejected', request.body.reason),
          ),
        ),
    },
  });
}
