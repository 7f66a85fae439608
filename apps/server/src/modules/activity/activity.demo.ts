import { toImageSource } from '@yiying/models';
import type { ActivityDb } from './activity.db.js';
import { DEMO_FILES, demoCoverUploader } from '../../demo/demo-covers.js';
import type { ObjectStorage } from '../../lib/storage/index.js';
import { DEMO_ADMIN_MOBILE, findDemoMembers } from '../identity/index.js';
import type { MediaService } from '../media/index.js';

/**
 * Gives the demo activities, exhibitions and road shows covers as an administrator's upload makes them (WebP renditions
 * and a placeholder), so their cards and pages draw them by `srcset` like any made in the console; the post behind
 * each activity takes the same cover and image source. Rows already done name a stored picture and are skipped, which
 * makes a restart cost two queries. Answers how many activities and road shows changed.
 */
export async function attachDemoActivityCovers(
  db: ActivityDb,
  media: Pick<MediaService, 'ingest'>,
  storage: ObjectStorage,
): Promise<number> {
  // Maintenance of demo rows: every activity and exhibition whatever its state.
  const activities = await db
    .selectFrom('activity')
    .select(['activity_id', 'content_id', 'cover'])
    .where('cover', 'like', `${DEMO_FILES}%`)
    .execute();
  const roadshows = await db
    .selectFrom('roadshow')
    .select(['roadshow_id', 'cover'])
    .where('cover', 'like', `${DEMO_FILES}%`)
    .execute();
  if (activities.length + roadshows.length === 0) return 0;
  const admin = (await findDemoMembers(db)).find((m) => m.mobile === DEMO_ADMIN_MOBILE);
  if (!admin) return 0;
  const upload = demoCoverUploader(media, storage, admin.user_id);
  for (const activity of activities) {
    const cover = await upload(activity.cover);
    const source = toImageSource(cover);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('activity')
        .set({ cover: cover.url })
        .where('activity_id', '=', activity.activity_id)
        .execute();
      await trx
        .updateTable('content')
        .set({
          cover: cover.url,
          cover_image: source ? JSON.stringify(source) : null,
          width: cover.width ?? null,
          height: cover.height ?? null,
        })
        .where('content_id', '=', activity.content_id)
        .execute();
    });
  }
  for (const roadshow of roadshows) {
    const cover = await upload(roadshow.cover);
    await db
      .updateTable('roadshow')
      .set({ cover: cover.url })
      .where('roadshow_id', '=', roadshow.roadshow_id)
      .execute();
  }
  return activities.length + roadshows.length;
}
