import { PAGE_SIZE, type Banner, type PagedList } from '@yiying/models';
import type { BannerListQuery } from '../banner.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Routes of the banner resource. */
export const bannerPaths = {
  list: route<{ query: BannerListQuery; response: PagedList<Banner> }>()({
    method: 'GET',
    path: '/api/banner/list',
    operationId: 'listBanner',
    summary: '横幅列表',
    description: `按类型列出横幅，默认只含已发布的；按位置排序，每页默认 ${PAGE_SIZE.banner} 条。`,
    pageSize: PAGE_SIZE.banner,
  }),
  detail: route<{ response: Banner }>()({
    method: 'GET',
    path: '/api/banner/detail/{id}',
    operationId: 'bannerDetail',
    summary: '横幅详情',
    description: '已发布的横幅，含正文 content 与链接 link；未发布或已下线的为 404。',
    params: { id: '横幅 ID' },
  }),
} as const satisfies RouteTable;
