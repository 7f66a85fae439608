import type { FastifyInstance } from 'fastify';
import { MESSAGES, signupSchema } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { bodySchema, textProperty } from '../../lib/body-schema.js';
import { ok } from '../../lib/envelope.js';
import { emptySchema, identityResponses, sessionSchema } from '../../lib/identity-schemas.js';
import { parseWith } from '../../lib/validation.js';
import { sessionOf } from '../../plugins/auth.js';
import type { IdentityDeps } from '../identity.js';
import { changePasswordBody } from '../user/user.schemas.js';

/** `/web/sso/*`: sign-up and the token calls. */
export async function ssoRoutes(app: FastifyInstance, deps: IdentityDeps): Promise<void> {
  const { auth, accounts, tokens } = deps;
  const tags = ['sso'];

  app.post(
    '/web/sso/signup',
    {
      schema: {
        operationId: 'signup',
        tags,
        summary: '注册',
        description: '验证码用途为 register；密码与昵称可选。',
        body: bodySchema({
          mobile: textProperty('手机号', MESSAGES.phoneInvalid),
          code: textProperty('短信验证码', MESSAGES.codeInvalid),
          password: textProperty('密码', MESSAGES.passwordLength),
          nickname: textProperty('昵称', MESSAGES.nicknameMax),
        }),
        response: identityResponses(sessionSchema, '注册并登录', [400]),
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
        tags,
        summary: '刷新令牌',
        description: '每次刷新都更换刷新令牌；再次使用旧的刷新令牌会得到 401，并使整个令牌家族失效。',
        body: bodySchema({ refreshToken: textProperty('刷新令牌', '刷新令牌不能为空') }),
        response: identityResponses(sessionSchema, '新的令牌', [401]),
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
        tags,
        summary: '校验访问令牌',
        body: bodySchema({ token: textProperty('访问令牌', '令牌不能为空') }),
        response: identityResponses(
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
    '/web/sso/updatePwdByOldPwd',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'updatePwdByOldPwd',
        tags,
        summary: '用原密码修改密码',
        description: '其他设备上的登录随之失效。',
        body: bodySchema({
          oldPassword: textProperty('原密码', MESSAGES.oldPasswordRequired),
          newPassword: textProperty('新密码', MESSAGES.passwordLength),
        }),
        response: identityResponses(emptySchema, '已修改', [400, 401]),
      },
    },
    async (request) => {
      const { oldPassword, newPassword } = parseWith<{ oldPassword: string; newPassword: string }>(changePasswordBody, request.body);
      await accounts.changePassword(sessionOf(request), oldPassword, newPassword);
      return ok({});
    },
  );
}
