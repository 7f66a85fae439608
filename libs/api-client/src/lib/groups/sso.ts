import type { ssoPaths } from '@yiying/validation';
import type { CallResult, ContractClient } from '../contract-client.js';
import type { Transport } from '../transport.js';

type Sso = ContractClient<typeof ssoPaths>;

/** Sign-up and token calls of `/web/sso`. */
export type SsoApi = Omit<Sso, 'refreshToken' | 'verifyToken'> & {
  /**
   * Rotates the refresh token. A refused refresh (401) does not call `onUnauthorized`:
   * the session decides what a dead token means.
   */
  refreshToken(refreshToken: string): Promise<CallResult<typeof ssoPaths.refreshToken>>;
  verifyToken(token: string): ReturnType<Sso['verifyToken']>;
};

/** The sso group: the contract's calls, the tokens as their one argument; the refresh is written here (its 401). */
export function ssoApi(calls: Sso, table: typeof ssoPaths, transport: Pick<Transport, 'request'>): SsoApi {
  return {
    ...calls,
    refreshToken: async (refreshToken) => {
      const payload = await transport.request('POST', table.refreshToken.path, {
        json: { refreshToken },
        notifyUnauthorized: false,
      });
      return payload.data as CallResult<typeof ssoPaths.refreshToken>;
    },
    verifyToken: (token) => calls.verifyToken({ token }),
  };
}
