import { PAGE_SIZE, type PagedList, type SearchResult } from '@yiying/models';
import type { SearchQuery } from '../search.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** The most hits a search counts in `total` (the result pages go no further). */
export const SEARCH_TOTAL_CAP = 10_000;

/** The site search (`ee/search`). */
export const searchPaths = {
  search: route<{
    query: SearchQuery;
    input: Partial<SearchQuery> & Pick<SearchQuery, 'title'>;
    response: PagedList<SearchResult>;
  }>()({
    method: 'GET',
    path: '/api/ee/search',
    operationId: 'search',
    summary: '搜索',
    description: `按标题（用户为用户名）搜索作品、用户或活动，中文单字、双字即可命中，最新在前；highlight 标出命中的文字。作品只含当前用户可见的内容（可见范围规则同内容列表），不含本人屏蔽的内容；total 最多计 ${SEARCH_TOTAL_CAP} 条。`,
    access: 'optional',
    pageSize: PAGE_SIZE.default,
  }),
} as const satisfies RouteTable;
