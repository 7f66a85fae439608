import { PAGE_SIZE, RecordState } from '@yiying/models';
import { toContentPage, useInfiniteList } from '../../data/discovery';
import { ContentGallery } from '../gallery-actions/content-gallery';

/** A member's published posts (as many as their 作品 count), newest first, loading more as the page scrolls (加载更多 as the fallback), as on 热门. */
export function UserPosts({ userId }: { userId: string }) {
  const list = useInfiniteList(`homepage:${userId}`, PAGE_SIZE.content, async (client, { pageNum }) =>
    toContentPage(
      await client.content.list({ createBy: userId, state: RecordState.publish, pageNum, pageSize: PAGE_SIZE.content }),
    ),
  );
  return <ContentGallery list={list} columns={3} emptyText="还没有发布作品" />;
}
