import { GalleryGrid } from '@yiying/community-ui';
import type { GalleryItem } from '@yiying/models';
import { useNavigateByName } from '../../app/navigation/use-navigate-by-name';
import { useForwardLinks } from '../../components/forward-source';
import { renderGalleryTitle } from '../../components/gallery-title';
import { useGalleryActions } from '../gallery-actions/use-gallery-actions';

export interface LatestGalleryProps {
  items: GalleryItem[];
  showSensitive: boolean;
}

/** The latest works as a gallery with its like / forward / album actions. */
export function LatestGallery({ items, showSensitive }: LatestGalleryProps) {
  const navigateByName = useNavigateByName();
  const actions = useGalleryActions();
  const forwardLinks = useForwardLinks();
  return (
    <>
      <GalleryGrid
        items={actions.apply(items)}
        columns={3}
        eagerCount={3}
        emptyText="暂无内容"
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

export default LatestGallery;
