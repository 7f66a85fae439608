import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  emptySchema,
  identityContract,
  type BindMobileBody,
  type ChangePasswordBody,
  type ForgetPasswordBody,
  type PasswordByCodeBody,
  type StepUpBody,
} from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountService } from './account.service.js';
import { endMemberSession, listMemberSessions } from './member-sessions.js';
import type { TokenService } from './token.service.js';
import { sessionOf, type Auth } from './auth.js';
import { findUserById } from './user.repository.js';
import { userRowToView } from './user.service.js';

const { paths, bodies, records } = identityContract;

/** What the account routes use. */
export interface AccountRoutesOptions {
  db: Kysely<Database>;
  clock: Clock;
  auth: Auth;
  accounts: AccountService;
  tokens: TokenService;
}

/** The member's own account (current user, passwords, mobile) and the public `/api/user/info/{id}`. */
export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions): Promise<void> {
  const { db, clock, auth, accounts, tokens } = options;
  const tags = ['user'];

  contractRoute<{ Body: StepUpBody }>(
    app,
    paths.stepUp,
    {
      tags,
      summary: '验证身份',
      description:
        '用发往本人手机号、用途为 stepUp 的短信验证码，或登录密码，证明操作者是账号本人；此后 10 分钟内本登录可更换手机号、设置密码、导出数据。',
      auth: auth.member,
      body: bodies.stepUp,
      response: envelopeResponses(records.stepUp, '验证有效期', [400, 401, 429]),
    },
    async (request) => ok(await accounts.stepUp(sessionOf(request), request.body)),
  );

  contractRoute(
    app,
    paths.sessions,
    {
      tags,
      summary: '登录设备',
      description: '本人每个登录中的设备：浏览器与系统、打码的 IP 地址、最近使用时间；当前设备在前。',
      auth: auth.member,
      response: envelopeResponses({ type: 'array', items: records.memberSession }, '登录设备', [401]),
    },
    async (request) => ok(await listMemberSessions(db, clock, sessionOf(request))),
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.endSession,
    {
      tags,
      summary: '退出某个登录设备',
      description: '该设备的令牌立即失效，聊天连接随之断开。',
      params: { id: '登录设备 ID（sessionId）' },
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已退出', [400, 401, 404]),
    },
    async (request) => {
      await endMemberSession(db, clock, tokens, sessionOf(request), request.params.id);
      return ok({});
    },
  );

  contractRoute(
    app,
    paths.endOtherSessions,
    {
      tags,
      summary: '退出其他所有设备',
      auth: auth.member,
      response: envelopeResponses(emptySchema, '已退出', [401]),
    },
    async (request) => {
      const session = sessionOf(request);
      await tokens.revokeUser(session.userId, session.familyId);
      return ok({});
    },
  );

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
      description: '先在 10 分钟内完成验证身份（否则 403 请先验证身份）；其他设备的登录随之失效。',
      auth: auth.member,
      body: bodies.setPwd,
      response: envelopeResponses(emptySchema, '已设置', [400, 401, 403]),
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
      description:
        '先在 10 分钟内完成验证身份（否则 403 请先验证身份）；验证码（用途 changeMobile）发送到新手机号。成功后其他设备的登录全部失效，原手机号收到通知短信。',
      auth: auth.member,
      body: bodies.bindMobile,
      response: envelopeResponses(records.user, '修改后的用户', [400, 401, 403]),
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
