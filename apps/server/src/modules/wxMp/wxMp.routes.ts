import { timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { object, string } from 'yup';
import { MESSAGES, identityContract, toJsonSchema, wxMpContract } from '@yiying/validation';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import { implementContract, queryHook } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import { parseWxXml } from './wxMp.provider.js';
import { wxSignature, type QrLoginService } from './wxMp.service.js';

/** Cookie binding a QR code to the browser that asked for it. */
export const QR_COOKIE = 'yy_qr';

const { paths, bodies, records } = wxMpContract;

/** A missing ticket or code is answered like a stale one: the QR code is gone, nothing to correct in a form. */
const qrExpired = () => new AppError('BAD_REQUEST', MESSAGES.qrExpired);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What the QR-login routes use. */
export interface WxMpRoutesOptions {
  config: Pick<AppConfig, 'publicUrl' | 'wxMp'>;
  auth: Auth;
  qr: QrLoginService;
}

/** QR-code login (`/web/wxMp/*`): built-in site confirmation, or the official account when `WXMP_*` is set. */
export async function wxMpRoutes(app: FastifyInstance, { config, auth, qr }: WxMpRoutesOptions): Promise<void> {
  // Scoped to these routes: no other route reads or sets cookies.
  await app.register(fastifyCookie);
  const tags = ['wxMp'];
  const secure = Boolean(config.publicUrl?.startsWith('https:'));

  // A new QR code for the asking browser, valid `seconds` (the site's default without).
  const newQrCode = async (request: FastifyRequest, reply: FastifyReply, seconds?: number) => {
    const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
    const { qr: ticket, browserSecret } = await qr.create(
      { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') },
      origin,
      seconds,
    );
    reply.setCookie(QR_COOKIE, browserSecret, {
      path: '/web/wxMp',
      maxAge: ticket.invalidTime,
      httpOnly: true,
      sameSite: 'lax',
      secure,
    });
    // Every answer is a new code: no cache may hand one to a second browser.
    reply.header('cache-control', 'no-store');
    return ok(ticket);
  };

  implementContract(app, auth, paths, {
    qrcode: {
      tags,
      response: envelopeResponses(records.ticket, '二维码', [429, 503]),
      handler: async (request, reply) => newQrCode(request, reply),
    },
    ticket: {
      tags,
      query: wxMpContract.ticketQuery,
      response: envelopeResponses(records.ticket, '二维码', [400, 429, 503]),
      handler: async (request, reply) => newQrCode(request, reply, request.query.invalidTime),
    },
    check: {
      tags,
      response: envelopeResponses(records.check, '二维码状态', [400]),
      handler: async (request) => ok(await qr.check(request.params.qrcodeId, request.cookies[QR_COOKIE])),
    },
    scan: {
      tags,
      body: bodies.scan,
      invalidBody: qrExpired,
      response: envelopeResponses(records.scanned, '已扫码'),
      handler: async (request) =>
        ok(await qr.scan(request.params.qrcodeId, request.body.ticket, request.viewer.userId)),
    },
    confirm: {
      tags,
      body: bodies.confirm,
      invalidBody: qrExpired,
      response: envelopeResponses(records.confirmed, '已确认'),
      handler: async (request) =>
        ok(await qr.confirm(request.params.qrcodeId, request.body.ticket, request.viewer.userId)),
    },
    expire: {
      tags,
      response: envelopeResponses(records.expired, '已作废', [400]),
      handler: async (request) =>
        ok(await qr.expire(request.params.qrcodeId, request.cookies[QR_COOKIE], request.session?.userId)),
    },
    login: {
      tags,
      body: bodies.login,
      invalidBody: qrExpired,
      response: envelopeResponses(identityContract.records.session, '登录成功', [400]),
      handler: async (request) => ok(await qr.login(request.body.code, request.body.state)),
    },
  });

  // Official-account callback: only when the account is configured.
  const wx = config.wxMp;
  if (!wx) return;
  app.addContentTypeParser(
    ['text/xml', 'application/xml'],
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );
  type CallbackQuery = { signature?: string; timestamp?: string; nonce?: string; echostr?: string };
  const signed = (query: CallbackQuery): boolean =>
    Boolean(query.signature && query.timestamp && query.nonce) &&
    sameText(wxSignature(wx.token, query.timestamp ?? '', query.nonce ?? ''), query.signature ?? '');
  const callbackQuery = object({ signature: string(), timestamp: string(), nonce: string(), echostr: string() });

  app.get<{ Querystring: CallbackQuery }>(
    '/web/wxMp/callback',
    {
      preValidation: queryHook(callbackQuery),
      schema: {
        operationId: 'wxMpVerify',
        tags,
        summary: '公众号服务器校验',
        querystring: toJsonSchema(callbackQuery),
      },
    },
    async (request, reply) => {
      if (!signed(request.query)) throw new AppError('FORBIDDEN');
      return reply.type('text/plain; charset=utf-8').send(request.query.echostr ?? '');
    },
  );

  app.post<{ Querystring: CallbackQuery; Body: string }>(
    '/web/wxMp/callback',
    {
      preValidation: queryHook(callbackQuery),
      schema: {
        operationId: 'wxMpEvent',
        tags,
        summary: '公众号事件回调（扫码）',
        querystring: toJsonSchema(callbackQuery),
      },
    },
    async (request, reply) => {
      if (!signed(request.query)) throw new AppError('FORBIDDEN');
      const message = parseWxXml(typeof request.body === 'string' ? request.body : '');
      const event = message['Event'];
      const openid = message['FromUserName'];
      const key = message['EventKey'] ?? '';
      if (message['MsgType'] === 'event' && openid && (event === 'SCAN' || event === 'subscribe') && key) {
        await qr.scannedByFollower(key.replace(/^qrscene_/, ''), openid);
      }
      return reply.type('text/plain; charset=utf-8').send('success');
    },
  );
}
