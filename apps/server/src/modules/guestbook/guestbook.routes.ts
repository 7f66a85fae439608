import type { FastifyInstance } from 'fastify';
import {
  emptySchema,
  guestbookContract,
  type GuestbookCreateBody,
  type GuestbookListQuery,
  type GuestbookUpdateBody,
} from '@yiying/validation';
import { contractRoute } from '../../lib/contract-route.js';
import { auditedWrite } from '../../lib/audit.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import {
  createEntry,
  deleteEntry,
  entryDetail,
  guestbookEntry,
  GUESTBOOK_PER_WINDOW,
  GUESTBOOK_WINDOW_MS,
  listEntries,
  updateEntry,
  type GuestbookDeps,
} from './guestbook.service.js';

export interface GuestbookRoutesOptions extends GuestbookDeps {
  auth: Auth;
}

const MNG = '仅管理员：未登录 401，非管理员 403。';

/** The guestbook: 联系我们 and 在线留言 for everyone, the inbox for admins. */
export async function guestbookRoutes(app: FastifyInstance, options: GuestbookRoutesOptions): Promise<void> {
  const { auth } = options;
  const { paths, record, bodies } = guestbookContract;
  const tags = ['guestbook'];
  const mngTags = ['guestbook', 'mng'];

  contractRoute<{ Body: GuestbookCreateBody }>(
    app,
    paths.create,
    {
      tags,
      summary: '留言',
      description: `联系我们（kind=contact，默认：姓名、手机号码、留言标题必填，留言内容选填）或在线留言（kind=message：姓名、手机号码必填，邮箱、单位、部门、留言选填）。无需登录；同一地址 ${GUESTBOOK_WINDOW_MS / 60_000} 分钟内最多 ${GUESTBOOK_PER_WINDOW} 条，超出时 429 并带 Retry-After。`,
      body: bodies.create,
      bodyVariants: [bodies.contact, bodies.message],
      auth: auth.optional,
      response: envelopeResponses(record, '留言', [400, 429]),
    },
    async (request) =>
      ok(await createEntry(options, { ip: request.ip, userId: request.session?.userId ?? null }, request.body)),
  );
  contractRoute<{ Querystring: GuestbookListQuery }>(
    app,
    paths.mngList,
    {
      tags: mngTags,
      summary: '留言列表',
      description: `最新的在前；可按类型、是否已读与姓名 / 电话 / 标题筛选。${MNG}`,
      query: guestbookContract.listQuery,
      auth: auth.admin,
      response: envelopeResponses(pagedListSchema(record), '留言分页', [400, 401, 403]),
    },
    async (request) => ok(await listEntries(options, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    paths.mngDetail,
    {
      tags: mngTags,
      summary: '留言详情',
      description: `打开即标为已读。${MNG}`,
      params: { id: '留言 ID' },
      auth: auth.admin,
      response: envelopeResponses(record, '留言', [400, 401, 403, 404]),
    },
    async (request) => ok(await entryDetail(options, request.params.id)),
  );
  contractRoute<{ Params: { id: string }; Body: GuestbookUpdateBody }>(
    app,
    paths.mngUpdate,
    {
      tags: mngTags,
      summary: '标记留言已读 / 未读',
      description: MNG,
      params: { id: '留言 ID' },
      body: bodies.update,
      auth: auth.admin,
      response: envelopeResponses(record, '留言', [400, 401, 403, 404]),
    },
    async (request) =>
      ok(
        await auditedWrite(
          request,
          () => guestbookEntry(options, request.params.id),
          () => updateEntry(options, request.params.id, request.body),
        ),
      ),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    paths.mngDelete,
    {
      tags: mngTags,
      summary: '删除留言',
      description: MNG,
      params: { id: '留言 ID' },
      auth: auth.admin,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
    },
    async (request) => {
      await auditedWrite(
        request,
        () => guestbookEntry(options, request.params.id),
        () => deleteEntry(options, request.params.id),
      );
      return ok({});
    },
  );
}
