import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ChatUser } from '@yiying/models';
import { emptySchema, imContract } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { findUserById, findUsersByIds, sessionOf, type Auth } from '../identity/index.js';
import { uploadedFile, type MediaService } from '../media/index.js';
import type { BlockService } from './blocks.js';
import type { ImService } from './im.service.js';

/** A chat picture: a JPG/PNG/GIF photo (the spec's 5 MB upload limit). */
const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface ImRoutesOptions {
  db: Kysely<Database>;
  auth: Auth;
  im: ImService;
  blocks: BlockService;
  media: MediaService;
}

/** `/web/imMsg/*`, `/web/imSession/*` and the block list under `/web/user/block`. */
export async function imRoutes(app: FastifyInstance, { db, auth, im, blocks, media }: ImRoutesOptions): Promise<void> {
  const { msgPaths, sessionPaths, blockPaths } = imContract;
  const tags = ['imMsg'];
  await app.register(fastifyMultipart, {
    limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  implementContract(app, auth, msgPaths, {
    list: {
      tags,
      query: imContract.listQuery,
      response: envelopeResponses(imContract.page, '聊天记录', [400, 401]),
      handler: async (request) => {
        const { chatUserId, pageSize, cursor } = request.query;
        return ok(await im.page(sessionOf(request).userId, chatUserId, pageSize ?? imContract.pageSize, cursor));
      },
    },
    create: {
      tags,
      body: imContract.bodies.create,
      response: envelopeResponses(imContract.record, '已保存的消息', [400, 401, 403, 404, 429]),
      handler: async (request) => ok(await im.send(sessionOf(request).userId, request.body)),
    },
    delete: {
      tags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 404]),
      handler: async (request) => {
        await im.deleteMessage(sessionOf(request).userId, request.params.id);
        return ok({});
      },
    },
    upload: {
      tags,
      consumes: ['multipart/form-data'],
      response: envelopeResponses(imContract.media, '已保存的图片', [400, 401, 429]),
      handler: async (request) => {
        const userId = sessionOf(request).userId;
        return ok(await media.ingest(userId, await uploadedFile(request), { purpose: 'chat' }));
      },
    },
    setting: {
      tags,
      response: envelopeResponses(imContract.settings, '私信设置', [401]),
      handler: async (request) => ok({ permission: await im.permission(sessionOf(request).userId) }),
    },
    updateSetting: {
      tags,
      body: imContract.bodies.setting,
      response: envelopeResponses(imContract.settings, '私信设置', [400, 401]),
      handler: async (request) => {
        await im.setPermission(sessionOf(request).userId, request.body.permission);
        return ok({ permission: request.body.permission });
      },
    },
  });

  const sessionTags = ['imSession'];
  implementContract(app, auth, sessionPaths, {
    list: {
      tags: sessionTags,
      response: envelopeResponses({ type: 'array', items: imContract.session }, '会话列表', [401]),
      handler: async (request) => ok(await im.sessions(sessionOf(request).userId)),
    },
    delete: {
      tags: sessionTags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401]),
      handler: async (request) => {
        await im.deleteSession(sessionOf(request).userId, request.params.userId);
        return ok({});
      },
    },
    read: {
      tags: sessionTags,
      response: envelopeResponses(emptySchema, '已读', [400, 401]),
      handler: async (request) => {
        await im.read(sessionOf(request).userId, request.params.userId);
        return ok({});
      },
    },
  });

  const blockTags = ['block'];
  const blockState = async (me: string, other: string) => ({
    userId: other,
    blocked: await blocks.isBlocked(db, me, other),
  });
  implementContract(app, auth, blockPaths, {
    list: {
      tags: blockTags,
      response: envelopeResponses({ type: 'array', items: imContract.blockEntry }, '屏蔽列表', [401]),
      handler: async (request) => {
        const entries = await blocks.list(sessionOf(request).userId);
        const users = new Map(
          (
            await findUsersByIds(
              db,
              entries.map((e) => e.blockedId),
            )
          ).map((u) => [u.user_id, u]),
        );
        return ok(
          entries.map((entry) => {
            const row = users.get(entry.blockedId);
            const user: ChatUser = {
              userId: entry.blockedId,
              username: row?.username ?? '',
              avatar: row?.avatar ?? '',
            };
            return { user, createTime: entry.createTime };
          }),
        );
      },
    },
    state: {
      tags: blockTags,
      response: envelopeResponses(imContract.blockState, '屏蔽状态', [400, 401]),
      handler: async (request) => ok(await blockState(sessionOf(request).userId, request.params.userId)),
    },
    block: {
      tags: blockTags,
      response: envelopeResponses(imContract.blockState, '屏蔽状态', [400, 401, 404]),
      handler: async (request) => {
        const me = sessionOf(request).userId;
        const other = request.params.userId;
        if (other === me) throw new AppError('BAD_REQUEST', imContract.messages.blockSelf);
        if (!(await findUserById(db, other))) throw new AppError('NOT_FOUND', '用户不存在');
        await blocks.block(me, other);
        return ok({ userId: other, blocked: true });
      },
    },
    unblock: {
      tags: blockTags,
      response: envelopeResponses(imContract.blockState, '屏蔽状态', [400, 401]),
      handler: async (request) => {
        const me = sessionOf(request).userId;
        await blocks.unblock(me, request.params.userId);
        return ok({ userId: request.params.userId, blocked: false });
      },
    },
  });
}
