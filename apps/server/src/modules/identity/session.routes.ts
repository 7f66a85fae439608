import type { FastifyInstance } from 'fastify';
import { emptySchema, identityContract, loginSchema, validate } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import type { AccountService } from './account.service.js';
import { sessionOf, type Auth } from './auth.js';
import type { TokenService } from './token.service.js';

const { parts, bodies, records } = identityContract;

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
  implementContract(app, auth, parts.session, {
    login: {
      tags: ['user'],
      body: loginSchema,
      bodyVariants: bodies.login,
      response: envelopeResponses(records.session, '登录成功', [400, 429]),
      handler: async (request) => {
        const body = request.body;
        const session =
          body.type === 'password'
            ? await accounts.loginByPassword(body.mobile, body.password, request.ip)
            : await accounts.loginByCode(body.mobile, body.code);
        return ok(session);
      },
    },
    signup: {
      tags: ['sso'],
      body: bodies.signup,
      response: envelopeResponses(records.session, '注册并登录', [400]),
      handler: async (request) => {
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
    },
    refreshToken: {
      tags: ['sso'],
      body: bodies.refreshToken,
      // Without a refresh token there is no session to renew: 401, as for a wrong one.
      invalidBody: () => new AppError('UNAUTHORIZED'),
      response: envelopeResponses(records.session, '新的令牌', [401]),
      handler: async (request) => ok(await accounts.refresh(request.body.refreshToken)),
    },
    verifyToken: {
      tags: ['sso'],
      bodyVariants: [bodies.verifyToken],
      response: envelopeResponses(records.verifyToken, '校验结果', [400]),
      handler: async (request) => {
        // A missing token is simply not valid: the answer is `{ valid: false }`, not an error.
        const body = validate(bodies.verifyToken, request.body ?? {});
        const session = body.ok ? await tokens.authenticate(body.value?.token) : null;
        return ok(session ? { valid: true, userId: session.userId } : { valid: false });
      },
    },
    logout: {
      tags: ['user'],
      response: envelopeResponses(emptySchema, '已退出', [401]),
      handler: async (request) => {
        await tokens.revokeFamily(sessionOf(request).familyId);
        return ok({});
      },
    },
  });
}
