import { clientKey } from '../../lib/rate-limit.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_PAGE_SIZE } from '@yiying/models';
import { createHash } from 'node:crypto';
import {
  contentContract,
  emptySchema,
  type AttentionListQuery,
  type ContentCreateBody,
  type ContentListQuery,
  type ContentUpdateBody,
  type HotListQuery,
  type PersonalContentQuery,
  type SideListQuery,
} from '@yiying/validation';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, envelopeSchema, errorEnvelopeSchema, ok, pagedListSchema } from '../../lib/envelope.js';
import { sendSharedAnswer } from '../../lib/shared-answer.js';
import type { Auth } from '../identity/index.js';
import type { ContentDeps } from './content.service.js';
import {
  contentDetail,
  listAttentionContent,
  listHotContent,
  listOwnContent,
  listSideContent,
  listVisibleContent,
} from './content.list.js';
import { createContent, deleteContent, updateContent } from './content.write.js';
import type { Viewer } from './visibility.js';

export interface ContentRoutesOptions extends ContentDeps {
  auth: Auth;
  /** Keep anonymous list answers as shared bytes (default); false answers each from the database. */
  answerCache?: boolean;
}

const DAY_MS = 24 * 3_600_000;
/** Days start at midnight in China (UTC+8). */
const DAY_OFFSET_MS = 8 * 3_600_000;

/**
 * Who counts as one viewer for the view counter, for one day (China time): the member, else the visitor's address
 * (IPv6 by /64; hashed, never stored beyond the day the key lives). The User-Agent plays no part, so a script that
 * changes it on every request still counts once.
 */
export function viewerKey(request: FastifyRequest, viewer: Viewer, now = Date.now()): string {
  const day = Math.floor((now + DAY_OFFSET_MS) / DAY_MS);
  if (viewer) return `d${day}:u:${viewer.userId}`;
  return `d${day}:a:${createHash('sha256').update(clientKey(request.ip)).digest('base64url').slice(0, 22)}`;
}

const SCOPE_NOTE =
  '可见范围：未登录只见已发布的公开内容；登录后另见自己的全部内容、已关注作者的粉丝可见内容、互相关注作者的互关可见内容；管理员可见除他人草稿外的全部内容。';

