import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MAX_PAGE_SIZE } from '@yiying/models';
import { contentContract, type ContentListQuery } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { contractRoute } from '../../lib/contract-route.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import { envelopeSchema, errorEnvelopeSchema, ok, pagedListSchema } from '../../lib/envelope.js';
import { listPublicContent } from './content.service.js';

export interface ContentRoutesOptions {
  db: Kysely<Database>;
  /** Public list pages and totals; every write to content must invalidate it. */
  cache: TtlCache;
}

/** Public content routes. */
export async function contentRoutes(app: FastifyInstance, { db, cache }: ContentRoutesOptions): Promise<void> {
  contractRoute<{ Querystring: ContentListQuery }>(
    app,
    contentContract.paths.list,
    {
      tags: ['content'],
      summary: '内容列表',
      description: `公开且已发布的内容，作者信息已关联。默认排序：置顶优先，其次 sort 降序，再按创建时间降序；每页默认 ${contentContract.pageSize} 条，最多 ${MAX_PAGE_SIZE} 条。`,
      query: contentContract.listQuery,
      response: {
        200: envelopeSchema(pagedListSchema(contentContract.record), '内容分页'),
        400: errorEnvelopeSchema,
      },
    },
    async (request) => ok(await listPublicContent(db, request.query, cache)),
  );
}
