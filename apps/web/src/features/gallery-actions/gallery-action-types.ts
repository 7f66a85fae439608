import type { GalleryItem } from '@yiying/models';

/** What a gallery tile asked for. */
export interface GalleryActionRequest {
  kind: 'like' | 'forward' | 'album';
  item: GalleryItem;
  /** Tells two clicks on the same tile apart. */
  seq: number;
}

/** Changes the host made to a tile (a like count, the liked mark, a forward count). */
export type GalleryPatch = Partial<Pick<GalleryItem, 'liked' | 'likesNum' | 'forwardedNum'>>;
