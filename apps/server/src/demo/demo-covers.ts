import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { MediaRecord } from '@yiying/models';
import type { ObjectStorage } from '../lib/storage/index.js';
import { FILES_PREFIX } from '../plugins/files.js';
import { folderImageCache, type MediaService } from '../modules/media/index.js';
import { demoOriginalOf } from './demo-images.js';

/**
 * What the upload pipeline made of the demo photographs, kept in the machine's temporary folder as the demo's banner
 * and avatar cuts are (demo-images.ts): a fresh demo data folder sends its photographs through the pipeline (rows,
 * files, renditions as a member's upload makes them) and takes only the encoding from here. Keyed by the bytes and the
 * pipeline's settings (modules/media/media.processed-cache.ts).
 */
export const demoProcessedImages = folderImageCache(path.join(tmpdir(), 'yiying-demo-processed'));

/** Where the demo generator writes its pictures: rows whose cover starts so still name a plain demo file. */
export const DEMO_FILES = `${FILES_PREFIX}demo/`;

/**
 * Sends demo cover pictures through the upload pipeline an administrator's cover goes through (`/web/user/uploadOss`:
 * kept, never pruned; WebP renditions and a placeholder), as `ownerId`'s uploads. A list cover goes in as the
 * photograph it was cut from (up to 1600 px), so a cover drawn wide on a sharp screen has the pixels it needs. Each
 * picture is uploaded once however many rows name it.
 */
export function demoCoverUploader(
  media: Pick<MediaService, 'ingest'>,
  storage: ObjectStorage,
  ownerId: string,
): (url: string) => Promise<MediaRecord> {
  const uploaded = new Map<string, Promise<MediaRecord>>();
  return (url) => {
    let record = uploaded.get(url);
    if (!record) {
      record = (async () => {
        const original = demoOriginalOf(url);
        const key = original.slice(FILES_PREFIX.length);
        const bytes = await buffer(storage.get(key));
        return media.ingest(
          ownerId,
          { stream: Readable.from([bytes]), filename: path.basename(key) },
          { purpose: 'profile', faceCheck: false, imageCache: demoProcessedImages },
        );
      })();
      uploaded.set(url, record);
    }
    return record;
  };
}
