import { PAGE_SIZE, type PagedList, type Report, type SearchResult } from '@yiying/models';
import { reportPaths, searchPaths, type SearchQuery } from '@yiying/validation';
import type { Transport } from '../transport.js';

/** Query of the site search: `title` needed (one Chinese character is enough), `type` user / content / activity. */
export type SearchParams = Partial<SearchQuery> & Pick<SearchQuery, 'title'>;

export interface SearchApi {
  /** `GET /api/ee/search`: hits newest first, each with its title cut into matched and unmatched parts. */
  search(params: SearchParams): Promise<PagedList<SearchResult>>;
}

export function createSearchApi(client: Pick<Transport, 'list'>): SearchApi {
  return {
    search: (params) =>
      client.list<SearchResult>(searchPaths.search.path, { ...params }, { pageNum: 1, pageSize: PAGE_SIZE.default }),
  };
}

/** The routes of 举报 a member calls (the review queue is the admin console's). */
export const memberReportPaths = { create: reportPaths.create } as const;

export interface ReportApi {
  /** `POST /web/report/create`: 举报 a post with a reason (at most 200 characters) for the admin review queue. */
  create(body: { contentId: string; reason: string }): Promise<Report>;
}

export function createReportApi(client: Pick<Transport, 'post'>): ReportApi {
  return { create: (body) => client.post<Report>(memberReportPaths.create.path, body) };
}
