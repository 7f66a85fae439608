import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { topicContract, type TopicListQuery } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import { listTopicPage, topicDetail } from './topic.service.js';

export interface TopicRoutesOptions {
  db: Kysely<Database>;
  auth: Auth;
}

/** Public topic reads: `/api/topic/list` and `/api/topic/detail/{id}`. */
export async function topicRoutes(app: FastifyInstance, { db, auth }: TopicRoutesOptions): Promise<void> {
  const tags = ['topic'];
  const { paths, record } = topicContract;

  contractRoute<{ Querystring: TopicListQuery }>(
    app,
    paths.list,
    {
      tags,
      summary: '话题列表',
      description: `已发布、且有当前用户可见的已发布帖子的话题（草稿、私密或仅粉丝可见帖子里的 #话题# 不会对看不到这些帖子的人出现）；\`title\` 按包含匹配（不含 #），\`contentNum\` 为当前用户可见的帖子数。每页默认 ${topicContract.pageSize} 条。`,
      auth: auth.optional,
      query: topicContract.listQuery,
      response: envelopeResponses(pagedListSchema(record), '话题分页', [400]),
    },
    async (request) => ok(await listTopicPage(db, request.viewer, request.query)),
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.detail,
    {
      tags,
      summary: '话题详情',
      description: '没有当前用户可见的已发布帖子的话题答 404 话题不存在。',
      auth: auth.optional,
      params: { id: '话题 ID' },
      response: envelopeResponses(record, '话题', [400, 404]),
    },
    async (request) => ok(await topicDetail(db, request.viewer, request.params.id)),
  );
}
