import type { FansListParams } from '@yiying/api-client';
import { queryKeys } from './query-keys';
import { useApiQuery } from './use-api-query';

/** A page of fans (`{ userId }`: whose fans) or follows (`{ fansId }`: whom this member follows). */
export function useFans(params: FansListParams) {
  return useApiQuery(queryKeys.fans.list(params), (client) => client.fans.list(params));
}
