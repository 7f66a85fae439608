import { PAGE_SIZE, type PagedList } from '@yiying/models';
import type { ApiClient } from '../client.js';
import type { FansEntry } from '../identity.js';
import { fillPath } from './path.js';

/** Spec §9: fans lists hold 10 rows per page. */
export const FANS_PAGE_SIZE = PAGE_SIZE.default;

export const fansPaths = {
  list: { method: 'GET', path: '/api/fans/list' },
  personalList: { method: 'GET', path: '/web/fans/personalList' },
  detail: { method: 'GET', path: '/web/fans/detail/{id}' },
  create: { method: 'POST', path: '/web/fans/create' },
  delete: { method: 'POST', path: '/web/fans/delete/{id}' },
} as const;

export interface FansListParams {
  /** Whose fans. */
  userId?: string;
  /** Whom this user follows. */
  fansId?: string;
  enabled?: 0 | 1;
  pageNum?: number;
  pageSize?: number;
}

export interface FansApi {
  /** `GET /api/fans/list` (public). */
  list(params?: FansListParams): Promise<PagedList<FansEntry>>;
  /** The current member's fans or follows. */
  personalList(params: {
    kind: 'fans' | 'attention';
    pageNum?: number;
    pageSize?: number;
  }): Promise<PagedList<FansEntry>>;
  detail(id: string): Promise<FansEntry>;
  /** Follows `userId`. */
  create(userId: string): Promise<FansEntry>;
  delete(id: string): Promise<void>;
}

export function createFansApi(client: Pick<ApiClient, 'get' | 'post' | 'list'>): FansApi {
  const page = { pageNum: 1, pageSize: FANS_PAGE_SIZE };
  return {
    list: (params = {}) => client.list<FansEntry>(fansPaths.list.path, { ...params }, page),
    personalList: (params) => client.list<FansEntry>(fansPaths.personalList.path, { ...params }, page),
    detail: (id) => client.get<FansEntry>(fillPath(fansPaths.detail.path, { id })),
    create: (userId) => client.post<FansEntry>(fansPaths.create.path, { userId }),
    delete: async (id) => {
      await client.post<unknown>(fillPath(fansPaths.delete.path, { id }));
    },
  };
}
