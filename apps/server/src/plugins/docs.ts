import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * OpenAPI 3 document generated from the route schemas, at `/docs` (Swagger UI) and `/docs/json`.
 * Must be registered before the routes it describes.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '医影 API',
        description:
          '医影社区的 HTTP 接口。成功时 `{ code: 200, msg, data }`；出错时使用真实的 HTTP 状态码，`msg` 为中文说明。',
        version: '0.1.0',
      },
      tags: [
        { name: 'banner', description: '横幅' },
        { name: 'content', description: '内容' },
        { name: 'user', description: '用户与账号' },
        { name: 'sso', description: '注册与令牌' },
        { name: 'fans', description: '关注关系' },
        { name: 'behaviour', description: '用户行为' },
        { name: 'certificate', description: '身份认证' },
        { name: 'wxMp', description: '扫码登录' },
        { name: 'dev', description: '开发辅助（生产环境不提供）' },
      ],
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
