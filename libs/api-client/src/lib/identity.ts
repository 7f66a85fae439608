import type { CaptchaScope } from '@yiying/models';

/** `POST /web/user/sendSms`; `scope` defaults to `login` on the server. */
export interface SendSmsRequest {
  mobile: string;
  scope: CaptchaScope;
}

/** `POST /web/user/login`: by SMS code (the default `type`) or by password. */
export type LoginRequest =
  | { type?: 'message'; mobile: string; code: string }
  | { type: 'password'; mobile: string; password: string };

/** `POST /web/sso/signup`: password and nickname optional. */
export interface SignupRequest {
  mobile: string;
  code: string;
  password?: string;
  nickname?: string;
}
