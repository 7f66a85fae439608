import { PAGE_SIZE, type Fans, type PagedList } from '@yiying/models';
import { fansPaths, type FansListQuery, type PersonalFansQuery } from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** Query of the public fans list as the caller gives it: every field optional. */
export type FansListParams = Partial<FansListQuery>;

export interface FansApi {
  /** `GET /api/fans/list` (public): someone's fans (`userId`) or whom someone follows (`fansId`). */
  list(params?: FansListParams): Promise<PagedList<Fans>>;
  /** The current member's fans or follows. */
  personalList(params: Partial<PersonalFansQuery> & Pick<PersonalFansQuery, 'kind'>): Promise<PagedList<Fans>>;
  detail(id: string): Promise<Fans>;
  /** Follows `userId`. */
  create(userId: string): Promise<Fans>;
  delete(id: string): Promise<void>;
}

export function createFansApi(client: Pick<Transport, 'get' | 'post' | 'list'>): FansApi {
  const page = { pageNum: 1, pageSize: PAGE_SIZE.default };
  return {
    list: (params = {}) => client.list<Fans>(fansPaths.list.path, { ...params }, page),
    personalList: (params) => client.list<Fans>(fansPaths.personalList.path, { ...params }, page),
    detail: (id) => client.get<Fans>(fillPath(fansPaths.detail.path, { id })),
    create: (userId) => client.post<Fans>(fansPaths.create.path, { userId }),
    delete: async (id) => {
      await client.post<unknown>(fillPath(fansPaths.delete.path, { id }));
    },
  };
}
