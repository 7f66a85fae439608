import type { FastifyInstance } from 'fastify';
import {
  emptySchema,
  moderationContract,
  type ModerationApproveBody,
  type ModerationBulkBody,
  type ModerationListQuery,
  type ModerationRejectBody,
  type WatchwordBody,
  type WatchwordImportBody,
  type WatchwordListQuery,
  type WatchwordTestQuery,
} from '@yiying/validation';
import { auditedWrite, noteAudit } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import { sessionOf, type Auth } from '../identity/index.js';
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
  const guard = auth.admin;

  contractRoute<{ Querystring: WatchwordListQuery }>(
    app,
    paths.words,
    {
      tags: ['moderation'],
      summary: '敏感词列表（管理员）',
      description: '`search` 匹配词本身；`action` 为 block（屏蔽）、hold（审核）、replace（替换）或 flag（标记）。',
      auth: guard,
      query: queries.words,
      response: envelopeResponses(pagedListSchema(records.word), '敏感词分页', [400, 401, 403]),
    },
    async (request) => ok(await words.list(request.query)),
  );

  contractRoute<{ Body: WatchwordBody }>(
    app,
    paths.createWord,
    {
      tags: ['moderation'],
      summary: '新增敏感词（管理员）',
      description: '词或以 /…/ 书写的正则；同一规范化形式只能有一条。',
      auth: guard,
      body: bodies.word,
      response: envelopeResponses(records.word, '敏感词', [400, 401, 403, 409]),
    },
    async (request) => {
      const created = await auditedWrite(request, null, () => words.create(sessionOf(request).userId, request.body));
      noteAudit(request, { action: 'watchword.create', targetType: 'watchword', targetId: created.watchwordId });
      return ok(created);
    },
  );

  contractRoute<{ Params: { id: string }; Body: WatchwordBody }>(
    app,
    paths.updateWord,
    {
      tags: ['moderation'],
      summary: '修改敏感词（管理员）',
      auth: guard,
      params: { id: '敏感词 ID' },
      body: bodies.word,
      response: envelopeResponses(records.word, '敏感词', [400, 401, 403, 404, 409]),
    },
    async (request) => {
      noteAudit(request, { action: 'watchword.update', targetType: 'watchword' });
      return ok(
        await auditedWrite(
          request,
          () => words.word(request.params.id),
          () => words.update(request.params.id, request.body),
        ),
      );
    },
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.deleteWord,
    {
      tags: ['moderation'],
      summary: '删除敏感词（管理员）',
      auth: guard,
      params: { id: '敏感词 ID' },
      response: envelopeResponses(emptySchema, '已删除', [401, 403, 404]),
    },
    async (request) => {
      noteAudit(request, { action: 'watchword.delete', targetType: 'watchword' });
      await auditedWrite(
        request,
        () => words.word(request.params.id),
        () => words.remove(request.params.id),
      );
      return ok({});
    },
  );

  contractRoute<{ Body: WatchwordImportBody }>(
    app,
    paths.importWords,
    {
      tags: ['moderation'],
      summary: '导入敏感词（管理员）',
      description:
        '文本文件，每行「词<TAB>处理方式<TAB>备注」（处理方式为 屏蔽、审核、替换、标记 或 block、hold、replace、flag，' +
        '缺省为屏蔽；也可用逗号分隔）；空行与 # 开头的行忽略。已有的词按文件更新处理方式。',
      auth: guard,
      body: bodies.import,
      response: envelopeResponses(records.import, '导入结果', [400, 401, 403]),
    },
    async (request) => {
      const result = await auditedWrite(request, null, () =>
        words.import(sessionOf(request).userId, request.body.text),
      );
      noteAudit(request, { action: 'watchword.import', targetType: 'watchword', targetId: null });
      return ok(result);
    },
  );

  contractRoute(
    app,
    paths.exportWords,
    {
      tags: ['moderation'],
      summary: '导出敏感词（管理员）',
      description: '整张列表，格式与导入相同。',
      auth: guard,
      response: envelopeResponses(records.export, '导出文件', [401, 403]),
    },
    async () => ok(await words.export()),
  );

  contractRoute<{ Querystring: WatchwordTestQuery }>(
    app,
    paths.testWords,
    {
      tags: ['moderation'],
      summary: '测试文本（管理员）',
      description: '这段文本会命中哪些词、得到什么处理（不保存任何东西）；含标签时按文章 HTML 读取。',
      auth: guard,
      query: queries.test,
      response: envelopeResponses(records.test, '测试结果', [400, 401, 403]),
    },
    async (request) => ok(await words.test(request.query.text)),
  );

  contractRoute<{ Querystring: ModerationListQuery }>(
    app,
    paths.queue,
    {
      tags: ['moderation'],
      summary: '审核队列（管理员）',
      description: '`kind`：content 作品、comment 评论与回复、name 昵称与签名、other 其他标记；默认待审核，最早在前。',
      auth: guard,
      query: queries.queue,
      response: envelopeResponses(pagedListSchema(records.item), '审核项分页', [400, 401, 403]),
    },
    async (request) => ok(await queue.list(request.query)),
  );

  contractRoute(
    app,
    paths.counts,
    {
      tags: ['moderation'],
      summary: '待审核数（管理员）',
      auth: guard,
      response: envelopeResponses(records.counts, '各队列待处理数', [401, 403]),
    },
    async () => ok(await queue.counts()),
  );

  contractRoute<{ Params: { id: string }; Body: ModerationApproveBody }>(
    app,
    paths.approve,
    {
      tags: ['moderation'],
      summary: '通过审核（管理员）',
      description: '待审的内容公开（评论随之发表、昵称随之生效），作者在消息中心收到通知。',
      auth: guard,
      params: { id: '审核项 ID' },
      body: bodies.approve,
      response: envelopeResponses(records.item, '审核项', [400, 401, 403, 404]),
    },
    async (request) => {
      noteAudit(request, { action: 'moderation.approve', targetType: 'moderation' });
      return ok(
        await auditedWrite(
          request,
          () => queue.item(request.params.id),
          () => queue.approve(sessionOf(request).userId, request.params.id, request.body?.note || null),
        ),
      );
    },
  );

  contractRoute<{ Params: { id: string }; Body: ModerationRejectBody }>(
    app,
    paths.reject,
    {
      tags: ['moderation'],
      summary: '驳回（管理员）',
      description: '待审的内容不公开、已标记的内容下架，作者在消息中心看到原因。',
      auth: guard,
      params: { id: '审核项 ID' },
      body: bodies.reject,
      response: envelopeResponses(records.item, '审核项', [400, 401, 403, 404]),
    },
    async (request) => {
      noteAudit(request, { action: 'moderation.reject', targetType: 'moderation' });
      return ok(
        await auditedWrite(
          request,
          () => queue.item(request.params.id),
          () => queue.reject(sessionOf(request).userId, request.params.id, request.body.reason),
        ),
      );
    },
  );

  contractRoute<{ Body: ModerationBulkBody }>(
    app,
    paths.bulk,
    {
      tags: ['moderation'],
      summary: '批量审核（管理员）',
      description: '一次通过或驳回至多 100 项；已处理或失败的项在 failed 中说明原因。',
      auth: guard,
      body: bodies.bulk,
      response: envelopeResponses(records.bulk, '处理结果', [400, 401, 403]),
    },
    async (request) => {
      const result = await auditedWrite(request, null, () => queue.bulk(sessionOf(request).userId, request.body));
      noteAudit(request, {
        action: 'moderation.bulk',
        targetType: 'moderation',
        targetId: null,
      });
      return ok(result);
    },
  );
}
