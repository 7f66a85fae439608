import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { accessOf, SECURITY_SCHEMES, securityOf } from '../lib/api-security.js';

/** Every tag the routes use, in the order Swagger UI lists them. */
const TAGS: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'banner', description: '横幅' },
  { name: 'content', description: '内容：作品、视频、文章与话题帖' },
  { name: 'topic', description: '话题' },
  { name: 'search', description: '搜索' },
  { name: 'activity', description: '活动、展览、作品与路演' },
  { name: 'album', description: '相册' },
  { name: 'circle', description: '圈子' },
  { name: 'category', description: '分类' },
  { name: 'comment', description: '评论' },
  { name: 'reply', description: '回复' },
  { name: 'behaviour', description: '用户行为：关注、点赞、收藏、转发' },
  { name: 'likes', description: '点赞记录' },
  { name: 'collection', description: '收藏记录' },
  { name: 'fans', description: '关注关系' },
  { name: 'user', description: '用户与账号' },
  { name: 'sso', description: '注册与令牌' },
  { name: 'wxMp', description: '扫码登录' },
  { name: 'certificate', description: '身份认证' },
  { name: 'imMsg', description: '私信' },
  { name: 'imSession', description: '私信会话' },
  { name: 'chat', description: '即时通讯' },
  { name: 'notification', description: '消息中心' },
  { name: 'block', description: '屏蔽' },
  { name: 'report', description: '举报' },
  { name: 'file', description: '文件上传与查看' },
  { name: 'notice', description: '公告' },
  { name: 'guestbook', description: '在线留言' },
  { name: 'dict', description: '字典' },
  { name: 'config', description: '站点参数与配置' },
  { name: 'admin', description: '后台：会员与审计日志' },
  { name: 'moderation', description: '后台：敏感词与审核队列' },
  { name: 'mng', description: '管理接口（仅管理员）' },
  { name: 'dev', description: '开发辅助（生产环境不提供）' },
];

/** The tag names the document declares; a route with another tag fails the OpenAPI test. */
export const DOCUMENT_TAGS = TAGS.map((tag) => tag.name);

/**
 * OpenAPI 3 document generated from the route schemas, at `/docs` (Swagger UI) and `/docs/json`.
 * Must be registered before the routes it describes. Each operation's `security` comes from its pre-handlers
 * (`lib/api-security.ts`); `servers` is `PUBLIC_URL`, or the site the document is read from.
 */
export async function registerDocs(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl'>): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '医影 API',
        description:
          '医影社区的 HTTP 接口。成功时 `{ code: 200, msg, data }`；出错时使用真实的 HTTP 状态码，`msg` 为中文说明。' +
          '需要登录的接口带 `authorization`（令牌）和 `uuid`（用户 ID）两个请求头：在 Swagger UI 中点 Authorize 填入。',
        version: '0.1.0',
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      servers: [
        config.publicUrl
          ? { url: config.publicUrl, description: '本站' }
          : { url: '/', description: '提供本文档的站点' },
      ],
      tags: [...TAGS],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: ({ schema, url, route }) => {
      const documented = schema as Record<string, unknown> | undefined;
      if (!documented || documented['hide'] || documented['security']) return { schema, url };
      return { schema: { ...documented, security: securityOf(accessOf(route.preHandler)) } as typeof schema, url };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
