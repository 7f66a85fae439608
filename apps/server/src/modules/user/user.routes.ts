import type { FastifyInstance } from 'fastify';
import { CaptchaScope } from '@yiying/models';
import { MESSAGES, loginSchema, sendSmsSchema } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { bodySchema, idParams, textProperty } from '../../lib/body-schema.js';
import { ok } from '../../lib/envelope.js';
import { emptySchema, identityResponses, userViewSchema } from '../../lib/identity-schemas.js';
import { parseWith } from '../../lib/validation.js';
import { sessionOf } from '../../plugins/auth.js';
import type { IdentityDeps } from '../identity.js';
import { sessionSchema } from '../../lib/identity-schemas.js';
import { attentionState, followCounts } from '../fans/fans.service.js';
import { findUserById, countUserContent } from './user.repository.js';
import {
  bindMobileBody,
  forgetPasswordBody,
  passwordByCodeBody,
  profileChangesBody,
  setPasswordBody,
} from './user.schemas.js';
import { updateProfile } from './profile.service.js';
import { userRowToView } from './user.service.js';

const mobileProperty = textProperty('手机号', MESSAGES.phoneInvalid);
const codeProperty = textProperty('短信验证码（6 位数字）', MESSAGES.codeInvalid);
const passwordProperty = textProperty('密码', MESSAGES.passwordLength);

const extendSchema = {
  type: 'object',
  required: ['attentionNum', 'fansNum', 'contentNum'],
  properties: {
    attentionNum: { type: 'integer', description: '关注数' },
    fansNum: { type: 'integer', description: '粉丝数' },
    contentNum: { type: 'integer', description: '作品数' },
  },
};

const attentionSchema = {
  type: 'object',
  required: ['attention', 'mutual'],
  properties: { attention: { type: 'boolean' }, mutual: { type: 'boolean' } },
};

/** `/web/user/*` account calls and the public `/api/user/*` reads. */
export async function userRoutes(app: FastifyInstance, deps: IdentityDeps): Promise<void> {
  const { auth, accounts, sms, db } = deps;
  const tags = ['user'];

  app.post(
    '/web/user/sendSms',
    {
      schema: {
        operationId: 'sendSms',
        tags,
        summary: '发送短信验证码',
        description: '60 秒内同一手机号只能发送一次，且每个手机号和每个地址每天有上限（超出时 429 并带 Retry-After）。已注册与未注册的手机号得到相同的答复。',
        body: bodySchema({
          mobile: mobileProperty,
          scope: textProperty('用途', MESSAGES.captchaScopeInvalid, { enum: Object.values(CaptchaScope) }),
        }),
        response: identityResponses(emptySchema, '已发送', [400, 429]),
      },
    },
    async (request) => {
      const { mobile, scope } = parseWith<{ mobile: string; scope: CaptchaScope }>(sendSmsSchema, request.body);
      await sms.send(mobile, scope, request.ip);
      return ok({});
    },
  );

  app.post(
    '/web/user/login',
    {
      schema: {
        operationId: 'login',
        tags,
        summary: '登录',
        description: '`type` 为 message（默认，短信验证码，未注册的手机号自动注册）或 password。',
        body: bodySchema({
          type: textProperty('登录方式', MESSAGES.loginModeInvalid, { enum: ['message', 'password'] }),
          mobile: mobileProperty,
          code: codeProperty,
          password: passwordProperty,
        }),
        response: identityResponses(sessionSchema, '登录成功', [400, 429]),
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
    '/web/user/logout',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'logout',
        tags,
        summary: '退出登录',
        description: '注销访问令牌及其刷新令牌家族。',
        response: identityResponses(emptySchema, '已退出', [401]),
      },
    },
    async (request) => {
      await deps.tokens.revokeFamily(sessionOf(request).familyId);
      return ok({});
    },
  );

  app.get(
    '/web/user/current',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'currentUser',
        tags,
        summary: '当前用户',
        response: identityResponses(userViewSchema, '当前用户', [401]),
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
        response: identityResponses(userViewSchema, '用户', [400, 404]),
      },
    },
    async (request) => {
      const user = await findUserById(db, request.params.id);
      if (!user) throw new AppError('NOT_FOUND', '用户不存在');
      return ok(userRowToView(user, false));
    },
  );

  app.get<{ Params: { userId: string } }>(
    '/web/user/attention/:userId',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'attentionFlag',
        tags,
        summary: '是否关注了某用户',
        params: idParams('userId', '用户 ID'),
        response: identityResponses(attentionSchema, '关注状态', [400, 401]),
      },
    },
    async (request) => ok(await attentionState(db, sessionOf(request).userId, request.params.userId)),
  );

  app.get(
    '/web/user/extend',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'userExtend',
        tags,
        summary: '当前用户的关注、粉丝和作品数',
        response: identityResponses(extendSchema, '计数', [401]),
      },
    },
    async (request) => {
      const userId = sessionOf(request).userId;
      return ok({ ...(await followCounts(db, userId)), contentNum: await countUserContent(db, userId, true) });
    },
  );

  app.get<{ Params: { userId: string } }>(
    '/api/user/extend/:userId',
    {
      schema: {
        operationId: 'userExtendOf',
        tags,
        summary: '某用户的关注、粉丝和作品数（公开）',
        params: idParams('userId', '用户 ID'),
        response: identityResponses(extendSchema, '计数', [400, 404]),
      },
    },
    async (request) => {
      const { userId } = request.params;
      if (!(await findUserById(db, userId))) throw new AppError('NOT_FOUND', '用户不存在');
      return ok({ ...(await followCounts(db, userId)), contentNum: await countUserContent(db, userId, false) });
    },
  );

  app.post(
    '/web/user/update',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'updateUser',
        tags,
        summary: '修改个人资料',
        description: '`avatar` 必须是本人上传的图片（/files/u/…）。',
        body: bodySchema({
          username: textProperty('昵称', MESSAGES.nicknameMax),
          signature: textProperty('个性签名', MESSAGES.signatureMax),
          avatar: textProperty('头像地址', '头像地址不正确'),
        }),
        response: identityResponses(userViewSchema, '修改后的用户', [400, 401]),
      },
    },
    async (request) => {
      const changes = parseWith<{ username?: string; signature?: string; avatar?: string }>(profileChangesBody, request.body);
      const session = sessionOf(request);
      return ok(await updateProfile(deps, session, changes));
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
        response: identityResponses(emptySchema, '已重设', [400]),
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
        response: identityResponses(emptySchema, '已设置', [400, 401]),
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
        response: identityResponses(userViewSchema, '修改后的用户', [400, 401]),
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
        response: identityResponses(emptySchema, '已修改', [400, 401]),
      },
    },
    async (request) => {
      const { code, password } = parseWith<{ code: string; password: string }>(passwordByCodeBody, request.body);
      await accounts.setPasswordByCode(sessionOf(request), code, password);
      return ok({});
    },
  );
}
