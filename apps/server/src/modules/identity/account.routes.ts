import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  emptySchema,
  identityContract,
  type BindMobileBody,
  type ChangePasswordBody,
  type ForgetPasswordBody,
  type PasswordByCodeBody,
} from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import type { AccountService } from './account.service.js';
import { sessionOf, type Auth } from './auth.js';
import { findUserById } from './user.repository.js';
import { userRowToView } from './user.service.js';

const { paths, bodies, records } = identityContract;

/** What the account routes use. */
export interface AccountRoutesOptions {
  db: Kysely<Database>;
  auth: Auth;
  accounts: AccountService;
}

/** The member's own account (current user, passwords, mobile) and the public `/api/user/info/{id}`. */
export async function accountRoutes(app: FastifyInstance, { db, auth, accounts }: AccountRoutesOptions): Promise<void> {
  const tags = ['user'];

  contractRoute(
    app,
    paths.current,
    {
      tags,
      summary: '当前用户',
      auth: auth.member,
      response: envelopeResponses(records.user, '当前用户', [401]),
    },
    async (request) => ok(userRowToView(await auth.user(request), true, sessionOf(request).loginType)),
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.info,
    {
      tags,
      summary: '用户信息（公开）',
      description: '手机号打码。',
      params: { id: '用户 ID' },
      response: envelopeResponses(records.user, '用户', [400, 404]),
    },
    async (request) => {
      const user = await findUserById(db, request.params.id);
      if (!user) throw new AppError('NOT_FOUND', '用户不存在');
      return ok(userRowToView(user, false));
    },
  );

  contractRoute<{ Body: ForgetPasswordBody }>(
    app,
    paths.forgetPwd,
    {
      tags,
      summary: '忘记密码',
      description: '用 forgot 用途的验证码重设密码；该用户的所有登录失效。',
      body: bodies.forgetPwd,
      response: envelopeResponses(emptySchema, '已重设', [400]),
    },
    async (request) => {
      const { mobile, code, password } = request.body;
      await accounts.resetPassword(mobile, code, password);
      return ok({});
    },
  );

  contractRoute<{ Body: { password: string } }>(
    app,
    paths.setPwd,
    {
      tags,
      summary: '设置密码（尚无密码时）',
      auth: auth.member,
      body: bodies.setPwd,
      response: envelopeResponses(emptySchema, '已设置', [400, 401]),
    },
    async (request) => {
      await accounts.setPassword(sessionOf(request), request.body.password);
      return ok({});
    },
  );

  contractRoute<{ Body: BindMobileBody }>(
    app,
    paths.bindMobile,
    {
      tags,
      summary: '更换手机号',
      description: '验证码（用途 changeMobile）发送到新手机号。',
      auth: auth.member,
      body: bodies.bindMobile,
      response: envelopeResponses(records.user, '修改后的用户', [400, 401]),
    },
    async (request) => {
      const { mobile, code } = request.body;
      return ok(await accounts.bindMobile(sessionOf(request), mobile, code));
    },
  );

  contractRoute<{ Body: PasswordByCodeBody }>(
    app,
    paths.updatePwdByMobileCode,
    {
      tags,
      summary: '用本人手机验证码修改密码',
      auth: auth.member,
      body: bodies.updatePwdByMobileCode,
      response: envelopeResponses(emptySchema, '已修改', [400, 401]),
    },
    async (request) => {
      const { code, password } = request.body;
      await accounts.setPasswordByCode(sessionOf(request), code, password);
      return ok({});
    },
  );

  contractRoute<{ Body: ChangePasswordBody }>(
    app,
    paths.updatePwdByOldPwd,
    {
      tags: ['sso'],
      summary: '用原密码修改密码',
      description: '其他设备上的登录随之失效。',
      auth: auth.member,
      body: bodies.updatePwdByOldPwd,
      response: envelopeResponses(emptySchema, '已修改', [400, 401]),
    },
    async (request) => {
      const { oldPassword, newPassword } = request.body;
      await accounts.changePassword(sessionOf(request), oldPassword, newPassword);
      return ok({});
    },
  );
}
