import type { FastifyInstance } from 'fastify';
import { MESSAGES, loginSchema, signupSchema } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { bodySchema, textProperty } from '../../lib/body-schema.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { emptySchema } from '../../lib/schemas.js';
import { parseWith } from '../../lib/validation.js';
import type { AccountService } from './account.service.js';
import { sessionOf, type Auth } from './auth.js';
import { sessionSchema } from './identity.schemas.js';
import type { TokenService } from './token.service.js';

/** What the session routes use. */
export interface SessionRoutesOptions {
  auth: Auth;
  accounts: AccountService;
  tokens: TokenService;
}

/** Sessions: login (`/web/user/login`), sign-up, refresh, verification and logout. */
export async function sessionRoutes(
  app: FastifyInstance,
  { auth, accounts, tokens }: SessionRoutesOptions,
): Promise<void> {
  app.post(
    '/web/user/login',
    {
      schema: {
        operationId: 'login',
        tags: ['user'],
        summary: '登录',
        description: '`type` 为 message（默认，短信验证码，未注册的手机号自动注册）或 password。',
        body: bodySchema({
          type: textProperty('登录方式', MESSAGES.loginModeInvalid, { enum: ['message', 'password'] }),
          mobile: textProperty('手机号', MESSAGES.phoneInvalid),
          code: textProperty('短信验证码（6 位数字）', MESSAGES.codeInvalid),
          password: textProperty('密码', MESSAGES.passwordLength),
        }),
        response: envelopeResponses(sessionSchema, '登录成功', [400, 429]),
      },
    },
    async (request) => {
      const body = parseWith<{ type: string; mobile: string; code?: string; password?: string }>(
        loginSchema,
        request.body,
      );
      const session =
        body.type === 'password'
          ? await accounts.loginByPassword(body.mobile, body.password ?? '')
          : await accounts.loginByCode(body.mobile, body.code ?? '');
      return ok(session);
    },
  );

  app.post(
    '/web/sso/signup',
    {
      schema: {
        operationId: 'signup',
        tags: ['sso'],
        summary: '注册',
        description: '验证码用途为 register；密码与昵称可选。',
        body: bodySchema({
          mobile: textProperty('手机号', MESSAGES.phoneInvalid),
          code: textProperty('短信验证码', MESSAGES.codeInvalid),
          password: textProperty('密码', MESSAGES.passwordLength),
          nickname: textProperty('昵称', MESSAGES.nicknameMax),
        }),
        response: envelopeResponses(sessionSchema, '注册并登录', [400]),
      },
    },
    async (request) => {
      const body = parseWith<{ mobile: string; code: string; password?: string; nickname?: string }>(
        signupSchema,
        request.body,
      );
      return ok(
        await accounts.signup({
          mobile: body.mobile,
          code: body.code,
          password: body.password,
          nickname: body.nickname,
        }),
      );
    },
  );

  app.post<{ Body: { refreshToken?: string } }>(
    '/web/sso/refreshToken',
    {
      schema: {
        operationId: 'refreshToken',
        tags: ['sso'],
        summary: '刷新令牌',
        description: '每次刷新都更换刷新令牌；再次使用旧的刷新令牌会得到 401，并使整个令牌家族失效。',
        body: bodySchema({ refreshToken: textProperty('刷新令牌', '刷新令牌不能为空') }),
        response: envelopeResponses(sessionSchema, '新的令牌', [401]),
      },
    },
    async (request) => {
      const refreshToken = request.body?.refreshToken;
      if (typeof refreshToken !== 'string' || !refreshToken) throw new AppError('UNAUTHORIZED');
      return ok(await accounts.refresh(refreshToken));
    },
  );

  app.post<{ Body: { token?: string } }>(
    '/web/sso/verifyToken',
    {
      schema: {
        operationId: 'verifyToken',
        tags: ['sso'],
        summary: '校验访问令牌',
        body: bodySchema({ token: textProperty('访问令牌', '令牌不能为空') }),
        response: envelopeResponses(
          {
            type: 'object',
            required: ['valid'],
            properties: { valid: { type: 'boolean' }, userId: { type: 'string' } },
          },
          '校验结果',
          [400],
        ),
      },
    },
    async (request) => {
      const session = await tokens.authenticate(request.body?.token);
      return ok(session ? { valid: true, userId: session.userId } : { valid: false });
    },
  );

  app.post(
    '/web/user/logout',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'logout',
        tags: ['user'],
        summary: '退出登录',
        description: '注销访问令牌及其刷新令牌家族。',
        response: envelopeResponses(emptySchema, '已退出', [401]),
      },
    },
    async (request) => {
      await tokens.revokeFamily(sessionOf(request).familyId);
      return ok({});
    },
  );
}
