import type { SiteParamRecord } from '@yiying/models';
import type { SiteParamUpdateBody } from '../site/site-param.schema.js';
import { route, type RouteTable } from '../route-spec.js';
import { ADMIN_ONLY } from './admin-only.js';

/** Site parameters (title, phone, logo, qrcode1–3 …): the visible ones for everyone, every one for admins. */
export const siteParamPaths = {
  list: route<{ response: SiteParamRecord[] }>()({
    method: 'GET',
    path: '/api/config/params',
    operationId: 'listSiteParams',
    summary: '站点参数',
    description:
      '可见的站点参数（标题、副标题、电话、地址、邮箱、标志、二维码、登录提示…），按固定顺序；未设置的取默认值。',
  }),
  mngList: route<{ response: SiteParamRecord[] }>()({
    method: 'GET',
    path: '/mng/config/params',
    operationId: 'mngListSiteParams',
    summary: '全部站点参数',
    description: `含隐藏的参数。${ADMIN_ONLY}`,
    access: 'admin',
  }),
  mngUpdate: route<{ body: SiteParamUpdateBody; response: SiteParamRecord }>()({
    method: 'POST',
    path: '/mng/config/params/update/{key}',
    operationId: 'mngUpdateSiteParam',
    summary: '修改站点参数',
    description: `只改传入的字段；公开读取的缓存随即失效。${ADMIN_ONLY}`,
    params: { key: '参数名，如 title、phone、qrcode1' },
    access: 'admin',
  }),
} as const satisfies RouteTable;
