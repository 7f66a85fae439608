import type { FastifyInstance } from 'fastify';
import { emptySchema, moderationContract } from '@yiying/validation';
import { auditedWrite, noteAudit } from '../../lib/audit.js';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import type { QueueService } from './queue.service.js';
import type { WatchwordService } from '../watchlist/index.js';

export interface ModerationRoutesOptions {
  auth: Auth;
  words: WatchwordService;
  queue: QueueService;
}

const { paths, queries, bodies, records } = moderationContract;

/** 敏感词 (the watch list, its file and its 测试 box) and 审核队列, under `/mng`: every write is audited. */
export async function moderationRoutes(app: FastifyInstance, options: ModerationRoutesOptions): Promise<void> {
  const { auth, words, queue } = options;
  const tags = ['moderation'];

  implementContract(app, auth, paths, {
    words: {
      tags,
      query: queries.words,
      response: envelopeResponses(pagedListSchema(records.word), '敏感词分页', [400, 401, 403]),
      handler: async (request) => ok(await words.list(request.query)),
    },
    createWord: {
      tags,
      body: bodies.word,
      response: envelopeResponses(records.word, '敏感词', [400, 401, 403, 409]),
      handler: async (request) => {
        const created = await auditedWrite(request, null, () => words.create(request.viewer.userId, request.body));
        noteAudit(request, { action: 'watchword.create', targetType: 'watchword', targetId: created.watchwordId });
        return ok(created);
      },
    },
    updateWord: {
      tags,
      body: bodies.word,
      response: envelopeResponses(records.word, '敏感词', [400, 401, 403, 404, 409]),
      handler: async (request) => {
        noteAudit(request, { action: 'watchword.update', targetType: 'watchword' });
        return ok(
          await auditedWrite(
            request,
            () => words.word(request.params.id),
            () => words.update(request.params.id, request.body),
          ),
        );
      },
    },
    deleteWord: {
      tags,
      response: envelopeResponses(emptySchema, '已删除', [401, 403, 404]),
      handler: async (request) => {
        noteAudit(request, { action: 'watchword.delete', targetType: 'watchword' });
        await auditedWrite(
          request,
          () => words.word(request.params.id),
          () => words.remove(request.params.id),
        );
        return ok({});
      },
    },
    importWords: {
      tags,
      body: bodies.import,
      response: envelopeResponses(records.import, '导入结果', [400, 401, 403]),
      handler: async (request) => {
        const result = await auditedWrite(request, null, () => words.import(request.viewer.userId, request.body.text));
        noteAudit(request, { action: 'watchword.import', targetType: 'watchword', targetId: null });
        return ok(result);
      },
    },
    exportWords: {
      tags,
      response: envelopeResponses(records.export, '导出文件', [401, 403]),
      handler: async () => ok(await words.export()),
    },
    testWords: {
      tags,
      query: queries.test,
      response: envelopeResponses(records.test, '测试结果', [400, 401, 403]),
      handler: async (request) => ok(await words.test(request.query.text)),
    },
    queue: {
      tags,
      query: queries.queue,
      response: envelopeResponses(pagedListSchema(records.item), '审核项分页', [400, 401, 403]),
      handler: async (request) => ok(await queue.list(request.query)),
    },
    counts: {
      tags,
      response: envelopeResponses(records.counts, '各队列待处理数', [401, 403]),
      handler: async () => ok(await queue.counts()),
    },
    approve: {
      tags,
      body: bodies.approve,
      response: envelopeResponses(records.item, '审核项', [400, 401, 403, 404]),
      handler: async (request) => {
        noteAudit(request, { action: 'moderation.approve', targetType: 'moderation' });
        return ok(
          await auditedWrite(
            request,
            () => queue.item(request.params.id),
            () => queue.approve(request.viewer.userId, request.params.id, request.body.note || null),
          ),
        );
      },
    },
    reject: {
      tags,
      body: bodies.reject,
      response: envelopeResponses(records.item, '审核项', [400, 401, 403, 404]),
      handler: async (request) => {
        noteAudit(request, { action: 'moderation.reject', targetType: 'moderation' });
        return ok(
          await auditedWrite(
            request,
            () => queue.item(request.params.id),
            () => queue.reject(request.viewer.userId, request.params.id, request.body.reason),
          ),
        );
      },
    },
    bulk: {
      tags,
      body: bodies.bulk,
      response: envelopeResponses(records.bulk, '处理结果', [400, 401, 403]),
      handler: async (request) => {
        const result = await auditedWrite(request, null, () => queue.bulk(request.viewer.userId, request.body));
        noteAudit(request, { action: 'moderation.bulk', targetType: 'moderation', targetId: null });
        return ok(result);
      },
    },
  });
}
