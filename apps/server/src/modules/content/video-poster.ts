import { toImageSource, type MediaRecord } from '@yiying/models';
import type { ContentDb } from './content.db.js';

/**
 * A video published while it was processed has no cover yet: once it is ready, every post showing it without a cover
 * takes its poster frame (as the post editor would have); answers how many posts changed.
 */
export async function adoptVideoPoster(db: ContentDb, video: MediaRecord, poster: MediaRecord): Promise<number> {
  const source = toImageSource(poster);
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('content_media')
      .innerJoin('content', 'content.content_id', 'content_media.content_id')
      .select('content.content_id')
      .where('content_media.media_id', '=', video.mediaId)
      .where('content_media.role', '=', 'body')
      .where((eb) => eb.or([eb('content.cover', '=', ''), eb('content.cover', 'is', null)]))
      .execute();
    for (const { content_id: contentId } of rows) {
      await trx
        .updateTable('content')
        .set({
          cover: poster.url,
          cover_image: source ? JSON.stringify(source) : null,
          width: video.width ?? null,
          height: video.height ?? null,
        })
        .where('content_id', '=', contentId)
        .execute();
      await trx
        .insertInto('content_media')
        .values({ content_id: contentId, media_id: video.mediaId, role: 'cover', position: 0 })
        .onConflict((oc) => oc.columns(['content_id', 'media_id', 'role']).doNothing())
        .execute();
    }
    return rows.length;
  });
}
