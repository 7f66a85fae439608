import type { FastifyInstance } from 'fastify';
import { searchContract } from '@yiying/validation';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import type { MuteSet } from '../mute/index.js';
import type { SearchIndex } from './search.service.js';

export interface SearchRoutesOptions {
  index: SearchIndex;
  auth: Auth;
  /** The viewer's muted words (屏蔽词): hidden words leave the results, folded words mark them. */
  mutes?: { active(userId: string | null | undefined): Promise<MuteSet> };
}

/** `GET /api/ee/search`. */
export async function searchRoutes(app: FastifyInstance, { index, auth, mutes }: SearchRoutesOptions): Promise<void> {
  implementContract(app, auth, searchContract.paths, {
    search: {
      tags: ['search'],
      query: searchContract.listQuery,
      response: envelopeResponses(pagedListSchema(searchContract.record), '搜索结果分页', [400]),
      handler: async (request) => {
        const viewer = request.viewer;
        return ok(await index.search(viewer, request.query, viewer ? await mutes?.active(viewer.userId) : undefined));
      },
    },
  });
}
