import type { BannerListParams } from '@yiying/api-client';
import { bannerKeys } from './first-screen-keys';
import { useApiQuery } from './use-api-query';

/** A page of banners (`GET /api/banner/list`), e.g. `{ type: BannerType.homeMajor }`. */
export function useBannerList(params: BannerListParams) {
  return useApiQuery(bannerKeys.list(params), (client) => client.banner.list(params));
}
