import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { BannerDb } from './banner.db.js';
import type { ObjectStorage } from '../../lib/storage/index.js';
import { FILES_PREFIX } from '../../plugins/files.js';
import { DEMO_ADMIN_MOBILE, findDemoMembers } from '../identity/index.js';
import type { MediaService } from '../media/index.js';

const DEMO_FOLDER = `${FILES_PREFIX}demo/`;

/**
 * Sends the demo banners' pictures through the upload pipeline an administrator's banner picture goes through (kept,
 * never pruned; WebP renditions and a placeholder), so pages draw them by `srcset` like any banner made in the console.
 * Banners already done name a stored picture and are skipped, which makes a restart cost one query. Answers how many
 * banners changed.
 */
export async function attachDemoBannerImages(
  db: BannerDb,
  media: Pick<MediaService, 'ingest'>,
  storage: ObjectStorage,
): Promise<number> {
  // Maintenance of demo rows: every banner whatever its state.
  const banners = await db
    .selectFrom('banner')
    .select(['banner_id', 'cover'])
    .where('cover', 'like', `${DEMO_FOLDER}%`)
    .execute();
  if (banners.length === 0) return 0;
  const admin = (await findDemoMembers(db)).find((m) => m.mobile === DEMO_ADMIN_MOBILE);
  if (!admin) return 0;
  const stored = new Map<string, string>();
  for (const banner of banners) {
    let url = stored.get(banner.cover);
    if (!url) {
      const key = banner.cover.slice(FILES_PREFIX.length);
      const bytes = await buffer(storage.get(key));
      const record = await media.ingest(
        admin.user_id,
        { stream: Readable.from([bytes]), filename: path.basename(key) },
        { purpose: 'profile', faceCheck: false },
      );
      url = record.url;
      stored.set(banner.cover, url);
    }
    await db.updateTable('banner').set({ cover: url }).where('banner_id', '=', banner.banner_id).execute();
  }
  return banners.length;
}
