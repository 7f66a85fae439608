import type { Kysely } from 'kysely';
import type { IdentityUser, LoginType, SessionData } from '@yiying/models';
import type { Database } from '../../db/schema.js';
import { AppError, tooManyRequests } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/secrets.js';
import type { KeyValueStore } from '../../lib/store.js';
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

/** Wrong passwords a mobile may try in a window before password login pauses. */
const PASSWORD_FAILURES_MAX = 10;
const PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

export interface AccountServiceOptions {
  db: Kysely<Database>;
  sms: SmsService;
  tokens: TokenService;
  store: KeyValueStore;
  clock: Clock;
}

/** Login, sign-up and password rules; every session comes out of `open`. */
export class AccountService {
  constructor(private readonly options: AccountServiceOptions) {}

  private get db(): Kysely<Database> {
    return this.options.db;
  }

  private nowIso(): string {
    return isoAt(this.options.clock());
  }

  /** Issues a token pair and records how the member logged in. */
  async open(user: UserRow, loginType: LoginType): Promise<SessionData> {
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

  async loginByPassword(mobile: string, password: string): Promise<SessionData> {
    const { store } = this.options;
    const failuresKey = `login:fail:${mobile}`;
    const failures = Number((await store.get(failuresKey)) ?? 0);
    if (failures >= PASSWORD_FAILURES_MAX) throw tooManyRequests((await store.ttl(failuresKey)) / 1000);
    const user = await findUserByMobile(this.db, mobile);
    // verifyPassword hashes even without a stored hash, so unknown mobiles answer as slowly as known ones.
    if (!(await verifyPassword(password, user?.password_hash ?? null)) || !user) {
      await store.increment(failuresKey, PASSWORD_FAILURE_WINDOW_MS);
      throw new AppError('BAD_REQUEST', WRONG_PASSWORD_MESSAGE);
    }
    await store.delete(failuresKey);
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
    const user = await this.member(session);
    if (!(await verifyPassword(oldPassword, user.password_hash)))
      throw new AppError('BAD_REQUEST', OLD_PASSWORD_MESSAGE);
    await this.setPasswordHash(session, newPassword);
  }

  /** First password of a member who logged in by code only. */
  async setPassword(session: Session, password: string): Promise<void> {
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
  async bindMobile(session: Session, mobile: string, code: string): Promise<IdentityUser> {
    const user = await this.member(session);
    await this.options.sms.verify(mobile, 'changeMobile', code);
    const owner = await findUserByMobile(this.db, mobile);
    if (owner && owner.user_id !== user.user_id) throw new AppError('BAD_REQUEST', MOBILE_BOUND_MESSAGE);
    await updateUser(this.db, user.user_id, { mobile }, this.nowIso());
    return userRowToView({ ...user, mobile }, true, session.loginType);
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
