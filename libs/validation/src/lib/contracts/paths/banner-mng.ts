import { PAGE_SIZE, type BannerAdminRecord, type PagedList } from '@yiying/models';
import type { BannerCreateBody, BannerMngListQuery, BannerUpdateBody } from '../site/banner-mng.schema.js';
import { route, type RouteTable, type WithDefaults } from '../route-spec.js';
import { ADMIN_ONLY } from './admin-only.js';

/** Banner management: every banner of every type and state, and the admin's writes. */
export const bannerMngPaths = {
  list: route<{ query: BannerMngListQuery; response: PagedList<BannerAdminRecord> }>()({
    method: 'GET',
    path: '/mng/banner/list',
    operationId: 'mngListBanner',
    summary: '全部横幅',
    description: `各类型、各状态的横幅，默认按类型与位置排序。${ADMIN_ONLY}`,
    access: 'admin',
    pageSize: PAGE_SIZE.default,
  }),
  detail: route<{ response: BannerAdminRecord }>()({
    method: 'GET',
    path: '/mng/banner/detail/{id}',
    operationId: 'mngBannerDetail',
    summary: '横幅详情',
    description: ADMIN_ONLY,
    params: { id: '横幅 ID' },
    access: 'admin',
  }),
  create: route<{
    body: BannerCreateBody;
    input: WithDefaults<BannerCreateBody, 'state' | 'sort'>;
    response: BannerAdminRecord;
  }>()({
    method: 'POST',
    path: '/mng/banner/create',
    operationId: 'mngCreateBanner',
    summary: '新增横幅',
    description: `图片须为本站文件（先上传）；链接为站内路径或 http(s) 地址；state=publish 后即出现在公开横幅列表。${ADMIN_ONLY}`,
    access: 'admin',
  }),
  update: route<{ body: BannerUpdateBody; response: BannerAdminRecord }>()({
    method: 'POST',
    path: '/mng/banner/update/{id}',
    operationId: 'mngUpdateBanner',
    summary: '修改横幅',
    description: `只改传入的字段；可选文字传空字符串即清空。${ADMIN_ONLY}`,
    params: { id: '横幅 ID' },
    access: 'admin',
  }),
  delete: route()({
    method: 'POST',
    path: '/mng/banner/delete/{id}',
    operationId: 'mngDeleteBanner',
    summary: '删除横幅',
    description: ADMIN_ONLY,
    params: { id: '横幅 ID' },
    access: 'admin',
    empty: true,
  }),
} as const satisfies RouteTable;
