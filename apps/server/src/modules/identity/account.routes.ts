import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { emptySchema, identityContract } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountService } from './account.service.js';
import { endMemberSession, listMemberSessions } from './member-sessions.js';
import type { TokenService } from './token.service.js';
import { sessionOf, type Auth } from './auth.js';
import { findUserById } from './user.repository.js';
import { userRowToView } from './user.service.js';

const { parts, bodies, records } = identityContract;

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

  implementContract(app, auth, parts.account, {
    stepUp: {
      tags,
      body: bodies.stepUp,
      response: envelopeResponses(records.stepUp, '验证有效期', [400, 401, 429]),
      handler: async (request) => ok(await accounts.stepUp(sessionOf(request), request.body)),
    },
    sessions: {
      tags,
      response: envelopeResponses({ type: 'array', items: records.memberSession }, '登录设备', [401]),
      handler: async (request) => ok(await listMemberSessions(db, clock, sessionOf(request))),
    },
    endSession: {
      tags,
      response: envelopeResponses(emptySchema, '已退出', [400, 401, 404]),
      handler: async (request) => {
        await endMemberSession(db, clock, tokens, sessionOf(request), request.params.id);
        return ok({});
      },
    },
    endOtherSessions: {
      tags,
      response: envelopeResponses(emptySchema, '已退出', [401]),
      handler: async (request) => {
        const session = sessionOf(request);
        await tokens.revokeUser(session.userId, session.familyId);
        return ok({});
      },
    },
    current: {
      tags,
      response: envelopeResponses(records.user, '当前用户', [401]),
      handler: async (request) => ok(userRowToView(await auth.user(request), true, sessionOf(request).loginType)),
    },
    info: {
      tags,
      response: envelopeResponses(records.user, '用户', [400, 404]),
      handler: async (request) => {
        const user = await findUserById(db, request.params.id);
        if (!user) throw new AppError('NOT_FOUND', '用户不存在');
        return ok(userRowToView(user, false));
      },
    },
    forgetPwd: {
      tags,
      body: bodies.forgetPwd,
      response: envelopeResponses(emptySchema, '已重设', [400]),
      handler: async (request) => {
        const { mobile, code, password } = request.body;
        await accounts.resetPassword(mobile, code, password);
        return ok({});
      },
    },
    setPwd: {
      tags,
      body: bodies.setPwd,
      response: envelopeResponses(emptySchema, '已设置', [400, 401, 403]),
      handler: async (request) => {
        await accounts.setPassword(sessionOf(request), request.body.password);
        return ok({});
      },
    },
    bindMobile: {
      tags,
      body: bodies.bindMobile,
      response: envelopeResponses(records.user, '修改后的用户', [400, 401, 403]),
      handler: async (request) => {
        const { mobile, code } = request.body;
        return ok(await accounts.bindMobile(sessionOf(request), mobile, code));
      },
    },
    updatePwdByMobileCode: {
      tags,
      body: bodies.updatePwdByMobileCode,
      response: envelopeResponses(emptySchema, '已修改', [400, 401]),
      handler: async (request) => {
        const { code, password } = request.body;
        await accounts.setPasswordByCode(sessionOf(request), code, password);
        return ok({});
      },
    },
    updatePwdByOldPwd: {
      tags: ['sso'],
      body: bodies.updatePwdByOldPwd,
      response: envelopeResponses(emptySchema, '已修改', [400, 401]),
      handler: async (request) => {
        const { oldPassword, newPassword } = request.body;
        await accounts.changePassword(sessionOf(request), oldPassword, newPassword);
        return ok({});
      },
    },
  });
}
