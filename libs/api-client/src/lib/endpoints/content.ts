import { PAGE_SIZE, type ContentRecord, type PagedList } from '@yiying/models';
import { contentPaths, type ContentListQuery } from '@yiying/validation';
import type { Transport } from '../transport.js';

/** Query of the content list as the caller gives it: every field optional. */
export type ContentListParams = Partial<ContentListQuery>;

export interface ContentApi {
  /** `GET /api/content/list` (public), 9 per page unless `pageSize` says otherwise. */
  list(params?: ContentListParams): Promise<PagedList<ContentRecord>>;
}

export function createContentApi(client: Pick<Transport, 'list'>): ContentApi {
  return {
    list: (params = {}) =>
      client.list<ContentRecord>(contentPaths.list.path, { ...params }, { pageNum: 1, pageSize: PAGE_SIZE.content }),
  };
}
