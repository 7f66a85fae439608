import type { ContentListParams } from '@yiying/api-client';
import { toContentPage } from './content-page';
import { contentKeys } from './first-screen-keys';
import { useApiQuery } from './use-api-query';

export { toContentPage } from './content-page';

/** A page of content (`GET /api/content/list`), records converted to `Content`. */
export function useContentList(params: ContentListParams) {
  return useApiQuery(contentKeys.list(params), async (client) => toContentPage(await client.content.list(params)));
}
