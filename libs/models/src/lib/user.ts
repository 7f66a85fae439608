import { THEME_COLORS } from './constants.js';
import { USER_TYPE_LABELS, UserType, isEnumValue } from './enums.js';

/** A user as embedded in other entities (creator, author). */
export interface UserBrief {
  userId: string;
  username: string;
  avatar: string;
  /** Identity type; doctor and student show their own badge. */
  type?: UserType;
  signature?: string;
  mobile?: string;
}

/** A user as the API returns it. */
export interface UserRecord {
  userId: string;
  username: string;
  nickname?: string | null;
  avatar?: string | null;
  mobile?: string | null;
  email?: string | null;
  signature?: string | null;
  /** Identity type (user / doctor / student). */
  type?: UserType | string | null;
  /** How the user logged in (`message`, `password`, `wxmp`). */
  loginType?: string | null;
  gender?: string | null;
  fansNum?: number;
  attentionNum?: number;
  likesNum?: number;
  createTime?: string;
}

/** Badge shown beside doctors and medical students. */
export interface UserBadge {
  type: 'doctor' | 'student';
  label: string;
  color: string;
}

export interface User extends Omit<UserRecord, 'type' | 'avatar' | 'mobile'> {
  type: UserType;
  avatar: string;
  mobile: string;
  /** Chinese name of the identity type: 普通用户 / 医生 / 医学生. */
  typeDesc: string;
  badge: UserBadge | null;
  /** Mobile with the middle four digits hidden: 138****1234. */
  maskedMobile: string;
}

/** Stored token (spec §3). */
export interface StoredToken {
  token: string;
  userId: string;
  refreshToken: string;
}

/** Hides the middle four digits of an 11-digit mobile; shorter numbers keep their first and last thirds. */
export function maskMobile(mobile: string | null | undefined): string {
  const text = (mobile ?? '').trim();
  if (!text) return '';
  if (text.length === 11) return `${text.slice(0, 3)}****${text.slice(7)}`;
  if (text.length <= 4) return '*'.repeat(text.length);
  const keep = Math.floor(text.length / 3);
  return `${text.slice(0, keep)}${'*'.repeat(text.length - keep * 2)}${text.slice(text.length - keep)}`;
}

export const USER_BADGES: Record<'doctor' | 'student', UserBadge> = {
  doctor: { type: 'doctor', label: USER_TYPE_LABELS.doctor, color: THEME_COLORS.primary },
  student: { type: 'student', label: USER_TYPE_LABELS.student, color: THEME_COLORS.accent },
};

/** Reads a user type, falling back to an ordinary user. */
export function toUserType(value: unknown): UserType {
  return isEnumValue(UserType, value) ? value : UserType.user;
}

/** User row or API answer → user model with typeDesc, badge and masked mobile. */
export function toUser(raw: UserRecord): User {
  const type = toUserType(raw.type);
  return {
    ...raw,
    username: raw.username || raw.nickname || '',
    type,
    avatar: raw.avatar ?? '',
    mobile: raw.mobile ?? '',
    typeDesc: USER_TYPE_LABELS[type],
    badge: type === UserType.user ? null : USER_BADGES[type],
    maskedMobile: maskMobile(raw.mobile),
  };
}

/** Logged in means the stored user info has a userId (spec §6). */
export function isLoggedIn(user: { userId?: string | null } | null | undefined): boolean {
  return Boolean(user && user.userId);
}
