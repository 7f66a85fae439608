import type { IdentityUser, LoginType, SessionData } from '@yiying/models';
import type { IdentityDb } from './identity.db.js';
import { AppError, tooManyRequests } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/secrets.js';
import type { KeyValueStore } from '../../lib/store.js';
import type { LimitsConfig } from '../../config.js';
import { clientKey, SlidingWindowLimiter } from '../../lib/rate-limit.js';
import type { SmsService } from './sms.service.js';
import { findUserById, findUserByMobile, updateUser } from './user.repository.js';
import { createMember, userRowToView } from './user.service.js';
import type { UserRow } from './user.table.js';
import type { Session, TokenService } from './token.service.js';

export const WRONG_PASSWORD_MESSAGE = '手机号或密码错误';
export const MOBILE_TAKEN_MESSAGE = '该手机号已注册';
export const MOBILE_BOUND_MESSAGE = '该手机号已被其他账号绑定';
export const MOBILE_UNKNOWN_MESSAGE = '该手机号未注册';
export const OLD_PASSWORD_MESSAGE = '原密码错误';
export const PASSWORD_ALREADY_SET_MESSAGE = '已设置密码，请使用原密码修改';
export const STEP_UP_REQUIRED_MESSAGE = '请先验证身份';
export const STEP_UP_PASSWORD_MESSAGE = '登录密码错误';
export const STEP_UP_NO_PASSWORD_MESSAGE = '尚未设置登录密码，请使用短信验证码验证';
export const SESSION_UNKNOWN_MESSAGE = '登录设备不存在或已退出';

/** How long a 验证身份 lets the session change the account (bind a mobile, set a password, export data). */
export const STEP_UP_TTL_MS = 10 * 60_000;

/** How long an address that logged in to an account stays known to it (exempt from the account-wide pause). */
const KNOWN_ADDRESS_TTL_MS = 30 * 24 * 3_600_000;

/** The login and password limits (config `limits`). */
export type AccountLimits = Pick<LimitsConfig, 'loginPerIp' | 'loginAccountPerIp' | 'loginAccount' | 'passwordChange'>;

export interface AccountServiceOptions {
  db: IdentityDb;
  sms: SmsService;
  tokens: TokenService;
  store: KeyValueStore;
  clock: Clock;
  limits: AccountLimits;
}

/** Run for every login (any path) before its tokens are issued; a failing hook fails the login. */
export type LoginHook = (user: UserRow) => Promise<void>;

/** Login, sign-up and password rules; every session comes out of `open`. */
export class AccountService {
  private readonly limiter: SlidingWindowLimiter;
  /** What other modules do when a member logs in (a pending account deletion is withdrawn). */
  readonly loginHooks: LoginHook[] = [];

  constructor(private readonly options: AccountServiceOptions) {
    this.limiter = new SlidingWindowLimiter(options.store, options.clock);
  }

  private get db(): IdentityDb {
    return this.options.db;
  }

  private nowIso(): string {
    return isoAt(this.options.clock());
  }

  /** Issues a token pair and records how the member logged in. */
  async open(user: UserRow, loginType: LoginType): Promise<SessionData> {
    for (const hook of this.loginHooks) await hook(user);
    const tokens = await this.options.tokens.issue(user.user_id, loginType);
    if (user.login_type !== loginType) {
      await updateUser(this.db, user.user_id, { login_type: loginType }, this.nowIso());
    }
    return { ...tokens, user: userRowToView({ ...user, login_type: loginType }, true, loginType) };
  }

  /** SMS login; an unknown mobile becomes a new member. */
  async loginByCode(mobile: string, code: string): Promise<SessionData> {
    await this.options.sms.verify(mobile, 'login', code);
    const user =
      (await findUserByMobile(this.db, mobile)) ??
      (await createMember(this.db, { mobile, loginType: 'message' }, this.options.clock()));
    return this.open(user, 'message');
  }

  /**
   * Password login. Every attempt is counted before the hash is checked, so parallel tries count one each:
   * per address (all accounts), per account and address, and per account from addresses that never logged in
   * to it. The last one pauses only new addresses, so wrong passwords sent by others never shut the owner out
   * of a device that logged in before (and SMS login always stays open).
   */
  async loginByPassword(mobile: string, password: string, ip = ''): Promise<SessionData> {
    const { limits, store } = this.options;
    const address = clientKey(ip);
    const accountAddress = `login:acct-ip:${mobile}:${address}`;
    const known = (await store.get(`login:known:${mobile}:${address}`)) !== null;
    const checks = await Promise.all([
      this.limiter.hit(limits.loginPerIp, `login:ip:${address}`),
      this.limiter.hit(limits.loginAccountPerIp, accountAddress),
      known ? null : this.limiter.peek(limits.loginAccount, `login:acct:${mobile}`),
    ]);
    const refused = checks.filter((c) => c !== null && !c.allowed);
    if (refused.length > 0) throw tooManyRequests(Math.max(...refused.map((c) => c?.retryAfterSeconds ?? 1)));
    const user = await findUserByMobile(this.db, mobile);
    // verifyPassword hashes even without a stored hash, so unknown mobiles answer as slowly as known ones.
    if (!(await verifyPassword(password, user?.password_hash ?? null)) || !user) {
      await this.limiter.hit(limits.loginAccount, `login:acct:${mobile}`);
      throw new AppError('BAD_REQUEST', WRONG_PASSWORD_MESSAGE);
    }
    await this.limiter.reset(limits.loginAccountPerIp, accountAddress);
    await store.set(`login:known:${mobile}:${address}`, '1', KNOWN_ADDRESS_TTL_MS);
    return this.open(user, 'password');
  }

