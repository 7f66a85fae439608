import { toImageSource, type ImageSource } from '@yiying/models';
import type { MediaDb } from './media.db.js';
import { FILES_PREFIX } from '../../plugins/files.js';
import { findMediaByUrls, mediaRowToModel } from './media.repository.js';

/**
 * The stored pictures among `urls` as image sources (renditions for `srcset`, placeholder), by url: what a page needs
 * to draw a picture that another record names only by its address (a banner's cover). Addresses that are no stored
 * picture (another host, a demo file, a video) are absent from the map.
 */
export async function imageSourcesByUrl(db: MediaDb, urls: readonly string[]): Promise<Map<string, ImageSource>> {
  const stored = [...new Set(urls.filter((url) => url.startsWith(FILES_PREFIX)))];
  const sources = new Map<string, ImageSource>();
  for (const row of await findMediaByUrls(db, stored)) {
    const source = toImageSource(mediaRowToModel(row));
    if (source) sources.set(row.url, source);
  }
  return sources;
}
