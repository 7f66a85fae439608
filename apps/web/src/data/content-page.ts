import type { ContentRecord } from '@yiying/api-client';
import { toContent, type Content, type PagedList } from '@yiying/models';

/** A page of content records as the pages show them (relative times as of `now`, the present by default). */
export function toContentPage(list: PagedList<ContentRecord>, now?: number): PagedList<Content> {
  return { ...list, records: list.records.map((record) => toContent(record, now)) };
}
