import { type UserType, type ValueOf } from './enums.js';
import { CaptchaMode, type CaptchaScope } from './enums/forms.js';
import type { StoredToken, UserBrief } from './user.js';

/** Role of a member account; `admin` may use the `/mng` calls. */
export const MemberRole = { member: 'member', admin: 'admin' } as const;
export type MemberRole = ValueOf<typeof MemberRole>;

/** State of a doctor / student verification request. */
export const CertificateState = { pending: 'pending', approved: 'approved', rejected: 'rejected' } as const;
export type CertificateState = ValueOf<typeof CertificateState>;

/** Verification state shown on a user: `none` until a request was sent. */
export const UserCertificateState = { none: 'none', ...CertificateState } as const;
export type UserCertificateState = ValueOf<typeof UserCertificateState>;

/** How the member logged in: SMS code, password or QR code. */
export const LoginType = { ...CaptchaMode, qrcode: 'qrcode' } as const;
export type LoginType = ValueOf<typeof LoginType>;

/** Identity a member may ask to be verified as. */
export const IdentityType = { doctor: 'doctor', student: 'student' } as const;
export type IdentityType = ValueOf<typeof IdentityType>;

/**
 * A user as the identity calls answer it. `mobile` is complete for its owner and masked for others;
 * `type` is doctor / student only once a certificate was approved.
 */
export interface IdentityUser {
  userId: string;
  username: string;
  avatar: string;
  signature: string | null;
  mobile: string;
  type: UserType;
  loginType: LoginType;
  role: MemberRole;
  hasPassword: boolean;
  certificateState: UserCertificateState;
  createTime: string;
}

/** Answer of every call that opens a session (login, sign-up, refresh, QR login). */
export interface SessionData extends StoredToken {
  user: IdentityUser;
}

/** Whether the current member follows a user, and whether that user follows back. */
export interface AttentionState {
  attention: boolean;
  mutual: boolean;
}

/** Counters of a member: follows, fans and posts. */
export interface UserExtend {
  attentionNum: number;
  fansNum: number;
  contentNum: number;
}

/** Counters of the author of a post (`GET /api/user/extendContent/{contentId}`), with the author's id. */
export interface ContentAuthorExtend extends UserExtend {
  userId: string;
}

/** Life of a login QR code. */
export const QrState = { waiting: 'waiting', scanned: 'scanned', confirmed: 'confirmed', expired: 'expired' } as const;
export type QrState = ValueOf<typeof QrState>;

/** A QR code to log in with; `image` is a PNG data URL of `url`. */
export interface QrTicket {
  qrcodeId: string;
  ticket: string;
  image: string;
  url: string;
  /** Lifetime in seconds. */
  invalidTime: number;
}

/** Browser that asked for a QR login, shown on the phone before confirming. */
export interface QrRequester {
  ip: string;
  userAgent: string;
  createTime: string;
}

export interface QrCheck {
  state: QrState;
  /** Single-use login code, once confirmed. */
  code?: string;
  requester?: QrRequester;
}

/** A doctor / student verification request. */
export interface Certificate {
  certificateId: string;
  identityType: IdentityType;
  realName: string;
  /** Hospital (doctor) or school (student). */
  organization: string;
  /** Professional title (doctor) or major (student). */
  title: string;
  /** Stored path of the document image. */
  document: string;
  state: CertificateState;
  reason?: string | null;
  createTime: string;
  /** Who asked (management lists only). */
  user?: UserBrief;
}

export interface CertificateRequest {
  identityType: IdentityType;
  realName: string;
  organization: string;
  title: string;
  document: string;
}

/** One signed-in device of the member (个人设置 › 登录设备). */
export interface MemberSession {
  /** The login's id (every token pair refreshed from one login shares it). */
  sessionId: string;
  /** Browser and system read from the user agent, e.g. `Chrome · Windows`. */
  device: string;
  /** Approximate place: the address with its host part masked (`203.0.*.*`). */
  place: string;
  /** When a request last used the session (to within a few minutes). */
  lastUseTime: string;
  createTime: string;
  /** The session of the request that lists them. */
  current: boolean;
}

/** Answer of 验证身份 (`POST /web/user/stepUp`): account changes are allowed until this time. */
export interface StepUpState {
  verifiedUntil: string;
}

/** A code sent by the development SMS provider (never in production). */
export interface SmsOutboxEntry {
  mobile: string;
  code: string;
  scope: CaptchaScope;
  createTime: string;
}
