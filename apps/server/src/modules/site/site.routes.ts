import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  categoryContract,
  configContract,
  dictContract,
  emptySchema,
  noticeContract,
  siteParamContract,
  type CategoryCreateBody,
  type CategoryListQuery,
  type CategoryUpdateBody,
  type ConfigCreateBody,
  type ConfigListQuery,
  type ConfigUpdateBody,
  type DictCreateBody,
  type DictListQuery,
  type DictUpdateBody,
  type MngConfigListQuery,
  type MngNoticeListQuery,
  type NoticeCreateBody,
  type NoticeListQuery,
  type NoticeUpdateBody,
  type SiteParamUpdateBody,
} from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { contractRoute } from '../../lib/contract-route.js';
import { auditedWrite } from '../../lib/audit.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import { viewerKey, viewerOf } from '../content/index.js';
import { sessionOf, type Auth } from '../identity/index.js';
import {
  createNotice,
  deleteNotice,
  listAllNotices,
  listPublishedNotices,
  noticeDetail,
  publishedNoticeDetail,
  updateNotice,
} from './notice.service.js';
import {
  categoryDetail,
  configDetail,
  paramOf,
  createCategory,
  createConfig,
  createDict,
  deleteCategory,
  deleteConfig,
  deleteDict,
  dictDetail,
  listAllCategories,
  listAllConfig,
  listAllDict,
  listAllParams,
  listPublicCategories,
  listPublicConfig,
  listPublicDict,
  listVisibleParams,
  updateCategory,
  updateConfig,
  updateDict,
  updateParam,
  type SiteDeps,
} from './site.service.js';

export interface SiteRoutesOptions {
  db: Kysely<Database>;
  clock: Clock;
  cache: TtlCache;
  auth: Auth;
}

const MNG = '仅管理员：未登录 401，非管理员 403。';

