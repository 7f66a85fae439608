import type { CaptchaScope, Fans, UserBrief } from '@yiying/models';

export type {
  AttentionState,
  Certificate,
  CertificateRequest,
  CertificateState,
  IdentityType,
  IdentityUser,
  LoginType,
  MemberRole,
  QrCheck,
  QrRequester,
  QrState,
  QrTicket,
  SessionData,
  SmsOutboxEntry,
  UserCertificateState,
  UserExtend,
} from '@yiying/models';

export interface SendSmsRequest {
  mobile: string;
  scope: CaptchaScope;
}

export type LoginRequest =
  | { type?: 'message'; mobile: string; code: string }
  | { type: 'password'; mobile: string; password: string };

export interface SignupRequest {
  mobile: string;
  code: string;
  password?: string;
  nickname?: string;
}

export interface VerifyTokenResult {
  valid: boolean;
  userId?: string;
}

export interface ProfileUpdate {
  username?: string;
  signature?: string;
  avatar?: string;
}

/** A file stored by `uploadOss`; `url` is the stored path (`/files/u/…`). */
export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  type: string;
}

/** One follow relation: `fansId` follows `userId`; `user` is the other side of the list. */
export interface FansEntry extends Pick<Fans, 'fansId' | 'userId' | 'createTime'> {
  id?: string;
  user: UserBrief;
}
