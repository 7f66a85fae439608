import type { RouteTable } from '../route-spec.js';

/** Site parameters (title, phone, logo, qrcode1–3 …): the visible ones for everyone, every one for admins. */
export const siteParamPaths = {
  list: { method: 'GET', path: '/api/config/params', operationId: 'listSiteParams' },
  mngList: { method: 'GET', path: '/mng/config/params', operationId: 'mngListSiteParams' },
  mngUpdate: { method: 'POST', path: '/mng/config/params/update/{key}', operationId: 'mngUpdateSiteParam' },
} as const satisfies RouteTable;
