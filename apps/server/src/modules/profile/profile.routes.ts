import type { FastifyInstance } from 'fastify';
import { identityContract, type ProfileChangesBody } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { CONTENT_NOT_FOUND_MESSAGE, countUserContent, visibleContent } from '../content/index.js';
import { followCounts } from '../fans/index.js';
import { findUserById, sessionOf, type Auth } from '../identity/index.js';
import { updateProfile, type ProfileDeps } from './profile.service.js';

const { paths, bodies, records } = identityContract;

/** What the profile routes use. */
export interface ProfileRoutesOptions extends ProfileDeps {
  auth: Auth;
}

/** A member's public face: profile changes and the follow and post counts. */
export async function profileRoutes(app: FastifyInstance, options: ProfileRoutesOptions): Promise<void> {
  const { auth, db } = options;
  const tags = ['user'];

  contractRoute(
    app,
    paths.extend,
    {
      tags,
      summary: '当前用户的关注、粉丝和作品数',
      auth: auth.member,
      response: envelopeResponses(records.extend, '计数', [401]),
    },
    async (request) => {
      const userId = sessionOf(request).userId;
      const viewer = { userId, admin: false };
      return ok({ ...(await followCounts(db, userId)), contentNum: await countUserContent(db, userId, viewer) });
    },
  );

  contractRoute<{ Params: { userId: string } }>(
    app,
    paths.extendOf,
    {
      tags,
      summary: '某用户的关注、粉丝和作品数（公开）',
      description: '作品数只计调用者可见的内容（带 token 时按登录者的可见范围计）。',
      params: { userId: '用户 ID' },
      auth: auth.optional,
      response: envelopeResponses(records.extend, '计数', [400, 404]),
    },
    async (request) => {
      const { userId } = request.params;
      if (!(await findUserById(db, userId))) throw new AppError('NOT_FOUND', '用户不存在');
      const contentNum = await countUserContent(db, userId, request.viewer);
      return ok({ ...(await followCounts(db, userId)), contentNum });
    },
  );

  contractRoute<{ Params: { contentId: string } }>(
    app,
    paths.extendOfContent,
    {
      tags,
      summary: '作品作者的关注、粉丝和作品数（公开）',
      description:
        '作品详情页的作者卡片：作者的 userId 与计数。作品须对调用者可见（否则 404 内容不存在）；作品数只计调用者可见的内容。',
      params: { contentId: '作品 ID' },
      auth: auth.optional,
      response: envelopeResponses(records.contentAuthorExtend, '作者与计数', [400, 404]),
    },
    async (request) => {
      const viewer = request.viewer;
      const post = await visibleContent(db, viewer)
        .select('content.create_by')
        .where('content.content_id', '=', request.params.contentId)
        .executeTakeFirst();
      if (!post) throw new AppError('NOT_FOUND', CONTENT_NOT_FOUND_MESSAGE);
      const userId = post.create_by;
      const contentNum = await countUserContent(db, userId, viewer);
      return ok({ userId, ...(await followCounts(db, userId)), contentNum });
    },
  );

  contractRoute<{ Body: ProfileChangesBody }>(
    app,
    paths.update,
    {
      tags,
      summary: '修改个人资料',
      description: '`avatar` 必须是本人上传的图片（/files/u/…）。',
      auth: auth.member,
      body: bodies.update,
      response: envelopeResponses(records.user, '修改后的用户', [400, 401]),
    },
    async (request) => ok(await updateProfile(options, sessionOf(request), request.body)),
  );
}
