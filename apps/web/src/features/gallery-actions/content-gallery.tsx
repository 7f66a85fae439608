import styled from '@emotion/styled';
import { useMemo } from 'react';
import { GalleryGrid, type GalleryColumns, type GalleryLayout } from '@yiying/community-ui';
import { contentToGalleryItem, ListLoadState, type Content } from '@yiying/models';
import { useForwardLinks } from './forward-source';
import { renderGalleryTitle } from '../../components/gallery-title';
import { ListFooter } from '../../components/list-footer';
import { useShowSensitive } from '../../data';
import type { InfiniteList } from '../../data/discovery';
import { rememberSequence } from './browse-sequence';
import { POST_GALLERY_LINKS } from './gallery-links';
import { useGalleryActions } from './use-gallery-actions';

export interface ContentGalleryProps {
  list: InfiniteList<Content>;
  emptyText?: string;
  /** Columns of the `grid` layout (and how many pictures load at once, the first row). */
  columns?: GalleryColumns;
  /** Justified rows of pictures at their own ratio (default), or the grid of equal tiles. */
  layout?: GalleryLayout;
  /** Load the next page on scroll (infinite scroll); otherwise only by 加载更多. */
  auto?: boolean;
}

/**
 * The room of the first page while it is on its way (a page from the server shows the list before it is asked for):
 * the footer waits below the first screen instead of being pushed down by the tiles in view.
 */
const FirstPageSlot = styled.div({ minHeight: '100vh' });

/**
 * An infinite list of posts as a gallery: working like / forward / album icons, tiles that open the detail page
 * (remembering the list for 上一篇 / 下一篇), and the load-state footer.
 */
export function ContentGallery({
  list,
  emptyText = '暂无内容',
  columns = 4,
  layout = 'justified',
  auto = true,
}: ContentGalleryProps) {
  const [showSensitive] = useShowSensitive();
  const forwardLinks = useForwardLinks();
  const actions = useGalleryActions();
  const items = useMemo(() => list.items.map((content) => contentToGalleryItem(content)), [list.items]);
  const shown = actions.apply(items);
  const firstPage =
    list.items.length === 0 && (list.state === ListLoadState.idle || list.state === ListLoadState.loading);
  return (
    <>
      {firstPage && <FirstPageSlot aria-hidden="true" />}
      {shown.length > 0 && (
        <GalleryGrid
          items={shown}
          layout={layout}
          columns={columns}
          eagerCount={columns}
          renderTitle={renderGalleryTitle}
          showSensitive={showSensitive}
          {...POST_GALLERY_LINKS}
          forwardLinks={forwardLinks}
          onItemClick={(item) => rememberSequence(shown, item.id)}
          {...actions.handlers}
        />
      )}
      <ListFooter state={list.state} onLoadMore={list.loadMore} emptyText={emptyText} auto={auto} />
      {actions.host}
    </>
  );
}
