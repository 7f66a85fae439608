import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { bannerContract } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, envelopeSchema, errorEnvelopeSchema, ok, pagedListSchema } from '../../lib/envelope.js';
import { bannerDetail, listBannerPage } from './banner.service.js';

export interface BannerRoutesOptions {
  db: Kysely<Database>;
}

/** Public banner routes. */
export async function bannerRoutes(app: FastifyInstance, { db }: BannerRoutesOptions): Promise<void> {
  implementContract(app, null, bannerContract.paths, {
    list: {
      tags: ['banner'],
      query: bannerContract.listQuery,
      response: {
        200: envelopeSchema(pagedListSchema(bannerContract.record), '横幅分页'),
        400: errorEnvelopeSchema,
      },
      handler: async (request) => ok(await listBannerPage(db, request.query)),
    },
    detail: {
      tags: ['banner'],
      response: envelopeResponses(bannerContract.record, '横幅', [400, 404]),
      handler: async (request) => ok(await bannerDetail(db, request.params.id)),
    },
  });
}
