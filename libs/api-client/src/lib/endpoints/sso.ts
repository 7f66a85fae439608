import type { SessionData } from '@yiying/models';
import { ssoPaths, type ChangePasswordBody, type VerifyTokenResult } from '@yiying/validation';
import type { SignupRequest } from '../identity.js';
import type { Transport } from '../transport.js';

/** Sign-up and token calls of `/web/sso`. */
export interface SsoApi {
  /** Creates a member with a `register` code and opens a session. */
  signup(request: SignupRequest): Promise<SessionData>;
  /**
   * Rotates the refresh token. A refused refresh (401) does not call `onUnauthorized`:
   * the session decides what a dead token means.
   */
  refreshToken(refreshToken: string): Promise<SessionData>;
  verifyToken(token: string): Promise<VerifyTokenResult>;
  updatePwdByOldPwd(request: ChangePasswordBody): Promise<void>;
}

export function createSsoApi(client: Pick<Transport, 'post' | 'request'>): SsoApi {
  return {
    signup: (request) => client.post<SessionData>(ssoPaths.signup.path, request),
    refreshToken: async (refreshToken) => {
      const payload = await client.request('POST', ssoPaths.refreshToken.path, {
        json: { refreshToken },
        notifyUnauthorized: false,
      });
      return payload.data as SessionData;
    },
    verifyToken: (token) => client.post<VerifyTokenResult>(ssoPaths.verifyToken.path, { token }),
    updatePwdByOldPwd: async (request) => {
      await client.post<unknown>(ssoPaths.updatePwdByOldPwd.path, request);
    },
  };
}
