import { displayNameKey } from '../../lib/display-name.js';
import { maskMobile, type IdentityUser, type LoginType } from '@yiying/models';
import type { IdentityDb } from './identity.db.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { randomToken } from '../../lib/secrets.js';
import { insertUsers } from './user.repository.js';
import type { UserRow } from './user.table.js';

/** Members created by an official-account scan have no mobile yet; the unique column holds this placeholder. */
export const NO_MOBILE_PREFIX = 'wx:';

function realMobile(mobile: string): string {
  return mobile.startsWith(NO_MOBILE_PREFIX) ? '' : mobile;
}

/**
 * Row → `User`. The owner sees everything; anyone else gets the masked mobile, and neither the
 * password flag nor a verification that is not approved.
 */
export function userRowToView(row: UserRow, own: boolean, loginType?: LoginType): IdentityUser {
  const mobile = realMobile(row.mobile);
  return {
    userId: row.user_id,
    username: row.username,
    avatar: row.avatar,
    signature: row.signature,
    mobile: own ? mobile : maskMobile(mobile),
    type: row.type,
    loginType: loginType ?? row.login_type,
    role: row.role,
    hasPassword: own ? row.password_hash !== null : false,
    certificateState: own || row.certificate_state === 'approved' ? row.certificate_state : 'none',
    createTime: row.create_time,
  };
}

export interface NewMember {
  mobile: string;
  username?: string;
  passwordHash?: string | null;
  loginType: LoginType;
}

/** Default nickname of a new member: 用户 + the last four digits of the mobile. */
export function defaultNickname(mobile: string): string {
  return `用户${mobile.slice(-4)}`;
}

/** Creates an ordinary member; the caller has proved the mobile with an SMS code. */
export async function createMember(db: IdentityDb, member: NewMember, now: number): Promise<UserRow> {
  const userId = newId(now);
  const username = member.username?.trim() || defaultNickname(member.mobile);
  const row: UserRow = {
    user_id: userId,
    account: `u_${userId}`,
    username,
    name_key: displayNameKey(username),
    mobile: member.mobile,
    avatar: '',
    type: 'user',
    signature: null,
    password_hash: member.passwordHash ?? null,
    role: 'member',
    login_type: member.loginType,
    certificate_state: 'none',
    create_time: isoAt(now),
    update_time: isoAt(now),
  };
  await insertUsers(db, [row]);
  return row;
}

/** A member known only by an official-account openid (no mobile yet). */
export async function createWxMember(db: IdentityDb, now: number): Promise<UserRow> {
  const placeholder = `${NO_MOBILE_PREFIX}${randomToken(12)}`;
  const row = await createMember(db, { mobile: placeholder, loginType: 'qrcode' }, now);
  return row;
}
