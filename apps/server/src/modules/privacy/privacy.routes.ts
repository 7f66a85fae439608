import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { privacyContract, type AccountDeletionBody } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, errorEnvelopeSchema, ok } from '../../lib/envelope.js';
import { attachmentDisposition } from '../../lib/storage/index.js';
import { findUserById, sessionOf, type AccountService, type Auth, type SmsService } from '../identity/index.js';
import {
  DELETION_ADMIN_MESSAGE,
  DELETION_NONE_MESSAGE,
  type AccountDeletionService,
  type DataExportService,
} from './privacy.service.js';

export interface PrivacyRoutesOptions {
  db: Kysely<Database>;
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

  contractRoute(
    app,
    paths.startExport,
    {
      tags,
      summary: '导出我的数据',
      description:
        '先在 10 分钟内完成验证身份（否则 403 请先验证身份）。在后台打包个人资料、作品及原文件、评论、关注、粉丝、点赞、收藏、相册和私信；同一时间只有一个导出在进行，再次调用返回进行中的那个。',
      auth: auth.member,
      response: envelopeResponses(record, '导出记录', [401, 403]),
    },
    async (request) => {
      const session = sessionOf(request);
      await accounts.requireStepUp(session);
      return ok(await dataExports.start(session.userId));
    },
  );

  contractRoute(
    app,
    paths.latestExport,
    {
      tags,
      summary: '最近一次数据导出',
      description: '没有导出记录时 data 为 null。',
      auth: auth.member,
      response: envelopeResponses({ ...record, type: ['object', 'null'] }, '导出记录', [401]),
    },
    async (request) => ok(await dataExports.latest(sessionOf(request).userId)),
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.exportDetail,
    {
      tags,
      summary: '数据导出进度',
      params: { id: '导出记录 ID' },
      auth: auth.member,
      response: envelopeResponses(record, '导出记录', [400, 401, 403, 404]),
    },
    async (request) => ok(await dataExports.detail(sessionOf(request).userId, request.params.id)),
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.downloadExport,
    {
      tags,
      summary: '下载导出的数据',
      description: 'zip 文件，只能下载一次；下载后服务器上的文件即被删除。',
      params: { id: '导出记录 ID' },
      auth: auth.member,
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
    },
    async (request, reply) => {
      const file = await dataExports.download(sessionOf(request).userId, request.params.id);
      reply.header('content-disposition', attachmentDisposition(file.name));
      reply.header('cache-control', 'no-store');
      if (file.size > 0) reply.header('content-length', String(file.size));
      reply.type('application/zip');
      return reply.send(file.stream);
    },
  );

  contractRoute(
    app,
    paths.deletionStatus,
    {
      tags,
      summary: '注销申请状态',
      auth: auth.member,
      response: envelopeResponses(deletionRecord, '注销申请', [401]),
    },
    async (request) => ok(await deletions.status(sessionOf(request).userId)),
  );

  contractRoute<{ Body: AccountDeletionBody }>(
    app,
    paths.requestDeletion,
    {
      tags,
      summary: '注销账号',
      description:
        '需要发往本人手机号、用途为 deleteAccount 的短信验证码。冷静期（默认 15 天）后账号及个人数据被删除；冷静期内登录或撤销即取消。管理员账号不能注销。',
      auth: auth.member,
      body: bodies.requestDeletion,
      response: envelopeResponses(deletionRecord, '注销申请', [400, 401, 403]),
    },
    async (request) => {
      const user = await findUserById(db, sessionOf(request).userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (user.role === 'admin') throw new AppError('FORBIDDEN', DELETION_ADMIN_MESSAGE);
      await sms.verify(user.mobile, 'deleteAccount', request.body.code);
      return ok(await deletions.request(user.user_id));
    },
  );

  contractRoute(
    app,
    paths.cancelDeletion,
    {
      tags,
      summary: '撤销注销',
      auth: auth.member,
      response: envelopeResponses(deletionRecord, '注销申请', [400, 401]),
    },
    async (request) => {
      const { userId } = sessionOf(request);
      if (!(await deletions.cancel(userId, 'member'))) throw new AppError('BAD_REQUEST', DELETION_NONE_MESSAGE);
      return ok(await deletions.status(userId));
    },
  );
}
