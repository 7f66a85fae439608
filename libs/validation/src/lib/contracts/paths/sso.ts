import type { SessionData } from '@yiying/models';
import type {
  ChangePasswordBody,
  RefreshTokenBody,
  SignupBody,
  VerifyTokenBody,
  VerifyTokenResult,
} from '../identity.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Sign-up and token routes of `/web/sso`. */
export const ssoPaths = {
  signup: route<{ body: SignupBody; response: SessionData }>()({
    method: 'POST',
    path: '/web/sso/signup',
    operationId: 'signup',
    summary: '注册',
    description: '验证码用途为 register；密码与昵称可选。',
  }),
  refreshToken: route<{ body: RefreshTokenBody; response: SessionData }>()({
    method: 'POST',
    path: '/web/sso/refreshToken',
    operationId: 'refreshToken',
    summary: '刷新令牌',
    description: '每次刷新都更换刷新令牌；再次使用旧的刷新令牌会得到 401，并使整个令牌家族失效。',
  }),
  /** The server reads the body itself: a missing or wrong token answers `{ valid: false }`, not a 400. */
  verifyToken: route<{ input: VerifyTokenBody; response: VerifyTokenResult }>()({
    method: 'POST',
    path: '/web/sso/verifyToken',
    operationId: 'verifyToken',
    summary: '校验访问令牌',
  }),
  updatePwdByOldPwd: route<{ body: ChangePasswordBody }>()({
    method: 'POST',
    path: '/web/sso/updatePwdByOldPwd',
    operationId: 'updatePwdByOldPwd',
    summary: '用原密码修改密码',
    description: '其他设备上的登录随之失效。',
    access: 'member',
    empty: true,
  }),
} as const satisfies RouteTable;