/** Site parameters, configuration, dictionary, categories and notices: public reads and `/mng` writes. */
export async function siteRoutes(app: FastifyInstance, options: SiteRoutesOptions): Promise<void> {
  const { auth, db } = options;
  const deps: SiteDeps = options;
  const admin = auth.admin;

  // Site parameters.
  const params = siteParamContract;
  const paramList = { type: 'array', items: params.record };
  contractRoute(
    app,
    params.paths.list,
    {
      tags: ['config'],
      summary: '站点参数',
      description:
        '可见的站点参数（标题、副标题、电话、地址、邮箱、标志、二维码、登录提示…），按固定顺序；未设置的取默认值。',
      response: envelopeResponses(paramList, '站点参数', [429]),
    },
    async () => ok(await listVisibleParams(deps)),
  );
  contractRoute(
    app,
    params.paths.mngList,
    {
      tags: ['config', 'mng'],
      summary: '全部站点参数',
      description: `含隐藏的参数。${MNG}`,
      auth: admin,
      response: envelopeResponses(paramList, '站点参数', [401, 403]),
    },
    async () => ok(await listAllParams(deps)),
  );
  contractRoute<{ Params: { key: string }; Body: SiteParamUpdateBody }>(
    app,
    params.paths.mngUpdate,
    {
      tags: ['config', 'mng'],
      summary: '修改站点参数',
      description: `只改传入的字段；公开读取的缓存随即失效。${MNG}`,
      params: { key: '参数名，如 title、phone、qrcode1' },
      body: params.bodies.update,
      auth: admin,
      response: envelopeResponses(params.record, '站点参数', [400, 401, 403, 404]),
    },
    async (request) =>
      ok(
        await auditedWrite(
          request,
          () => paramOf(deps, request.params.key),
          () => updateParam(deps, request.params.key, request.body),
        ),
      ),
  );

  // Site configuration.
  const config = configContract;
  contractRoute<{ Querystring: ConfigListQuery }>(
    app,
    config.paths.list,
    {
      tags: ['config'],
      summary: '站点配置列表',
      description:
        '启用的配置项（value 为类型：site、home、mall…、bgimg；content 为 JSON 文本）。默认 offset 0、limit 20、按 label 升序；结果缓存，任何修改后立即失效。',
      query: config.listQuery,
      response: envelopeResponses(pagedListSchema(config.record), '配置分页', [400]),
    },
    async (request) => ok(await listPublicConfig(deps, request.query)),
  );
  contractRoute<{ Querystring: MngConfigListQuery }>(
    app,
    config.paths.mngList,
    {
      tags: ['config', 'mng'],
      summary: '全部站点配置',
      description: `含停用的配置项。${MNG}`,
      query: config.mngListQuery,
      auth: admin,
      response: envelopeResponses(pagedListSchema(config.record), '配置分页', [400, 401, 403]),
    },
    async (request) => ok(await listAllConfig(deps, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    config.paths.mngDetail,
    {
      tags: ['config', 'mng'],
      summary: '站点配置详情',
      description: MNG,
      params: { id: '配置 ID' },
      auth: admin,
      response: envelopeResponses(config.record, '配置', [400, 401, 403, 404]),
    },
    async (request) => ok(await configDetail(deps, request.params.id)),
  );
  contractRoute<{ Body: ConfigCreateBody }>(
    app,
    config.paths.mngCreate,
    {
      tags: ['config', 'mng'],
      summary: '新增站点配置',
      description: `content 必须是 JSON 对象文本。${MNG}`,
      body: config.bodies.create,
      auth: admin,
      response: envelopeResponses(config.record, '配置', [400, 401, 403]),
    },
    async (request) => ok(await auditedWrite(request, null, () => createConfig(deps, request.body))),
  );
  contractRoute<{ Params: { id: string }; Body: ConfigUpdateBody }>(
    app,
    config.paths.mngUpdate,
    {
      tags: ['config', 'mng'],
      summary: '修改站点配置',
      description: `只改传入的字段。${MNG}`,
      params: { id: '配置 ID' },
      body: config.bodies.update,
      auth: admin,
      response: envelopeResponses(config.record, '配置', [400, 401, 403, 404]),
    },
    async (request) =>
      ok(
        await auditedWrite(
          request,
          () => configDetail(deps, request.params.id),
          () => updateConfig(deps, request.params.id, request.body),
        ),
      ),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    config.paths.mngDelete,
    {
      tags: ['config', 'mng'],
      summary: '删除站点配置',
      description: MNG,
      params: { id: '配置 ID' },
      auth: admin,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
    },
    async (request) => {
      await auditedWrite(
        request,
        () => configDetail(deps, request.params.id),
        () => deleteConfig(deps, request.params.id),
      );
      return ok({});
    },
  );

  // Dictionary.
  const dict = dictContract;
  contractRoute<{ Querystring: DictListQuery }>(
    app,
    dict.paths.list,
    {
      tags: ['dict'],
      summary: '字典列表',
      description:
        '启用的字典项（按 label 包含、type、parentId 筛选），按 sort 升序；descriptionData 为解析后的描述，非 JSON 的描述包装为 { value }。',
      query: dict.listQuery,
      response: envelopeResponses(pagedListSchema(dict.record), '字典分页', [400]),
    },
    async (request) => ok(await listPublicDict(deps, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    dict.paths.detail,
    {
      tags: ['dict'],
      summary: '字典项详情',
      description: '停用的字典项按不存在处理。',
      params: { id: '字典项 ID' },
      response: envelopeResponses(dict.record, '字典项', [400, 404]),
    },
    async (request) => ok(await dictDetail(deps, request.params.id)),
  );
  contractRoute<{ Querystring: DictListQuery }>(
    app,
    dict.paths.mngList,
    {
      tags: ['dict', 'mng'],
      summary: '全部字典项',
      description: MNG,
      query: dict.listQuery,
      auth: admin,
      response: envelopeResponses(pagedListSchema(dict.record), '字典分页', [400, 401, 403]),
    },
    async (request) => ok(await listAllDict(deps, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    dict.paths.mngDetail,
    {
      tags: ['dict', 'mng'],
      summary: '字典项详情（管理）',
      description: MNG,
      params: { id: '字典项 ID' },
      auth: admin,
      response: envelopeResponses(dict.record, '字典项', [400, 401, 403, 404]),
    },
    async (request) => ok(await dictDetail(deps, request.params.id, { all: true })),
  );
  contractRoute<{ Body: DictCreateBody }>(
    app,
    dict.paths.mngCreate,
    {
      tags: ['dict', 'mng'],
      summary: '新增字典项',
      description: MNG,
      body: dict.bodies.create,
      auth: admin,
      response: envelopeResponses(dict.record, '字典项', [400, 401, 403]),
    },
    async (request) => ok(await auditedWrite(request, null, () => createDict(deps, request.body))),
  );
  contractRoute<{ Params: { id: string }; Body: DictUpdateBody }>(
    app,
    dict.paths.mngUpdate,
    {
      tags: ['dict', 'mng'],
      summary: '修改字典项',
      description: `只改传入的字段；parentId 传空字符串即取消上级。${MNG}`,
      params: { id: '字典项 ID' },
      body: dict.bodies.update,
      auth: admin,
      response: envelopeResponses(dict.record, '字典项', [400, 401, 403, 404]),
    },
    async (request) =>
      ok(
        await auditedWrite(
          request,
          () => dictDetail(deps, request.params.id, { all: true }),
          () => updateDict(deps, request.params.id, request.body),
        ),
      ),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    dict.paths.mngDelete,
    {
      tags: ['dict', 'mng'],
      summary: '删除字典项',
      description: `下级字典项保留，改为无上级。${MNG}`,
      params: { id: '字典项 ID' },
      auth: admin,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
    },
    async (request) => {
      await auditedWrite(
        request,
        () => dictDetail(deps, request.params.id, { all: true }),
        () => deleteDict(deps, request.params.id),
      );
      return ok({});
    },
  );

  // Categories.
  const category = categoryContract;
  contractRoute<{ Querystring: CategoryListQuery }>(
    app,
    category.paths.list,
    {
      tags: ['category'],
      summary: '分类列表',
      description: '已开放的分类，按 sort 升序；state 为其他值时为空列表。',
      query: category.listQuery,
      response: envelopeResponses(pagedListSchema(category.record), '分类分页', [400]),
    },
    async (request) => ok(await listPublicCategories(deps, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    category.paths.detail,
    {
      tags: ['category'],
      summary: '分类详情',
      description: '未开放的分类按不存在处理。',
      params: { id: '分类 ID' },
      response: envelopeResponses(category.record, '分类', [400, 404]),
    },
    async (request) => ok(await categoryDetail(deps, request.params.id)),
  );
  contractRoute<{ Querystring: CategoryListQuery }>(
    app,
    category.paths.mngList,
    {
      tags: ['category', 'mng'],
      summary: '全部分类',
      description: MNG,
      query: category.listQuery,
      auth: admin,
      response: envelopeResponses(pagedListSchema(category.record), '分类分页', [400, 401, 403]),
    },
    async (request) => ok(await listAllCategories(deps, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    category.paths.mngDetail,
    {
      tags: ['category', 'mng'],
      summary: '分类详情（管理）',
      description: MNG,
      params: { id: '分类 ID' },
      auth: admin,
      response: envelopeResponses(category.record, '分类', [400, 401, 403, 404]),
    },
    async (request) => ok(await categoryDetail(deps, request.params.id, { all: true })),
  );
  contractRoute<{ Body: CategoryCreateBody }>(
    app,
    category.paths.mngCreate,
    {
      tags: ['category', 'mng'],
      summary: '新增分类',
      description: MNG,
      body: category.bodies.create,
      auth: admin,
      response: envelopeResponses(category.record, '分类', [400, 401, 403]),
    },
    async (request) => ok(await auditedWrite(request, null, () => createCategory(deps, request.body))),
  );
  contractRoute<{ Params: { id: string }; Body: CategoryUpdateBody }>(
    app,
    category.paths.mngUpdate,
    {
      tags: ['category', 'mng'],
      summary: '修改分类',
      description: `只改传入的字段；parentId 传空字符串即取消上级。${MNG}`,
      params: { id: '分类 ID' },
      body: category.bodies.update,
      auth: admin,
      response: envelopeResponses(category.record, '分类', [400, 401, 403, 404]),
    },
    async (request) =>
      ok(
        await auditedWrite(
          request,
          () => categoryDetail(deps, request.params.id, { all: true }),
          () => updateCategory(deps, request.params.id, request.body),
        ),
      ),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    category.paths.mngDelete,
    {
      tags: ['category', 'mng'],
      summary: '删除分类',
      description: `其中的内容保留。${MNG}`,
      params: { id: '分类 ID' },
      auth: admin,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
    },
    async (request) => {
      await auditedWrite(
        request,
        () => categoryDetail(deps, request.params.id, { all: true }),
        () => deleteCategory(deps, request.params.id),
      );
      return ok({});
    },
  );

  // Notices.
  const notice = noticeContract;
  contractRoute<{ Querystring: NoticeListQuery }>(
    app,
    notice.paths.list,
    {
      tags: ['notice'],
      summary: '公告列表',
      description: `已发布且到了发布时间的公告，按发布时间倒序，每页默认 ${notice.pageSize} 条；列表不含正文。`,
      query: notice.listQuery,
      response: envelopeResponses(pagedListSchema(notice.record), '公告分页', [400]),
    },
    async (request) => ok(await listPublishedNotices(deps, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    notice.paths.detail,
    {
      tags: ['notice'],
      summary: '公告详情',
      description:
        '正文（富文本，保存时已清理）或图片列表（图片模式）。阅读数每位读者只计一次（会员按账号，访客按地址与浏览器）。',
      params: { id: '公告 ID' },
      auth: auth.optional,
      response: envelopeResponses(notice.record, '公告', [400, 404]),
    },
    async (request) => {
      const viewer = await viewerOf(db, request);
      return ok(await publishedNoticeDetail(deps, request.params.id, viewerKey(request, viewer)));
    },
  );
  contractRoute<{ Querystring: MngNoticeListQuery }>(
    app,
    notice.paths.mngList,
    {
      tags: ['notice', 'mng'],
      summary: '全部公告',
      description: `各状态的公告。${MNG}`,
      query: notice.mngListQuery,
      auth: admin,
      response: envelopeResponses(pagedListSchema(notice.record), '公告分页', [400, 401, 403]),
    },
    async (request) => ok(await listAllNotices(deps, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    notice.paths.mngDetail,
    {
      tags: ['notice', 'mng'],
      summary: '公告详情（管理）',
      description: `不计阅读数。${MNG}`,
      params: { id: '公告 ID' },
      auth: admin,
      response: envelopeResponses(notice.record, '公告', [400, 401, 403, 404]),
    },
    async (request) => ok(await noticeDetail(deps, request.params.id)),
  );
  contractRoute<{ Body: NoticeCreateBody }>(
    app,
    notice.paths.mngCreate,
    {
      tags: ['notice', 'mng'],
      summary: '新增公告',
      description: `富文本正文保存时按白名单清理；图片模式（shop）发布时至少一张图片；图片须为本站文件。${MNG}`,
      body: notice.bodies.create,
      auth: admin,
      response: envelopeResponses(notice.record, '公告', [400, 401, 403]),
    },
    async (request) =>
      ok(await auditedWrite(request, null, () => createNotice(deps, sessionOf(request).userId, request.body))),
  );
  contractRoute<{ Params: { id: string }; Body: NoticeUpdateBody }>(
    app,
    notice.paths.mngUpdate,
    {
      tags: ['notice', 'mng'],
      summary: '修改公告',
      description: `只改传入的字段；草稿改为发布且未给发布时间时，以当前时间发布。${MNG}`,
      params: { id: '公告 ID' },
      body: notice.bodies.update,
      auth: admin,
      response: envelopeResponses(notice.record, '公告', [400, 401, 403, 404]),
    },
    async (request) =>
      ok(
        await auditedWrite(
          request,
          () => noticeDetail(deps, request.params.id),
          () => updateNotice(deps, request.params.id, request.body),
        ),
      ),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    notice.paths.mngDelete,
    {
      tags: ['notice', 'mng'],
      summary: '删除公告',
      description: MNG,
      params: { id: '公告 ID' },
      auth: admin,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
    },
    async (request) => {
      await auditedWrite(
        request,
        () => noticeDetail(deps, request.params.id),
        () => deleteNotice(deps, request.params.id),
      );
      return ok({});
    },
  );
}
