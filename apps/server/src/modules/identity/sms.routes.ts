import type { FastifyInstance } from 'fastify';
import { devContract, emptySchema, identityContract } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, envelopeSchema, errorEnvelopeSchema, ok } from '../../lib/envelope.js';
import { fromLoopback } from '../../lib/loopback.js';
import type { SmsService } from './sms.service.js';

/** What the SMS routes use. */
export interface SmsRoutesOptions {
  sms: SmsService;
  /** Serve `GET /dev/sms/outbox` (never in production). */
  devOutbox: boolean;
}

/** `POST /web/user/sendSms`, and outside production the development outbox. */
export async function smsRoutes(app: FastifyInstance, { sms, devOutbox }: SmsRoutesOptions): Promise<void> {
  implementContract(app, null, identityContract.parts.sms, {
    sendSms: {
      tags: ['user'],
      body: identityContract.bodies.sendSms,
      response: envelopeResponses(emptySchema, '已发送', [400, 429, 503]),
      handler: async (request) => {
        const { mobile, scope } = request.body;
        await sms.send(mobile, scope, request.ip);
        return ok({});
      },
    },
  });

  if (!devOutbox) return;
  // Codes the console provider sent, for e2e tests and demo visitors.
  implementContract(app, null, devContract.paths, {
    smsOutbox: {
      tags: ['dev'],
      query: devContract.listQuery,
      response: {
        200: envelopeSchema({ type: 'array', items: devContract.record }, '验证码'),
        400: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
      },
      handler: async (request) => {
        // A development server often listens on every interface: the codes stay on this machine.
        if (!fromLoopback(request)) throw new AppError('ROUTE_NOT_FOUND');
        return ok(await sms.outbox(request.query.mobile));
      },
    },
  });
}
