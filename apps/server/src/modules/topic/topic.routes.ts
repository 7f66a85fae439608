import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { topicContract, type TopicListQuery } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import { listTopicPage, topicDetail } from './topic.service.js';

export interface TopicRoutesOptions {
  db: Kysely<Database>;
}

/** Public topic reads: `/api/topic/list` and `/api/topic/detail/{id}`. */
export async function topicRoutes(app: FastifyInstance, { db }: TopicRoutesOptions): Promise<void> {
  const tags = ['topic'];
  const { paths, record } = topicContract;

  contractRoute<{ Querystring: TopicListQuery }>(
    app,
    paths.list,
    {
      tags,
      summary: '话题列表',
      description: `已发布的话题；\`title\` 按包含匹配（不含 #），\`contentNum\` 为公开可见的帖子数。每页默认 ${topicContract.pageSize} 条。`,
      query: topicContract.listQuery,
      response: envelopeResponses(pagedListSchema(record), '话题分页', [400]),
    },
    async (request) => ok(await listTopicPage(db, request.query)),
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.detail,
    {
      tags,
      summary: '话题详情',
      params: { id: '话题 ID' },
      response: envelopeResponses(record, '话题', [400, 404]),
    },
    async (request) => ok(await topicDetail(db, request.params.id)),
  );
}
