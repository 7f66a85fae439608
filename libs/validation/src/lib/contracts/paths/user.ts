import type { RouteTable } from '../route-spec.js';

/** Account routes of `/web/user` and the public `/api/user` reads. */
export const userPaths = {
  sendSms: { method: 'POST', path: '/web/user/sendSms', operationId: 'sendSms', empty: true },
  login: { method: 'POST', path: '/web/user/login', operationId: 'login' },
  logout: { method: 'POST', path: '/web/user/logout', operationId: 'logout', empty: true },
  current: { method: 'GET', path: '/web/user/current', operationId: 'currentUser' },
  info: { method: 'GET', path: '/api/user/info/{id}', operationId: 'userInfo' },
  attention: { method: 'GET', path: '/web/user/attention/{userId}', operationId: 'attentionFlag' },
  extend: { method: 'GET', path: '/web/user/extend', operationId: 'userExtend' },
  extendOf: { method: 'GET', path: '/api/user/extend/{userId}', operationId: 'userExtendOf' },
  /** The counts of a post's author, with their id. */
  extendOfContent: { method: 'GET', path: '/api/user/extendContent/{contentId}', operationId: 'userExtendOfContent' },
  update: { method: 'POST', path: '/web/user/update', operationId: 'updateUser' },
  forgetPwd: { method: 'POST', path: '/web/user/forgetPwd', operationId: 'forgetPwd', empty: true },
  setPwd: { method: 'POST', path: '/web/user/setPwd', operationId: 'setPwd', empty: true },
  bindMobile: { method: 'POST', path: '/web/user/bindMobile', operationId: 'bindMobile' },
  updatePwdByMobileCode: {
    method: 'POST',
    path: '/web/user/updatePwdByMobileCode',
    operationId: 'updatePwdByMobileCode',
    empty: true,
  },
  stepUp: { method: 'POST', path: '/web/user/stepUp', operationId: 'stepUp' },
  sessions: { method: 'GET', path: '/web/user/session/list', operationId: 'listSessions' },
  endSession: { method: 'POST', path: '/web/user/session/delete/{id}', operationId: 'endSession', empty: true },
  endOtherSessions: {
    method: 'POST',
    path: '/web/user/session/deleteOthers',
    operationId: 'endOtherSessions',
    empty: true,
  },
} as const satisfies RouteTable;
