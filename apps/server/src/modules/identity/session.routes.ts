import type { FastifyInstance } from 'fastify';
import { emptySchema, identityContract, loginSchema, validate } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import type { AccountService } from './account.service.js';
import { sessionOf, type Auth } from './auth.js';
import type { TokenService } from './token.service.js';

const { paths, bodies, records } = identityContract;

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
  contractRoute<{ Body: { type: string; mobile: string; code?: string; password?: string } }>(
    app,
    paths.login,
    {
      tags: ['user'],
      summary: '登录',
      description: '`type` 为 message（默认，短信验证码，未注册的手机号自动注册）或 password。',
      body: loginSchema,
      bodyVariants: bodies.login,
      response: envelopeResponses(records.session, '登录成功', [400, 429]),
    },
    async (request) => {
      const body = request.body;
      const session =
        body.type === 'password'
          ? await accounts.loginByPassword(body.mobile, body.password ?? '', request.ip)
          : await accounts.loginByCode(body.mobile, body.code ?? '');
      return ok(session);
    },
  );

  contractRoute<{ Body: { mobile: string; code: string; password?: string; nickname?: string } }>(
    app,
    paths.signup,
    {
      tags: ['sso'],
      summary: '注册',
      description: '验证码用途为 register；密码与昵称可选。',
      body: bodies.signup,
      response: envelopeResponses(records.session, '注册并登录', [400]),
    },
    async (request) => {
      const body = request.body;
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

  contractRoute<{ Body: { refreshToken: string } }>(
    app,
    paths.refreshToken,
    {
      tags: ['sso'],
      summary: '刷新令牌',
      description: '每次刷新都更换刷新令牌；再次使用旧的刷新令牌会得到 401，并使整个令牌家族失效。',
      body: bodies.refreshToken,
      // Without a refresh token there is no session to renew: 401, as for a wrong one.
      invalidBody: () => new AppError('UNAUTHORIZED'),
      response: envelopeResponses(records.session, '新的令牌', [401]),
    },
    async (request) => ok(await accounts.refresh(request.body.refreshToken)),
  );

  contractRoute(
    app,
    paths.verifyToken,
    {
      tags: ['sso'],
      summary: '校验访问令牌',
      bodyVariants: [bodies.verifyToken],
      response: envelopeResponses(records.verifyToken, '校验结果', [400]),
    },
    async (request) => {
      // A missing token is simply not valid: the answer is `{ valid: false }`, not an error.
      const body = validate(bodies.verifyToken, request.body ?? {});
      const session = body.ok ? await tokens.authenticate(body.value?.token) : null;
      return ok(session ? { valid: true, userId: session.userId } : { valid: false });
    },
  );

  contractRoute(
    app,
    paths.logout,
    {
      tags: ['user'],
      summary: '退出登录',
      description: '注销访问令牌及其刷新令牌家族。',
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已退出', [401]),
    },
    async (request) => {
      await tokens.revokeFamily(sessionOf(request).familyId);
      return ok({});
    },
  );
}
