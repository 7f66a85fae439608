import type { InputOf, ssoPaths, userPaths } from '@yiying/validation';

/** `POST /web/user/sendSms`; `scope` defaults to `login` on the server. */
export type SendSmsRequest = InputOf<typeof userPaths.sendSms>;

/** `POST /web/user/login`: by SMS code (the default `type`) or by password. */
export type LoginRequest = InputOf<typeof userPaths.login>;

/** `POST /web/sso/signup`: password and nickname optional. */
export type SignupRequest = InputOf<typeof ssoPaths.signup>;
