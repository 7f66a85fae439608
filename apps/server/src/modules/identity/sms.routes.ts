import type { FastifyInstance } from 'fastify';
import { CaptchaScope } from '@yiying/models';
import { MESSAGES, sendSmsSchema } from '@yiying/validation';
import { MESSAGE_KEYWORD } from '../../errors.js';
import { bodySchema, textProperty } from '../../lib/body-schema.js';
import { envelopeResponses, envelopeSchema, ok } from '../../lib/envelope.js';
import { emptySchema } from '../../lib/schemas.js';
import { parseWith } from '../../lib/validation.js';
import type { SmsService } from './sms.service.js';

/** What the SMS routes use. */
export interface SmsRoutesOptions {
  sms: SmsService;
  /** Serve `GET /dev/sms/outbox` (never in production). */
  devOutbox: boolean;
}

/** `POST /web/user/sendSms`, and outside production the development outbox. */
export async function smsRoutes(app: FastifyInstance, { sms, devOutbox }: SmsRoutesOptions): Promise<void> {
  app.post(
    '/web/user/sendSms',
    {
      schema: {
        operationId: 'sendSms',
        tags: ['user'],
        summary: '发送短信验证码',
        description: '60 秒内同一手机号只能发送一次，且每个手机号和每个地址每天有上限（超出时 429 并带 Retry-After）。已注册与未注册的手机号得到相同的答复。',
        body: bodySchema({
          mobile: textProperty('手机号', MESSAGES.phoneInvalid),
          scope: textProperty('用途', MESSAGES.captchaScopeInvalid, { enum: Object.values(CaptchaScope) }),
        }),
        response: envelopeResponses(emptySchema, '已发送', [400, 429]),
      },
    },
    async (request) => {
      const { mobile, scope } = parseWith<{ mobile: string; scope: CaptchaScope }>(sendSmsSchema, request.body);
      await sms.send(mobile, scope, request.ip);
      return ok({});
    },
  );

  if (!devOutbox) return;
  // Codes the console provider sent, for e2e tests and demo visitors.
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
