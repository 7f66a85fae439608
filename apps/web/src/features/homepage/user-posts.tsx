import { useMemo } from 'react';
import { GalleryGrid } from '@yiying/community-ui';
import { PAGE_SIZE, RecordState, contentToGalleryItem } from '@yiying/models';
import { useForwardLinks } from '../gallery-actions/forward-source';
import { renderGalleryTitle } from '../../components/gallery-title';
import { useContentList, useShowSensitive } from '../../data';
import { POST_GALLERY_LINKS } from '../gallery-actions/gallery-links';
import { useGalleryActions } from '../gallery-actions/use-gallery-actions';
import { errorText } from './error-text';
import { Notice } from './homepage.styles';

/** First page of a member's published posts (their works, as many as their 作品 count). */
export function UserPosts({ userId }: { userId: string }) {
  const [showSensitive] = useShowSensitive();
  const forwardLinks = useForwardLinks();
  const actions = useGalleryActions();
  const { data, error, isLoading } = useContentList({
    createBy: userId,
    state: RecordState.publish,
    pageNum: 1,
    pageSize: PAGE_SIZE.content,
  });
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
        {...POST_GALLERY_LINKS}
        forwardLinks={forwardLinks}
        {...actions.handlers}
      />
      {actions.host}
    </>
  );
}
