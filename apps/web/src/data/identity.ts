import { useCallback, useMemo } from 'react';
import type { LoginRequest, SendSmsRequest, SessionData, WxMpApi } from '@yiying/api-client';
import { useApiClient } from './api-client-context';
import { useSession } from './session-context';

/** What a sign-up sends; password and nickname may be left for later. */
export interface SignupValues {
  mobile: string;
  code: string;
  password?: string;
  nickname?: string;
}

/**
 * The calls of the login page. Each call that answers a session also signs this browser in, so
 * every view of the member (header, guards) changes at once.
 */
export function useIdentity() {
  const client = useApiClient();
  const { session } = useSession();
  const signIn = useCallback(
    (data: SessionData) => {
      session.login(data);
      return data;
    },
    [session],
  );
  return useMemo(
    () => ({
      /** Sends an SMS code (429 with `retryAfter` when throttled). */
      sendSms: (request: SendSmsRequest) => client.user.sendSms(request),
      login: async (request: LoginRequest) => signIn(await client.user.login(request)),
      signup: async ({ mobile, code, password, nickname }: SignupValues) =>
        signIn(
          await client.sso.signup({
            mobile,
            code,
            ...(password ? { password } : {}),
            ...(nickname ? { nickname } : {}),
          }),
        ),
      /** Sets a new password with a `forgot` code; does not sign in. */
      resetPassword: (request: { mobile: string; code: string; password: string }) => client.user.forgetPwd(request),
      /** Stores a session obtained another way (the QR login). */
      signIn,
    }),
    [client, signIn],
  );
}

/** The SMS-code sender for `SmsCodeButton` and `MobileCodeFields`. */
export function useSendSms(): (request: SendSmsRequest) => Promise<void> {
  const client = useApiClient();
  return useCallback((request: SendSmsRequest) => client.user.sendSms(request), [client]);
}

/** The QR-login calls: the login page's code and polling, and the phone's scan and confirmation. */
export function useQrLogin(): WxMpApi {
  return useApiClient().wxMp;
}
