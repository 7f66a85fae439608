import type { GalleryGridProps } from '@yiying/community-ui';
import { hrefTo } from '../../routing/href';
import { HrefLink } from '../../routing/link';

/**
 * A post gallery's links: each tile's cover and title lead to the post (`/hot/detail?contentId=…`), its avatar and
 * name to the author's homepage, drawn with the site's `Link`.
 */
export const POST_GALLERY_LINKS = {
  itemHref: (item) => hrefTo('HotDetail', { contentId: item.id }),
  authorHref: (item) => (item.user.userId ? hrefTo('Homepage', { userId: item.user.userId }) : undefined),
  linkAs: HrefLink,
} satisfies Pick<GalleryGridProps, 'itemHref' | 'authorHref' | 'linkAs'>;
