import { PAGE_SIZE, type Banner, type PagedList } from '@yiying/models';
import { bannerPaths, type BannerListQuery } from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** Query of the banner list as the caller gives it: every field optional. */
export type BannerListParams = Partial<BannerListQuery>;

export interface BannerApi {
  /** `GET /api/banner/list` (public), 6 per page unless `pageSize` says otherwise. */
  list(params?: BannerListParams): Promise<PagedList<Banner>>;
  /** `GET /api/banner/detail/{id}` (public): a published banner with its text and link. */
  detail(bannerId: string): Promise<Banner>;
}

export function createBannerApi(client: Pick<Transport, 'list' | 'get'>): BannerApi {
  return {
    list: (params = {}) =>
      client.list<Banner>(bannerPaths.list.path, { ...params }, { pageNum: 1, pageSize: PAGE_SIZE.banner }),
    detail: (bannerId) => client.get<Banner>(fillPath(bannerPaths.detail.path, { id: bannerId })),
  };
}
