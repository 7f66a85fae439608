import type { RouteTable } from '../route-spec.js';

/** Sign-up and token routes of `/web/sso`. */
export const ssoPaths = {
  signup: { method: 'POST', path: '/web/sso/signup', operationId: 'signup' },
  refreshToken: { method: 'POST', path: '/web/sso/refreshToken', operationId: 'refreshToken' },
  verifyToken: { method: 'POST', path: '/web/sso/verifyToken', operationId: 'verifyToken' },
  updatePwdByOldPwd: {
    method: 'POST',
    path: '/web/sso/updatePwdByOldPwd',
    operationId: 'updatePwdByOldPwd',
    empty: true,
  },
} as const satisfies RouteTable;
