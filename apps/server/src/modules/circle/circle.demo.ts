import type { CircleDb } from './circle.db.js';
import { DEMO_FILES, demoCoverUploader } from '../../demo/demo-covers.js';
import type { ObjectStorage } from '../../lib/storage/index.js';
import { DEMO_ADMIN_MOBILE, findDemoMembers } from '../identity/index.js';
import type { MediaService } from '../media/index.js';

/**
 * Gives the demo circles covers as an uploaded cover makes them (WebP renditions and a placeholder), so the circle
 * cards and a circle's head draw them by `srcset` like a cover chosen in the console. The pictures are the demo
 * administrator's uploads: a circle outlives its creator's account. Circles already done name a stored picture and
 * are skipped, which makes a restart cost one query. Answers how many circles changed.
 */
export async function attachDemoCircleCovers(
  db: CircleDb,
  media: Pick<MediaService, 'ingest'>,
  storage: ObjectStorage,
): Promise<number> {
  // Maintenance of demo rows: enabled and disabled circles alike.
  const circles = await db
    .selectFrom('circle')
    .select(['circle_id', 'cover'])
    .where('cover', 'like', `${DEMO_FILES}%`)
    .execute();
  if (circles.length === 0) return 0;
  const admin = (await findDemoMembers(db)).find((m) => m.mobile === DEMO_ADMIN_MOBILE);
  if (!admin) return 0;
  const upload = demoCoverUploader(media, storage, admin.user_id);
  for (const circle of circles) {
    const cover = await upload(circle.cover);
    await db.updateTable('circle').set({ cover: cover.url }).where('circle_id', '=', circle.circle_id).execute();
  }
  return circles.length;
}
