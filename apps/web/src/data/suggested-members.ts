import type { UserBrief } from '@yiying/models';
import { queryKeys } from './query-keys';
import { useApiQuery } from './use-api-query';

/**
 * Authors of the hottest posts, each once: the members the Attention page suggests following. Imported by path
 * (lazy pages only).
 */
export function useHotAuthors() {
  return useApiQuery(queryKeys.content.hotAuthors, async (client): Promise<UserBrief[]> => {
    const page = await client.content.hotList({ hotNum: 30 });
    const seen = new Map<string, UserBrief>();
    for (const record of page.records) {
      if (record.creator && !seen.has(record.creator.userId)) seen.set(record.creator.userId, record.creator);
    }
    return [...seen.values()];
  });
}
