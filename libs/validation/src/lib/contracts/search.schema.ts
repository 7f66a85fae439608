import { object, string, type InferType } from 'yup';
import { PAGE_SIZE, SearchType } from '@yiying/models';
import { MESSAGES } from '../messages.js';
import { pagingFields, queryEnum } from './query.js';

/** Search results are newest first (spec §7: createTime desc). */
export const SEARCH_SORT_COLUMNS = ['create_time'] as const;
/** Longest search text. */
export const SEARCH_MAX_LENGTH = 32;
/**
 * Query of `GET /api/ee/search`: `title` (one Chinese character is enough), `type` user / content / activity
 * (default content), paging.
 */
export const searchQuery = object({
  ...pagingFields(PAGE_SIZE.default, SEARCH_SORT_COLUMNS),
  title: string()
    .typeError(MESSAGES.searchRequired)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(MESSAGES.searchRequired)
    .min(1, MESSAGES.searchRequired)
    .max(SEARCH_MAX_LENGTH, MESSAGES.searchMax)
    .meta({ description: '搜索文字（中文单字、双字均可）', message: MESSAGES.searchRequired }),
  type: queryEnum('type', Object.values(SearchType), '搜索类型：用户、作品或活动（默认作品）').default(
    SearchType.content,
  ),
});
/** The validated search query. */
export type SearchQuery = InferType<typeof searchQuery>;