  async signup(request: { mobile: string; code: string; password?: string; nickname?: string }): Promise<SessionData> {
    await this.options.sms.verify(request.mobile, 'register', request.code);
    if (await findUserByMobile(this.db, request.mobile)) throw new AppError('BAD_REQUEST', MOBILE_TAKEN_MESSAGE);
    const passwordHash = request.password ? await hashPassword(request.password) : null;
    const user = await createMember(
      this.db,
      { mobile: request.mobile, username: request.nickname, passwordHash, loginType: 'message' },
      this.options.clock(),
    );
    return this.open(user, 'message');
  }

  async refresh(refreshToken: string): Promise<SessionData> {
    const { tokens, loginType } = await this.options.tokens.refresh(refreshToken);
    const user = await findUserById(this.db, tokens.userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return { ...tokens, user: userRowToView(user, true, loginType) };
  }

  /** Forgotten password: a `forgot` code of the mobile; every session of the member ends. */
  async resetPassword(mobile: string, code: string, password: string): Promise<void> {
    await this.options.sms.verify(mobile, 'forgot', code);
    const user = await findUserByMobile(this.db, mobile);
    if (!user) throw new AppError('BAD_REQUEST', MOBILE_UNKNOWN_MESSAGE);
    await updateUser(this.db, user.user_id, { password_hash: await hashPassword(password) }, this.nowIso());
    await this.options.tokens.revokeUser(user.user_id);
  }

  async changePassword(session: Session, oldPassword: string, newPassword: string): Promise<void> {
    const attempt = await this.limiter.hit(this.options.limits.passwordChange, `pwd:change:${session.userId}`);
    if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds);
    const user = await this.member(session);
    if (!(await verifyPassword(oldPassword, user.password_hash)))
      throw new AppError('BAD_REQUEST', OLD_PASSWORD_MESSAGE);
    await this.setPasswordHash(session, newPassword);
  }

  /** First password of a member who logged in by code only. */
  async setPassword(session: Session, password: string): Promise<void> {
    await this.requireStepUp(session);
    const user = await this.member(session);
    if (user.password_hash !== null) throw new AppError('BAD_REQUEST', PASSWORD_ALREADY_SET_MESSAGE);
    await this.setPasswordHash(session, password);
  }

  /** New password with a `forgot` code sent to the member's own mobile. */
  async setPasswordByCode(session: Session, code: string, password: string): Promise<void> {
    const user = await this.member(session);
    await this.options.sms.verify(user.mobile, 'forgot', code);
    await this.setPasswordHash(session, password);
  }

  /** Moves the member to a new mobile proved with a `changeMobile` code. */
  /**
   * Moves the member to a new mobile proved with a `changeMobile` code, after a fresh 验证身份 of this session (a code
   * to the current mobile, or the password): a stolen session alone cannot move the account to the thief's phone.
   * Every other session ends and the old number is told.
   */
  async bindMobile(session: Session, mobile: string, code: string): Promise<IdentityUser> {
    await this.requireStepUp(session);
    const user = await this.member(session);
    await this.options.sms.verify(mobile, 'changeMobile', code);
    const owner = await findUserByMobile(this.db, mobile);
    if (owner && owner.user_id !== user.user_id) throw new AppError('BAD_REQUEST', MOBILE_BOUND_MESSAGE);
    await updateUser(this.db, user.user_id, { mobile }, this.nowIso());
    await this.options.tokens.revokeUser(session.userId, session.familyId);
    if (user.mobile !== mobile)
      await this.options.sms.notify(user.mobile, { kind: 'mobileChanged', newMobile: mobile });
    return userRowToView({ ...user, mobile }, true, session.loginType);
  }

  /**
   * 验证身份: a `stepUp` code sent to the member's own mobile, or the login password, marks this session (its login
   * family) as verified for `STEP_UP_TTL_MS`. Wrong passwords count against the password-change limit.
   */
  async stepUp(session: Session, proof: { code?: string; password?: string }): Promise<{ verifiedUntil: string }> {
    const user = await this.member(session);
    if (proof.code) {
      await this.options.sms.verify(user.mobile, 'stepUp', proof.code);
    } else {
      const attempt = await this.limiter.hit(this.options.limits.passwordChange, `pwd:change:${session.userId}`);
      if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds);
      if (user.password_hash === null) throw new AppError('BAD_REQUEST', STEP_UP_NO_PASSWORD_MESSAGE);
      if (!(await verifyPassword(proof.password ?? '', user.password_hash))) {
        throw new AppError('BAD_REQUEST', STEP_UP_PASSWORD_MESSAGE);
      }
    }
    const until = this.options.clock() + STEP_UP_TTL_MS;
    await this.options.store.set(`stepup:${session.familyId}`, String(until), STEP_UP_TTL_MS);
    return { verifiedUntil: isoAt(until) };
  }

  /** 403 请先验证身份 unless this session passed 验证身份 within the last `STEP_UP_TTL_MS`. */
  async requireStepUp(session: Session): Promise<void> {
    const until = await this.options.store.get(`stepup:${session.familyId}`);
    if (until === null || Number(until) <= this.options.clock()) {
      throw new AppError('FORBIDDEN', STEP_UP_REQUIRED_MESSAGE);
    }
  }

  private async setPasswordHash(session: Session, password: string): Promise<void> {
    await updateUser(this.db, session.userId, { password_hash: await hashPassword(password) }, this.nowIso());
    // Other devices may be in the hands of whoever knew the old password.
    await this.options.tokens.revokeUser(session.userId, session.familyId);
  }

  private async member(session: Session): Promise<UserRow> {
    const user = await findUserById(this.db, session.userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }
}
