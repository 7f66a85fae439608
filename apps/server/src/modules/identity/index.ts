import type { ServerContext, ServerModule } from '../../context.js';
import { identityArchive } from './identity.archive.js';
import { isoAt } from '../../lib/clock.js';
import { accountRoutes } from './account.routes.js';
import { AccountService } from './account.service.js';
import { createAuth, type Auth } from './auth.js';
import { hasNoMembers, seedIdentity } from './identity.seed.js';
import { deleteExpiredTokens } from './session.repository.js';
import { sessionRoutes } from './session.routes.js';
import { deleteExpiredSmsCodes } from './sms.repository.js';
import { smsRoutes } from './sms.routes.js';
import { SmsService } from './sms.service.js';
import { TokenService } from './token.service.js';

export {
  sessionOf,
  tokenOf,
  type Auth,
  type Member,
  type MemberPreHandler,
  type PreHandler,
  type Viewer,
} from './auth.js';
export type { AccountService, LoginHook } from './account.service.js';
export type { SmsService } from './sms.service.js';
export type { Revocation, Session, TokenService } from './token.service.js';
export {
  deleteUserRow,
  displayNameTaken,
  findUserById,
  findUsersByIds,
  findUserByMobile,
  updateUser,
  userRowToBrief,
  type UserChanges,
} from './user.repository.js';
export { createWxMember, userRowToView } from './user.service.js';
export type { UserRow } from './user.table.js';
export { DEMO_ADMIN_MOBILE, demoAuthorIds, findDemoMembers } from './identity.seed.js';
export { demoCrowdIds } from './identity.crowd.js';

/** What the identity module offers the other modules. */
export interface IdentityServices {
  /** Pre-handlers deciding who calls (`member`, `admin`, `optional`); they set `request.session` and `request.viewer`. */
  auth: Auth;
  /** Logins, sign-up and password rules; every session comes out of `accounts.open`. */
  accounts: AccountService;
  tokens: TokenService;
  sms: SmsService;
}

declare module '../../context.js' {
  interface ModuleServices {
    identity: IdentityServices;
  }
}

function createIdentityServices(ctx: ServerContext): IdentityServices {
  const { config, db, clock, store } = ctx;
  const sms = new SmsService({
    db,
    store,
    clock,
    provider: ctx.smsProvider,
    maxPerMobilePerDay: config.smsDailyMaxPerMobile,
    maxPerIpPerDay: config.smsDailyMaxPerIp,
    outbox: config.nodeEnv !== 'production',
    log: ctx.log,
  });
  const tokens = new TokenService(db, clock, config.limits.refreshGraceSeconds * 1000);
  const accounts = new AccountService({ db, sms, tokens, store, clock, limits: config.limits });
  return { auth: createAuth(db, tokens), accounts, tokens, sms };
}

/**
 * Members and their sessions: SMS codes, login, sign-up, refresh and logout, passwords and mobile,
 * and the auth pre-handlers every other module uses. Depends on no other module.
 */
export const identityModule: ServerModule = {
  name: 'identity',
  dependsOn: [],
  archive: identityArchive,
  erase: {
    // The member's SMS codes are kept by mobile, not by user: they do not cascade with the user row.
    async rows({ mobile }, trx) {
      await trx.deleteFrom('sms_code').where('mobile', '=', mobile).execute();
    },
  },
  services: (ctx) => ({ identity: createIdentityServices(ctx) }),
  async register(app, ctx) {
    const { auth, accounts, tokens, sms } = ctx.identity;
    // On the root instance: every module's routes read the session and the viewer the pre-handlers set.
    app.decorateRequest('session', null);
    app.decorateRequest('viewer', null);
    await app.register(smsRoutes, { sms, devOutbox: ctx.config.nodeEnv !== 'production' });
    await app.register(sessionRoutes, { auth, accounts, tokens });
    await app.register(accountRoutes, { db: ctx.db, clock: ctx.clock, auth, accounts, tokens });
  },
  isEmpty: hasNoMembers,
  seed: seedIdentity,
  async prune({ db, clock }) {
    const nowIso = isoAt(clock());
    return (await deleteExpiredTokens(db, nowIso)) + (await deleteExpiredSmsCodes(db, nowIso));
  },
};
