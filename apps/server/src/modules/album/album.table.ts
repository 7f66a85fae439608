import type { Selectable } from 'kysely';
import type { AccessScope, Enabled } from '@yiying/models';

/** Row of `album`: a member's album; `private` albums only their owner sees. */
export interface AlbumTable {
  album_id: string;
  user_id: string;
  title: string;
  description: string;
  access_scope: Extract<AccessScope, 'public' | 'private'>;
  create_time: string;
  update_time: string;
}

/** Row of `album_image`: a picture in an album, from a post (`content_id`) or one of the owner's uploads. */
export interface AlbumImageTable {
  image_id: string;
  album_id: string;
  content_id: string | null;
  url: string;
  /** JSON `ImageSource` (renditions) when the picture is an uploaded image. */
  image: string | null;
  title: string;
  width: number | null;
  height: number | null;
  enabled: Enabled;
  create_time: string;
}

export type AlbumRow = Selectable<AlbumTable>;
export type AlbumImageRow = Selectable<AlbumImageTable>;

/** The tables of this module. */
export interface AlbumTables {
  album: AlbumTable;
  album_image: AlbumImageTable;
}
