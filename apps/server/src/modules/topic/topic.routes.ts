import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { topicContract } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { implementContract } from '../../lib/contract-route.js';
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

  implementContract(app, auth, paths, {
    list: {
      tags,
      query: topicContract.listQuery,
      response: envelopeResponses(pagedListSchema(record), '话题分页', [400]),
      handler: async (request) => ok(await listTopicPage(db, request.viewer, request.query)),
    },
    detail: {
      tags,
      response: envelopeResponses(record, '话题', [400, 404]),
      handler: async (request) => ok(await topicDetail(db, request.viewer, request.params.id)),
    },
  });
}
