import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGES } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { bodySchema, idParams, textProperty } from '../../lib/body-schema.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { emptySchema } from '../../lib/schemas.js';
import { parseWith } from '../../lib/validation.js';
import type { AccountService } from './account.service.js';
import { sessionOf, type Auth } from './auth.js';
import { userViewSchema } from './identity.schemas.js';
import { findUserById } from './user.repository.js';
import {
  bindMobileBody,
  changePasswordBody,
  forgetPasswordBody,
  passwordByCodeBody,
  setPasswordBody,
} from './user.schemas.js';
import { userRowToView } from './user.service.js';

const mobileProperty = textProperty('手机号', MESSAGES.phoneInvalid);
const codeProperty = textProperty('短信验证码（6 位数字）', MESSAGES.codeInvalid);
const passwordProperty = textProperty('密码', MESSAGES.passwordLength);

/** What the account routes use. */
export interface AccountRoutesOptions {
  db: Kysely<Database>;
  auth: Auth;
  accounts: AccountService;
}

/** The member's own account (current user, passwords, mobile) and the public `/api/user/info/{id}`. */
export async function accountRoutes(
  app: FastifyInstance,
  { db, auth, accounts }: AccountRoutesOptions,
): Promise<void> {
  const tags = ['user'];

  app.get(
    '/web/user/current',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'currentUser',
        tags,
        summary: '当前用户',
        response: envelopeResponses(userViewSchema, '当前用户', [401]),
      },
    },
    async (request) => ok(userRowToView(await auth.user(request), true, sessionOf(request).loginType)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/user/info/:id',
    {
      schema: {
        operationId: 'userInfo',
        tags,
        summary: '用户信息（公开）',
        description: '手机号打码。',
        params: idParams('id', '用户 ID'),
        response: envelopeResponses(userViewSchema, '用户', [400, 404]),
      },
    },
    async (request) => {
      const user = await findUserById(db, request.params.id);
      if (!user) throw new AppError('NOT_FOUND', '用户不存在');
      return ok(userRowToView(user, false));
    },
  );

  app.post(
    '/web/user/forgetPwd',
    {
      schema: {
        operationId: 'forgetPwd',
        tags,
        summary: '忘记密码',
        description: '用 forgot 用途的验证码重设密码；该用户的所有登录失效。',
        body: bodySchema({ mobile: mobileProperty, code: codeProperty, password: passwordProperty }),
        response: envelopeResponses(emptySchema, '已重设', [400]),
      },
    },
    async (request) => {
      const { mobile, code, password } = parseWith<{ mobile: string; code: string; password: string }>(forgetPasswordBody, request.body);
      await accounts.resetPassword(mobile, code, password);
      return ok({});
    },
  );

  app.post(
    '/web/user/setPwd',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'setPwd',
        tags,
        summary: '设置密码（尚无密码时）',
        body: bodySchema({ password: passwordProperty }),
        response: envelopeResponses(emptySchema, '已设置', [400, 401]),
      },
    },
    async (request) => {
      const { password } = parseWith<{ password: string }>(setPasswordBody, request.body);
      await accounts.setPassword(sessionOf(request), password);
      return ok({});
    },
  );

  app.post(
    '/web/user/bindMobile',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'bindMobile',
        tags,
        summary: '更换手机号',
        description: '验证码（用途 changeMobile）发送到新手机号。',
        body: bodySchema({ mobile: mobileProperty, code: codeProperty }),
        response: envelopeResponses(userViewSchema, '修改后的用户', [400, 401]),
      },
    },
    async (request) => {
      const { mobile, code } = parseWith<{ mobile: string; code: string }>(bindMobileBody, request.body);
      return ok(await accounts.bindMobile(sessionOf(request), mobile, code));
    },
  );

  app.post(
    '/web/user/updatePwdByMobileCode',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'updatePwdByMobileCode',
        tags,
        summary: '用本人手机验证码修改密码',
        body: bodySchema({ code: codeProperty, password: passwordProperty }),
        response: envelopeResponses(emptySchema, '已修改', [400, 401]),
      },
    },
    async (request) => {
      const { code, password } = parseWith<{ code: string; password: string }>(passwordByCodeBody, request.body);
      await accounts.setPasswordByCode(sessionOf(request), code, password);
      return ok({});
    },
  );

  app.post(
    '/web/sso/updatePwdByOldPwd',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'updatePwdByOldPwd',
        tags: ['sso'],
        summary: '用原密码修改密码',
        description: '其他设备上的登录随之失效。',
        body: bodySchema({
          oldPassword: textProperty('原密码', MESSAGES.oldPasswordRequired),
          newPassword: textProperty('新密码', MESSAGES.passwordLength),
        }),
        response: envelopeResponses(emptySchema, '已修改', [400, 401]),
      },
    },
    async (request) => {
      const { oldPassword, newPassword } = parseWith<{ oldPassword: string; newPassword: string }>(changePasswordBody, request.body);
      await accounts.changePassword(sessionOf(request), oldPassword, newPassword);
      return ok({});
    },
  );
}
