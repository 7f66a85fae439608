import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ChatUser, ImPermission } from '@yiying/models';
import { emptySchema, imContract, uploadContract, type ImMsgCreateBody, type ImMsgListQuery } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { findUserById, findUsersByIds, sessionOf, type Auth } from '../identity/index.js';
import { MEDIA_MESSAGES, type MediaService } from '../media/index.js';
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

  contractRoute<{ Querystring: ImMsgListQuery }>(
    app,
    msgPaths.list,
    {
      tags,
      summary: '与某人的聊天记录',
      description: `最新的在前，每页默认 ${imContract.pageSize} 条；\`nextCursor\` 作为 \`cursor\` 取更早的一页。`,
      auth: auth.member,
      query: imContract.listQuery,
      response: envelopeResponses(imContract.page, '聊天记录', [400, 401]),
    },
    async (request) => {
      const { chatUserId, pageSize, cursor } = request.query;
      return ok(await im.page(sessionOf(request).userId, chatUserId, pageSize ?? imContract.pageSize, cursor));
    },
  );

  contractRoute<{ Body: ImMsgCreateBody }>(
    app,
    msgPaths.create,
    {
      tags,
      summary: '发送私信',
      description:
        '保存后通过接收者的聊天连接推送（type private，status ready_send）。图片消息的 content 是 `/web/imMsg/upload` 返回的 url。对方屏蔽、设置了私信权限时 403；发送过快 429。',
      auth: auth.member,
      body: imContract.bodies.create,
      response: envelopeResponses(imContract.record, '已保存的消息', [400, 401, 403, 404, 429]),
    },
    async (request) => ok(await im.send(sessionOf(request).userId, request.body)),
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    msgPaths.delete,
    {
      tags,
      summary: '删除一条消息（仅删除自己的副本）',
      auth: auth.member,
      params: { id: '消息 ID' },
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 404]),
    },
    async (request) => {
      await im.deleteMessage(sessionOf(request).userId, request.params.id);
      return ok({});
    },
  );

  contractRoute(
    app,
    msgPaths.upload,
    {
      tags,
      summary: '上传聊天图片',
      description: `multipart/form-data，字段 \`${uploadContract.field}\`：JPG/PNG/GIF 图片（≤ 5MB），返回的 url 作为图片消息的 content。`,
      auth: auth.member,
      consumes: ['multipart/form-data'],
      response: envelopeResponses(imContract.media, '已保存的图片', [400, 401, 429]),
    },
    async (request) => {
      const userId = sessionOf(request).userId;
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.fileMissing);
      const file = await request.file();
      if (!file || file.fieldname !== uploadContract.field) {
        file?.file.resume();
        throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.fileMissing);
      }
      return ok(await media.ingest(userId, { stream: file.file, filename: file.filename }, { purpose: 'chat' }));
    },
  );

  contractRoute(
    app,
    msgPaths.setting,
    {
      tags,
      summary: '谁可以给我发私信',
      auth: auth.member,
      response: envelopeResponses(imContract.settings, '私信设置', [401]),
    },
    async (request) => ok({ permission: await im.permission(sessionOf(request).userId) }),
  );

  contractRoute<{ Body: { permission: ImPermission } }>(
    app,
    msgPaths.updateSetting,
    {
      tags,
      summary: '设置谁可以给我发私信',
      description: 'everyone 所有人；fans 关注我的人；mutual 互相关注的人；nobody 不接收。',
      auth: auth.member,
      body: imContract.bodies.setting,
      response: envelopeResponses(imContract.settings, '私信设置', [400, 401]),
    },
    async (request) => {
      await im.setPermission(sessionOf(request).userId, request.body.permission);
      return ok({ permission: request.body.permission });
    },
  );

  contractRoute(
    app,
    sessionPaths.list,
    {
      tags: ['imSession'],
      summary: '我的会话',
      description: '按最后一条消息时间倒序，带对方的名字、头像、最新一条消息和未读条数。',
      auth: auth.member,
      response: envelopeResponses({ type: 'array', items: imContract.session }, '会话列表', [401]),
    },
    async (request) => ok(await im.sessions(sessionOf(request).userId)),
  );

  contractRoute<{ Params: { userId: string } }>(
    app,
    sessionPaths.delete,
    {
      tags: ['imSession'],
      summary: '删除会话（连同自己的聊天记录副本）',
      auth: auth.member,
      params: { userId: '对方用户 ID' },
      response: envelopeResponses(emptySchema, '已删除', [400, 401]),
    },
    async (request) => {
      await im.deleteSession(sessionOf(request).userId, request.params.userId);
      return ok({});
    },
  );

  contractRoute<{ Params: { userId: string } }>(
    app,
    sessionPaths.read,
    {
      tags: ['imSession'],
      summary: '打开会话：对方的消息标为已读，未读清零',
      auth: auth.member,
      params: { userId: '对方用户 ID' },
      response: envelopeResponses(emptySchema, '已读', [400, 401]),
    },
    async (request) => {
      await im.read(sessionOf(request).userId, request.params.userId);
      return ok({});
    },
  );

  const blockTags = ['block'];
  const blockState = async (me: string, other: string) => ({
    userId: other,
    blocked: await blocks.isBlocked(db, me, other),
  });
  contractRoute(
    app,
    blockPaths.list,
    {
      tags: blockTags,
      summary: '我屏蔽的人',
      auth: auth.member,
      response: envelopeResponses({ type: 'array', items: imContract.blockEntry }, '屏蔽列表', [401]),
    },
    async (request) => {
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
          const user: ChatUser = { userId: entry.blockedId, username: row?.username ?? '', avatar: row?.avatar ?? '' };
          return { user, createTime: entry.createTime };
        }),
      );
    },
  );

  contractRoute<{ Params: { userId: string } }>(
    app,
    blockPaths.state,
    {
      tags: blockTags,
      summary: '是否屏蔽了某人',
      auth: auth.member,
      params: { userId: '用户 ID' },
      response: envelopeResponses(imContract.blockState, '屏蔽状态', [400, 401]),
    },
    async (request) => ok(await blockState(sessionOf(request).userId, request.params.userId)),
  );

  contractRoute<{ Params: { userId: string } }>(
    app,
    blockPaths.block,
    {
      tags: blockTags,
      summary: '屏蔽某人',
      description: '屏蔽后双方不能互发私信，对方的评论对我隐藏。',
      auth: auth.member,
      params: { userId: '要屏蔽的用户 ID' },
      response: envelopeResponses(imContract.blockState, '屏蔽状态', [400, 401, 404]),
    },
    async (request) => {
      const me = sessionOf(request).userId;
      const other = request.params.userId;
      if (other === me) throw new AppError('BAD_REQUEST', imContract.messages.blockSelf);
      if (!(await findUserById(db, other))) throw new AppError('NOT_FOUND', '用户不存在');
      await blocks.block(me, other);
      return ok({ userId: other, blocked: true });
    },
  );

  contractRoute<{ Params: { userId: string } }>(
    app,
    blockPaths.unblock,
    {
      tags: blockTags,
      summary: '解除屏蔽',
      auth: auth.member,
      params: { userId: '用户 ID' },
      response: envelopeResponses(imContract.blockState, '屏蔽状态', [400, 401]),
    },
    async (request) => {
      const me = sessionOf(request).userId;
      await blocks.unblock(me, request.params.userId);
      return ok({ userId: request.params.userId, blocked: false });
    },
  );
}
