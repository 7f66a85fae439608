import type { BannerListParams } from '@yiying/api-client';
import { queryKeys } from './query-keys';
import { useApiQuery } from './use-api-query';

/** A page of banners (`GET /api/banner/list`), e.g. `{ type: BannerType.homeMajor }`. */
export function useBannerList(params: BannerListParams) {
  return useApiQuery(queryKeys.banner.list(params), (client) => client.banner.list(params));
}