/** Content routes: the list and detail for everyone (per viewer), and the author's writes. */
export async function contentRoutes(app: FastifyInstance, options: ContentRoutesOptions): Promise<void> {
  const { auth, answerCache = true } = options;
  const { paths, record, bodies } = contentContract;
  const tags = ['content'];

  contractRoute<{ Querystring: ContentListQuery }>(
    app,
    paths.list,
    {
      tags,
      summary: '内容列表',
      description: `作者信息已关联。${SCOPE_NOTE}默认排序：置顶优先，其次 sort 降序，再按创建时间降序；每页默认 ${contentContract.pageSize} 条，最多 ${MAX_PAGE_SIZE} 条。`,
      query: contentContract.listQuery,
      auth: auth.optional,
      response: {
        200: envelopeSchema(pagedListSchema(record), '内容分页'),
        400: errorEnvelopeSchema,
      },
    },
    async (request, reply) => {
      // Without a token the answer is the same for every visitor: its bytes are shared (see `sendSharedAnswer`).
      if (!request.session) {
        const load = () => listVisibleContent(options, null, request.query, { cachePage: false });
        if (!answerCache) return ok(await load());
        return sendSharedAnswer(reply, options.cache, `content:answer:list:${JSON.stringify(request.query)}`, load);
      }
      return ok(await listVisibleContent(options, request.viewer, request.query));
    },
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.detail,
    {
      tags,
      summary: '内容详情',
      description: `正文、文件（media）与转发来源。${SCOPE_NOTE}看不到的内容按不存在处理。拍摄参数仅在作者允许时返回（作者本人总能看到）。`,
      params: { id: '内容 ID' },
      auth: auth.optional,
      response: envelopeResponses(record, '内容', [400, 404]),
    },
    async (request) => {
      const viewer = request.viewer;
      return ok(
        await contentDetail(options, viewer, request.params.id, {
          countView: { viewerKey: viewerKey(request, viewer, options.clock()) },
        }),
      );
    },
  );

  contractRoute<{ Querystring: HotListQuery }>(
    app,
    paths.hotList,
    {
      tags,
      summary: '热门内容',
      description: `按热度排序的已发布内容。热度 = 10000·log10(1 + 点赞 + 2·评论 + 3·转发 + 2·收藏 + 浏览/20) ÷ (发布小时数 + 2)^1.8，互动时即时更新，并每 10 分钟按时间衰减重算。每页默认 hotNum（${10}）条；\`cursor\` 续接上一页（无限滚动）。${SCOPE_NOTE}`,
      query: contentContract.hotListQuery,
      auth: auth.optional,
      response: envelopeResponses(pagedListSchema(record), '内容分页', [400]),
    },
    async (request, reply) => {
      if (!request.session) {
        const load = () => listHotContent(options, null, request.query, { cachePage: false });
        if (!answerCache) return ok(await load());
        return sendSharedAnswer(reply, options.cache, `content:answer:hot:${JSON.stringify(request.query)}`, load);
      }
      return ok(await listHotContent(options, request.viewer, request.query));
    },
  );

  contractRoute<{ Querystring: AttentionListQuery }>(
    app,
    paths.attentionList,
    {
      tags,
      summary: '关注的人的内容',
      description: `我关注的用户发布的内容，最新在前，每页默认 ${contentContract.pageSize} 条；\`cursor\` 续接上一页。${SCOPE_NOTE}`,
      query: contentContract.attentionListQuery,
      auth: auth.member,
      response: envelopeResponses(pagedListSchema(record), '内容分页', [400, 401]),
    },
    async (request) => ok(await listAttentionContent(options, request.viewer, request.query)),
  );

  contractRoute<{ Querystring: SideListQuery }>(
    app,
    paths.sideList,
    {
      tags,
      summary: '相关内容',
      description: `与 contentId 同一作者或同一圈子的其他已发布内容，最新在前，每页默认 12 条。${SCOPE_NOTE}`,
      query: contentContract.sideListQuery,
      auth: auth.optional,
      response: envelopeResponses(pagedListSchema(record), '内容分页', [400, 404]),
    },
    async (request) => ok(await listSideContent(options, request.viewer, request.query)),
  );

  contractRoute<{ Querystring: PersonalContentQuery }>(
    app,
    paths.personalList,
    {
      tags,
      summary: '我的作品',
      description: `本人的全部内容（草稿、已发布、已隐藏），可按类型和状态筛选，每页默认 ${contentContract.pageSize} 条。`,
      query: contentContract.personalListQuery,
      auth: auth.member,
      response: envelopeResponses(pagedListSchema(record), '内容分页', [400, 401]),
    },
    async (request) => ok(await listOwnContent(options, request.viewer, request.query)),
  );

  contractRoute<{ Body: ContentCreateBody }>(
    app,
    paths.create,
    {
      tags,
      summary: '发布内容',
      description:
        '`state: create` 存草稿（可不完整），`publish` 发布。`mediaIds` 为本人上传的文件（按顺序）；标题中的 `#话题#` 自动创建或关联话题；文章 HTML 保存时按白名单清理。',
      auth: auth.member,
      body: bodies.create,
      response: envelopeResponses(record, '新内容', [400, 401]),
    },
    async (request) => ok(await createContent(options, request.viewer, request.body)),
  );

  contractRoute<{ Params: { id: string }; Body: ContentUpdateBody }>(
    app,
    paths.update,
    {
      tags,
      summary: '修改内容',
      description:
        '只改传入的字段；修改后的内容须仍然完整（已发布的内容）。仅作者可改；管理员可隐藏（down）或重新开放任何内容。',
      params: { id: '内容 ID' },
      auth: auth.member,
      body: bodies.update,
      response: envelopeResponses(record, '修改后的内容', [400, 401, 403, 404]),
    },
    async (request) => ok(await updateContent(options, request.viewer, request.params.id, request.body)),
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.delete,
    {
      tags,
      summary: '删除内容',
      description: '删除内容、话题关联，以及不再被其他内容使用的文件。仅作者或管理员。',
      params: { id: '内容 ID' },
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
    },
    async (request) => {
      await deleteContent(options, request.viewer, request.params.id);
      return ok({});
    },
  );
}
