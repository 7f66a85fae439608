import type { CaptchaMode, CaptchaScope, UserType } from './enums.js';
import type { StoredToken, UserBrief, UserRecord } from './user.js';

/** Role of a member account; `admin` may use the `/mng` calls. */
export type MemberRole = 'member' | 'admin';

/** State of a doctor / student verification request. */
export type CertificateState = 'pending' | 'approved' | 'rejected';

/** Verification state shown on a user: `none` until a request was sent. */
export type UserCertificateState = 'none' | CertificateState;

/** How the member logged in: SMS code, password or QR code. */
export type LoginType = CaptchaMode | 'qrcode';

export type IdentityType = 'doctor' | 'student';

/**
 * A user as the identity calls answer it. `mobile` is complete for its owner and masked for others;
 * `type` is doctor / student only once a certificate was approved.
 */
export interface IdentityUser extends UserRecord {
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

export type QrState = 'waiting' | 'scanned' | 'confirmed' | 'expired';

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

/** A code sent by the development SMS provider (never in production). */
export interface SmsOutboxEntry {
  mobile: string;
  code: string;
  scope: CaptchaScope;
  createTime: string;
}
