import type { ContentListParams, ContentRecord } from '@yiying/api-client';
import { toContent, type Content, type PagedList } from '@yiying/models';
import { queryKeys } from './query-keys';
import { useApiQuery } from './use-api-query';

/** A page of content records as the pages show them (relative times as of `now`, the present by default). */
export function toContentPage(list: PagedList<ContentRecord>, now?: number): PagedList<Content> {
  return { ...list, records: list.records.map((record) => toContent(record, now)) };
}

/** A page of content (`GET /api/content/list`), records converted to `Content`. */
export function useContentList(params: ContentListParams) {
  return useApiQuery(queryKeys.content.list(params), async (client) =>
    toContentPage(await client.content.list(params)),
  );
}
