import { timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import { bodySchema, idParams, textProperty } from '../../lib/body-schema.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { sessionOf, sessionSchema, type Auth } from '../identity/index.js';
import { parseWxXml } from './wxMp.provider.js';
import { wxSignature, type QrLoginService } from './wxMp.service.js';

/** Cookie binding a QR code to the browser that asked for it. */
export const QR_COOKIE = 'yy_qr';

const requesterSchema = {
  type: 'object',
  required: ['ip', 'userAgent', 'createTime'],
  properties: {
    ip: { type: 'string' },
    userAgent: { type: 'string' },
    createTime: { type: 'string', format: 'date-time' },
  },
};

const stateProperty = { type: 'string', enum: ['waiting', 'scanned', 'confirmed', 'expired'] };
const ticketBody = bodySchema({ ticket: textProperty('二维码票据', '二维码已失效，请刷新') });

function ticketOf(request: FastifyRequest): string {
  const ticket = (request.body as { ticket?: unknown } | undefined)?.ticket;
  return typeof ticket === 'string' ? ticket : '';
}

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

  app.post(
    '/web/wxMp/qrcode',
    {
      schema: {
        operationId: 'qrcode',
        tags,
        summary: '生成登录二维码',
        description:
          '`image` 是 `url` 的二维码（PNG data URL），有效期 `invalidTime` 秒。答复同时设置只属于本浏览器的 Cookie：只有它能取到确认后的登录码。',
        response: envelopeResponses(
          {
            type: 'object',
            required: ['qrcodeId', 'ticket', 'image', 'url', 'invalidTime'],
            properties: {
              qrcodeId: { type: 'string' },
              ticket: { type: 'string' },
              image: { type: 'string', description: 'data:image/png;base64,…' },
              url: { type: 'string' },
              invalidTime: { type: 'integer', description: '有效期（秒）' },
            },
          },
          '二维码',
          [503],
        ),
      },
    },
    async (request, reply) => {
      const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
      const { qr: ticket, browserSecret } = await qr.create(
        { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') },
        origin,
      );
      reply.setCookie(QR_COOKIE, browserSecret, {
        path: '/web/wxMp',
        maxAge: ticket.invalidTime,
        httpOnly: true,
        sameSite: 'lax',
        secure,
      });
      return ok(ticket);
    },
  );

  app.get<{ Params: { qrcodeId: string } }>(
    '/web/wxMp/check/:qrcodeId',
    {
      schema: {
        operationId: 'checkQrcode',
        tags,
        summary: '查询二维码状态',
        description: '确认后，向生成二维码的浏览器返回一次性登录码 `code`。',
        params: idParams('qrcodeId', '二维码 ID'),
        response: envelopeResponses(
          {
            type: 'object',
            required: ['state'],
            properties: { state: stateProperty, code: { type: 'string' }, requester: requesterSchema },
          },
          '二维码状态',
          [400],
        ),
      },
    },
    async (request) => ok(await qr.check(request.params.qrcodeId, request.cookies[QR_COOKIE])),
  );

  app.post<{ Params: { qrcodeId: string } }>(
    '/web/wxMp/scan/:qrcodeId',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'scanQrcode',
        tags,
        summary: '手机端扫码',
        description: '已登录的成员打开二维码链接；答复发起登录的浏览器信息。',
        params: idParams('qrcodeId', '二维码 ID'),
        body: ticketBody,
        response: envelopeResponses(
          {
            type: 'object',
            required: ['state', 'requester'],
            properties: { state: { type: 'string', enum: ['scanned'] }, requester: requesterSchema },
          },
          '已扫码',
        ),
      },
    },
    async (request) => ok(await qr.scan(request.params.qrcodeId, ticketOf(request), sessionOf(request).userId)),
  );

  app.post<{ Params: { qrcodeId: string } }>(
    '/web/wxMp/confirm/:qrcodeId',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'confirmQrcode',
        tags,
        summary: '手机端确认登录',
        params: idParams('qrcodeId', '二维码 ID'),
        body: ticketBody,
        response: envelopeResponses(
          { type: 'object', required: ['state'], properties: { state: { type: 'string', enum: ['confirmed'] } } },
          '已确认',
        ),
      },
    },
    async (request) =>
      ok(await qr.confirm(request.params.qrcodeId, ticketOf(request), sessionOf(request).userId)),
  );

  app.post<{ Params: { qrcodeId: string } }>(
    '/web/wxMp/expire/:qrcodeId',
    {
      schema: {
        operationId: 'expireQrcode',
        tags,
        summary: '作废二维码',
        params: idParams('qrcodeId', '二维码 ID'),
        response: envelopeResponses(
          { type: 'object', required: ['state'], properties: { state: { type: 'string', enum: ['expired'] } } },
          '已作废',
          [400],
        ),
      },
    },
    async (request) => ok(await qr.expire(request.params.qrcodeId)),
  );

  app.post<{ Body: { code?: string; state?: string } }>(
    '/web/wxMp/login',
    {
      schema: {
        operationId: 'qrcodeLogin',
        tags,
        summary: '扫码登录',
        description: '用确认后的一次性登录码换取令牌；`state` 为二维码 ID。再次使用得到 400 二维码已失效，请刷新。',
        body: bodySchema({
          code: textProperty('登录码', '二维码已失效，请刷新'),
          state: textProperty('二维码 ID', '二维码已失效，请刷新'),
        }),
        response: envelopeResponses(sessionSchema, '登录成功', [400]),
      },
    },
    async (request) => {
      const { code, state } = request.body ?? {};
      if (typeof code !== 'string' || typeof state !== 'string' || !code || !state) {
        throw new AppError('BAD_REQUEST', '二维码已失效，请刷新');
      }
      return ok(await qr.login(code, state));
    },
  );

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
  const callbackQuery = {
    type: 'object',
    properties: {
      signature: { type: 'string' },
      timestamp: { type: 'string' },
      nonce: { type: 'string' },
      echostr: { type: 'string' },
    },
  };

  app.get<{ Querystring: CallbackQuery }>(
    '/web/wxMp/callback',
    {
      schema: {
        operationId: 'wxMpVerify',
        tags,
        summary: '公众号服务器校验',
        querystring: callbackQuery,
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
      schema: {
        operationId: 'wxMpEvent',
        tags,
        summary: '公众号事件回调（扫码）',
        querystring: callbackQuery,
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
