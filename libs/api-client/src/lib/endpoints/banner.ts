import { PAGE_SIZE, type Banner, type BannerType, type PagedList, type RecordState } from '@yiying/models';
import type { ApiClient } from '../client.js';

/** Spec §9: banners are listed 6 at a time. */
export const BANNER_PAGE_SIZE = PAGE_SIZE.banner;

export interface BannerListParams {
  type?: BannerType;
  state?: RecordState;
  pageNum?: number;
  pageSize?: number;
}

export interface BannerApi {
  /** `GET /api/banner/list` (public). */
  list(params?: BannerListParams): Promise<PagedList<Banner>>;
}

export const bannerPaths = {
  list: { method: 'GET', path: '/api/banner/list' },
} as const;

export function createBannerApi(client: Pick<ApiClient, 'list'>): BannerApi {
  return {
    list: (params = {}) =>
      client.list<Banner>(bannerPaths.list.path, { ...params }, { pageNum: 1, pageSize: BANNER_PAGE_SIZE }),
  };
}
