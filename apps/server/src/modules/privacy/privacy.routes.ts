import type { FastifyInstance } from 'fastify';
import { privacyContract } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, errorEnvelopeSchema, ok } from '../../lib/envelope.js';
import { attachmentDisposition } from '../../lib/storage/index.js';
import { findUserById, sessionOf, type AccountService, type Auth, type SmsService } from '../identity/index.js';
import type { PrivacyDb } from './privacy.db.js';
import {
  DELETION_ADMIN_MESSAGE,
  DELETION_NONE_MESSAGE,
  type AccountDeletionService,
  type DataExportService,
} from './privacy.service.js';

export interface PrivacyRoutesOptions {
  db: PrivacyDb;
  auth: Auth;
  sms: SmsService;
  accounts: AccountService;
  dataExports: DataExportService;
  deletions: AccountDeletionService;
}

const { paths, record, deletionRecord, bodies } = privacyContract;

/** 导出我的数据 (`/web/user/dataExport/*`) and 注销账号 (`/web/user/deletion/*`), for the signed-in member only. */
export async function privacyRoutes(app: FastifyInstance, options: PrivacyRoutesOptions): Promise<void> {
  const { db, auth, sms, accounts, dataExports, deletions } = options;
  const tags = ['user'];

  implementContract(app, auth, paths, {
    startExport: {
      tags,
      response: envelopeResponses(record, '导出记录', [401, 403]),
      handler: async (request) => {
        const session = sessionOf(request);
        await accounts.requireStepUp(session);
        return ok(await dataExports.start(session.userId));
      },
    },
    latestExport: {
      tags,
      response: envelopeResponses({ ...record, type: ['object', 'null'] }, '导出记录', [401]),
      handler: async (request) => ok(await dataExports.latest(request.viewer.userId)),
    },
    exportDetail: {
      tags,
      response: envelopeResponses(record, '导出记录', [400, 401, 403, 404]),
      handler: async (request) => ok(await dataExports.detail(request.viewer.userId, request.params.id)),
    },
    downloadExport: {
      tags,
      response: {
        200: {
          description: 'zip 文件',
          content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
        },
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        403: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
      },
      handler: async (request, reply) => {
        const file = await dataExports.download(request.viewer.userId, request.params.id);
        reply.header('content-disposition', attachmentDisposition(file.name));
        reply.header('cache-control', 'no-store');
        if (file.size > 0) reply.header('content-length', String(file.size));
        reply.type('application/zip');
        return reply.send(file.stream);
      },
    },
    deletionStatus: {
      tags,
      response: envelopeResponses(deletionRecord, '注销申请', [401]),
      handler: async (request) => ok(await deletions.status(request.viewer.userId)),
    },
    requestDeletion: {
      tags,
      body: bodies.requestDeletion,
      response: envelopeResponses(deletionRecord, '注销申请', [400, 401, 403]),
      handler: async (request) => {
        const user = await findUserById(db, request.viewer.userId);
        if (!user) throw new AppError('UNAUTHORIZED');
        if (user.role === 'admin') throw new AppError('FORBIDDEN', DELETION_ADMIN_MESSAGE);
        await sms.verify(user.mobile, 'deleteAccount', request.body.code);
        return ok(await deletions.request(user.user_id));
      },
    },
    cancelDeletion: {
      tags,
      response: envelopeResponses(deletionRecord, '注销申请', [400, 401]),
      handler: async (request) => {
        const { userId } = request.viewer;
        if (!(await deletions.cancel(userId, 'member'))) throw new AppError('BAD_REQUEST', DELETION_NONE_MESSAGE);
        return ok(await deletions.status(userId));
      },
    },
  });
}
