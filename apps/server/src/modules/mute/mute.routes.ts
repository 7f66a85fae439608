import type { FastifyInstance } from 'fastify';
import { emptySchema, muteContract, type MuteCreateBody } from '@yiying/validation';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { sessionOf, type Auth } from '../identity/index.js';
import type { MuteService } from './mute.service.js';

export interface MuteRoutesOptions {
  auth: Auth;
  mutes: MuteService;
}

const { paths, record, bodies } = muteContract;

/** 屏蔽词 of the signed-in member (`/web/user/mute/*`). */
export async function muteRoutes(app: FastifyInstance, { auth, mutes }: MuteRoutesOptions): Promise<void> {
  const tags = ['user'];

  contractRoute(
    app,
    paths.list,
    {
      tags,
      summary: '我的屏蔽词',
      description: '仍在有效期内的屏蔽词，最新的在前。',
      auth: auth.member,
      response: envelopeResponses({ type: 'array', items: record }, '屏蔽词列表', [401]),
    },
    async (request) => ok(await mutes.list(sessionOf(request).userId)),
  );

  contractRoute<{ Body: MuteCreateBody }>(
    app,
    paths.create,
    {
      tags,
      summary: '添加屏蔽词',
      description:
        '隐藏（hide）：动态、搜索结果和评论中含有该词的内容不再出现（分页和总数随之变化）；折叠（fold）：仍然出现，但标记 folded 与 foldedWord。同一个词再次添加会更新动作和有效期；最多 50 个。',
      auth: auth.member,
      body: bodies.create,
      response: envelopeResponses(record, '屏蔽词', [400, 401]),
    },
    async (request) => ok(await mutes.create(sessionOf(request).userId, request.body)),
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.delete,
    {
      tags,
      summary: '删除屏蔽词',
      params: { id: '屏蔽词 ID' },
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 404]),
    },
    async (request) => {
      await mutes.delete(sessionOf(request).userId, request.params.id);
      return ok({});
    },
  );
}
