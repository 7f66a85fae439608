import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { BannerType, RecordState } from '@yiying/models';
import type { Database } from '../../db/schema.js';
import { MESSAGE_KEYWORD } from '../../errors.js';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  ok,
  pagedListSchema,
} from '../../lib/envelope.js';
import { pagingProperties, sortValues } from '../../lib/paging.js';
import { BANNER_SORT_COLUMNS } from './banner.repository.js';
import {
  BANNER_PAGE_SIZE,
  listBannerPage,
  type BannerListQuery,
} from './banner.service.js';

export interface BannerRoutesOptions {
  db: Kysely<Database>;
}

const bannerTypes = Object.values(BannerType);
const states = Object.values(RecordState);

const bannerSchema = {
  type: 'object',
  required: ['bannerId', 'title', 'cover', 'type', 'state', 'createTime'],
  properties: {
    bannerId: { type: 'string' },
    title: { type: 'string' },
    cover: { type: 'string' },
    coverName: { type: 'string' },
    coverAuthor: { type: 'string' },
    type: { type: 'string', enum: bannerTypes },
    summary: { type: 'string' },
    content: { type: 'string' },
    link: { type: 'string' },
    state: { type: 'string', enum: states },
    createTime: { type: 'string', format: 'date-time' },
  },
};

/** Public banner routes, mounted under `/api`. */
export async function bannerRoutes(
  app: FastifyInstance,
  { db }: BannerRoutesOptions,
): Promise<void> {
  app.get<{ Querystring: BannerListQuery }>(
    '/banner/list',
    {
      schema: {
        operationId: 'listBanner',
        tags: ['banner'],
        summary: '横幅列表',
        description:
          '按类型列出横幅，默认只含已发布的；按位置排序，每页默认 6 条。',
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties(
              BANNER_PAGE_SIZE,
              sortValues(BANNER_SORT_COLUMNS),
            ),
            type: {
              type: 'string',
              enum: bannerTypes,
              description: '横幅类型，如 home-major',
              [MESSAGE_KEYWORD]: 'type 不是有效的横幅类型',
            },
            state: {
              type: 'string',
              enum: states,
              default: 'publish',
              description: '状态（默认 publish）',
              [MESSAGE_KEYWORD]: `state 只能是 ${states.join('、')} 之一`,
            },
          },
        },
        response: {
          200: envelopeSchema(pagedListSchema(bannerSchema), '横幅分页'),
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await listBannerPage(db, request.query)),
  );
}
