import type { FastifyInstance } from 'fastify';
import { CaptchaScope } from '@yiying/models';
import { MESSAGE_KEYWORD } from '../../errors.js';
import { envelopeSchema } from '../../lib/envelope.js';
import { ok } from '../../lib/envelope.js';
import type { SmsService } from './sms.service.js';

/** `GET /dev/sms/outbox`: codes the console provider sent, for e2e tests and demo visitors. Never in production. */
export async function smsDevRoutes(app: FastifyInstance, { sms }: { sms: SmsService }): Promise<void> {
  app.get<{ Querystring: { mobile?: string } }>(
    '/dev/sms/outbox',
    {
      schema: {
        operationId: 'smsOutbox',
        tags: ['dev'],
        summary: '开发用短信发件箱',
        description: '最近发送的验证码，最新的在前。生产环境不提供。',
        querystring: {
          type: 'object',
          properties: {
            mobile: {
              type: 'string',
              pattern: '^1[3-9]\\d{9}$',
              description: '手机号；不填时列出所有手机号',
              [MESSAGE_KEYWORD]: '请输入正确的手机号码',
            },
          },
        },
        response: {
          200: envelopeSchema(
            {
              type: 'array',
              items: {
                type: 'object',
                required: ['mobile', 'code', 'scope', 'createTime'],
                properties: {
                  mobile: { type: 'string' },
                  code: { type: 'string' },
                  scope: { type: 'string', enum: Object.values(CaptchaScope) },
                  createTime: { type: 'string', format: 'date-time' },
                },
              },
            },
            '验证码',
          ),
        },
      },
    },
    async (request) => ok(await sms.outbox(request.query.mobile)),
  );
}
