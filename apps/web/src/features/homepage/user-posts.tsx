import { useMemo } from 'react';
import { GalleryGrid } from '@yiying/community-ui';
import { PAGE_SIZE, contentToGalleryItem } from '@yiying/models';
import { useNavigateByName } from '../../app/navigation/use-navigate-by-name';
import { useForwardLinks } from '../../components/forward-source';
import { renderGalleryTitle } from '../../components/gallery-title';
import { useContentList, useShowSensitive } from '../../data';
import { useGalleryActions } from '../gallery-actions/use-gallery-actions';
import { errorText } from './error-text';
import { Notice } from './homepage.styles';

/** First page of a member's public posts. */
export function UserPosts({ userId }: { userId: string }) {
  const navigateByName = useNavigateByName();
  const [showSensitive] = useShowSensitive();
  const forwardLinks = useForwardLinks();
  const actions = useGalleryActions();
  const { data, error, isLoading } = useContentList({ createBy: userId, pageNum: 1, pageSize: PAGE_SIZE.content });
  const items = useMemo(() => data?.records.map((content) => contentToGalleryItem(content)), [data]);
  if (error) return <Notice role="alert">{errorText(error)}</Notice>;
  if (isLoading || !items) return <Notice role="status">加载中…</Notice>;
  return (
    <>
      <GalleryGrid
        items={actions.apply(items)}
        columns={3}
        emptyText="还没有发布作品"
        renderTitle={renderGalleryTitle}
        showSensitive={showSensitive}
        forwardLinks={forwardLinks}
        onItemClick={(item) => navigateByName('HotDetail', { contentId: item.id })}
        {...actions.handlers}
      />
      {actions.host}
    </>
  );
}
