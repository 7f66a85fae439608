import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { bodySchema, idParams, textProperty } from '../../lib/body-schema.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { parseWith } from '../../lib/validation.js';
import { countUserContent } from '../content/index.js';
import { followCounts } from '../fans/index.js';
import { findUserById, sessionOf, userViewSchema, type Auth } from '../identity/index.js';
import { profileChangesBody, updateProfile, type ProfileDeps } from './profile.service.js';

const extendSchema = {
  type: 'object',
  required: ['attentionNum', 'fansNum', 'contentNum'],
  properties: {
    attentionNum: { type: 'integer', description: '关注数' },
    fansNum: { type: 'integer', description: '粉丝数' },
    contentNum: { type: 'integer', description: '作品数' },
  },
};

/** What the profile routes use. */
export interface ProfileRoutesOptions extends ProfileDeps {
  auth: Auth;
}

/** A member's public face: profile changes and the follow and post counts. */
export async function profileRoutes(app: FastifyInstance, options: ProfileRoutesOptions): Promise<void> {
  const { auth, db } = options;
  const tags = ['user'];

  app.get(
    '/web/user/extend',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'userExtend',
        tags,
        summary: '当前用户的关注、粉丝和作品数',
        response: envelopeResponses(extendSchema, '计数', [401]),
      },
    },
    async (request) => {
      const userId = sessionOf(request).userId;
      return ok({ ...(await followCounts(db, userId)), contentNum: await countUserContent(db, userId, true) });
    },
  );

  app.get<{ Params: { userId: string } }>(
    '/api/user/extend/:userId',
    {
      schema: {
        operationId: 'userExtendOf',
        tags,
        summary: '某用户的关注、粉丝和作品数（公开）',
        params: idParams('userId', '用户 ID'),
        response: envelopeResponses(extendSchema, '计数', [400, 404]),
      },
    },
    async (request) => {
      const { userId } = request.params;
      if (!(await findUserById(db, userId))) throw new AppError('NOT_FOUND', '用户不存在');
      return ok({ ...(await followCounts(db, userId)), contentNum: await countUserContent(db, userId, false) });
    },
  );

  app.post(
    '/web/user/update',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'updateUser',
        tags,
        summary: '修改个人资料',
        description: '`avatar` 必须是本人上传的图片（/files/u/…）。',
        body: bodySchema({
          username: textProperty('昵称', MESSAGES.nicknameMax),
          signature: textProperty('个性签名', MESSAGES.signatureMax),
          avatar: textProperty('头像地址', '头像地址不正确'),
        }),
        response: envelopeResponses(userViewSchema, '修改后的用户', [400, 401]),
      },
    },
    async (request) => {
      const changes = parseWith<{ username?: string; signature?: string; avatar?: string }>(profileChangesBody, request.body);
      return ok(await updateProfile(options, sessionOf(request), changes));
    },
  );
}
