import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { bannerContract, type BannerListQuery } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, envelopeSchema, errorEnvelopeSchema, ok, pagedListSchema } from '../../lib/envelope.js';
import { bannerDetail, listBannerPage } from './banner.service.js';

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
  contractRoute<{ Params: { id: string } }>(
    app,
    bannerContract.paths.detail,
    {
      tags: ['banner'],
      summary: '横幅详情',
      description: '已发布的横幅，含正文 content 与链接 link；未发布或已下线的为 404。',
      params: { id: '横幅 ID' },
      response: envelopeResponses(bannerContract.record, '横幅', [400, 404]),
    },
    async (request) => ok(await bannerDetail(db, request.params.id)),
  );
}
