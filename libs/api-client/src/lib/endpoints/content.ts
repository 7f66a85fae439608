import {
  PAGE_SIZE,
  type AccessScope,
  type ContentRecord,
  type ContentType,
  type PagedList,
  type RecordState,
  type YesNo,
} from '@yiying/models';
import type { ApiClient } from '../client.js';

/** Spec §9: content lists hold 9 items per page. */
export const CONTENT_PAGE_SIZE = PAGE_SIZE.content;

export interface ContentListParams {
  type?: ContentType;
  talkTopic?: string;
  state?: RecordState;
  categoryId?: string;
  circleId?: string;
  forwardedFlag?: YesNo;
  accessScope?: AccessScope;
  createBy?: string;
  pageNum?: number;
  pageSize?: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

export interface ContentApi {
  /** `GET /api/content/list` (public). */
  list(params?: ContentListParams): Promise<PagedList<ContentRecord>>;
}

export const contentPaths = {
  list: { method: 'GET', path: '/api/content/list' },
} as const;

export function createContentApi(client: Pick<ApiClient, 'list'>): ContentApi {
  return {
    list: (params = {}) =>
      client.list<ContentRecord>(contentPaths.list.path, { ...params }, { pageNum: 1, pageSize: CONTENT_PAGE_SIZE }),
  };
}
