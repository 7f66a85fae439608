import type { FastifyInstance } from 'fastify';
import { emptySchema, muteContract } from '@yiying/validation';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import type { MuteService } from './mute.service.js';

export interface MuteRoutesOptions {
  auth: Auth;
  mutes: MuteService;
}

const { paths, record, bodies } = muteContract;

/** 屏蔽词 of the signed-in member (`/web/user/mute/*`). */
export async function muteRoutes(app: FastifyInstance, { auth, mutes }: MuteRoutesOptions): Promise<void> {
  const tags = ['user'];

  implementContract(app, auth, paths, {
    list: {
      tags,
      response: envelopeResponses({ type: 'array', items: record }, '屏蔽词列表', [401]),
      handler: async (request) => ok(await mutes.list(request.viewer.userId)),
    },
    create: {
      tags,
      body: bodies.create,
      response: envelopeResponses(record, '屏蔽词', [400, 401]),
      handler: async (request) => ok(await mutes.create(request.viewer.userId, request.body)),
    },
    delete: {
      tags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 404]),
      handler: async (request) => {
        await mutes.delete(request.viewer.userId, request.params.id);
        return ok({});
      },
    },
  });
}
