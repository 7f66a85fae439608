import type { ArchiveHooks } from '../../context.js';
import { camelKeys, camelRows } from '../../lib/camel-keys.js';
import type { AlbumDb } from './album.db.js';

async function albumsPart(db: AlbumDb, userId: string): Promise<Record<string, unknown>> {
  const albums = await db
    .selectFrom('album')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('create_time')
    .execute();
  const images =
    albums.length === 0
      ? []
      : await db
          .selectFrom('album_image')
          .select(['image_id', 'album_id', 'content_id', 'url', 'title', 'create_time'])
          .where(
            'album_id',
            'in',
            albums.map((a) => a.album_id),
          )
          .orderBy('create_time')
          .execute();
  return {
    albums: albums.map((album) => ({
      ...camelKeys(album),
      images: camelRows(images.filter((image) => image.album_id === album.album_id)),
    })),
  };
}

/** The data export, for albums: the member's `albums`, oldest first, each with its images. */
export const albumArchive: ArchiveHooks = { parts: albumsPart };
