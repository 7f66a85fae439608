import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { bannerContract, type BannerListQuery } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeSchema, errorEnvelopeSchema, ok, pagedListSchema } from '../../lib/envelope.js';
import { listBannerPage } from './banner.service.js';

export interface BannerRoutesOptions {
  db: Kysely<Database>;
}

/** Public banner routes. */
export async function bannerRoutes(app: FastifyInstance, { db }: BannerRoutesOptions): Promise<void> {
  contractRoute<{ Querystring: BannerListQuery }>(
    app,
    bannerContract.paths.list,
    {
      tags: ['banner'],
      summary: '横幅列表',
      description: `按类型列出横幅，默认只含已发布的；按位置排序，每页默认 ${bannerContract.pageSize} 条。`,
      query: bannerContract.listQuery,
      response: {
        200: envelopeSchema(pagedListSchema(bannerContract.record), '横幅分页'),
        400: errorEnvelopeSchema,
      },
    },
    async (request) => ok(await listBannerPage(db, request.query)),
  );
}
