import type { FastifyInstance } from 'fastify';
import { searchContract, type SearchQuery } from '@yiying/validation';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import type { MuteSet } from '../mute/index.js';
import { SEARCH_TOTAL_CAP, type SearchIndex } from './search.service.js';

export interface SearchRoutesOptions {
  index: SearchIndex;
  auth: Auth;
  /** The viewer's muted words (屏蔽词): hidden words leave the results, folded words mark them. */
  mutes?: { active(userId: string | null | undefined): Promise<MuteSet> };
}

/** `GET /api/ee/search`. */
export async function searchRoutes(app: FastifyInstance, { index, auth, mutes }: SearchRoutesOptions): Promise<void> {
  contractRoute<{ Querystring: SearchQuery }>(
    app,
    searchContract.paths.search,
    {
      tags: ['search'],
      summary: '搜索',
      description: `按标题（用户为用户名）搜索作品、用户或活动，中文单字、双字即可命中，最新在前；highlight 标出命中的文字。作品只含当前用户可见的内容（可见范围规则同内容列表），不含本人屏蔽的内容；total 最多计 ${SEARCH_TOTAL_CAP} 条。`,
      query: searchContract.listQuery,
      auth: auth.optional,
      response: envelopeResponses(pagedListSchema(searchContract.record), '搜索结果分页', [400]),
    },
    async (request) => {
      const viewer = request.viewer;
      return ok(await index.search(viewer, request.query, viewer ? await mutes?.active(viewer.userId) : undefined));
    },
  );
}
