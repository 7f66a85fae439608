import { GalleryGrid } from '@yiying/community-ui';
import type { GalleryItem } from '@yiying/models';
import { useForwardLinks } from '../gallery-actions/forward-source';
import { renderGalleryTitle } from '../../components/gallery-title';
import { POST_GALLERY_LINKS } from '../gallery-actions/gallery-links';
import { useGalleryActions } from '../gallery-actions/use-gallery-actions';

export interface LatestGalleryProps {
  items: GalleryItem[];
  showSensitive: boolean;
}

/** The latest works as a gallery with its like / forward / album actions. */
export function LatestGallery({ items, showSensitive }: LatestGalleryProps) {
  const actions = useGalleryActions();
  const forwardLinks = useForwardLinks();
  return (
    <>
      <GalleryGrid
        items={actions.apply(items)}
        layout="justified"
        columns={3}
        eagerCount={3}
        // The banner above is the home's largest paint: the covers do not compete with it for the first bytes.
        priorityFirst={false}
        emptyText="暂无内容"
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

export default LatestGallery;
