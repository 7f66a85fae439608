import type { FastifyInstance } from 'fastify';
import { identityContract } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { CONTENT_NOT_FOUND_MESSAGE, countUserContent, visibleContent } from '../content/index.js';
import { followCounts } from '../fans/index.js';
import { findUserById, sessionOf, type Auth } from '../identity/index.js';
import { updateProfile, type ProfileDeps } from './profile.service.js';

const { parts, bodies, records } = identityContract;

/** What the profile routes use. */
export interface ProfileRoutesOptions extends ProfileDeps {
  auth: Auth;
}

/** A member's public face: profile changes and the follow and post counts. */
export async function profileRoutes(app: FastifyInstance, options: ProfileRoutesOptions): Promise<void> {
  const { auth, db } = options;
  const tags = ['user'];

  implementContract(app, auth, parts.profile, {
    extend: {
      tags,
      response: envelopeResponses(records.extend, '计数', [401]),
      handler: async (request) => {
        const userId = sessionOf(request).userId;
        const viewer = { userId, admin: false };
        return ok({ ...(await followCounts(db, userId)), contentNum: await countUserContent(db, userId, viewer) });
      },
    },
    extendOf: {
      tags,
      response: envelopeResponses(records.extend, '计数', [400, 404]),
      handler: async (request) => {
        const { userId } = request.params;
        if (!(await findUserById(db, userId))) throw new AppError('NOT_FOUND', '用户不存在');
        const contentNum = await countUserContent(db, userId, request.viewer);
        return ok({ ...(await followCounts(db, userId)), contentNum });
      },
    },
    extendOfContent: {
      tags,
      response: envelopeResponses(records.contentAuthorExtend, '作者与计数', [400, 404]),
      handler: async (request) => {
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
    },
    update: {
      tags,
      body: bodies.update,
      response: envelopeResponses(records.user, '修改后的用户', [400, 401]),
      handler: async (request) => ok(await updateProfile(options, sessionOf(request), request.body)),
    },
  });
}
