import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { toImageSource, type MediaRecord } from '@yiying/models';
import type { Database } from '../../db/schema.js';
import type { ObjectStorage } from '../../lib/storage/index.js';
import { FILES_PREFIX } from '../../plugins/files.js';
import { BULK_ID_PREFIX } from './content.seed.js';
import type { ContentMedia } from './content.service.js';

/** Where the demo generator writes its pictures, under the uploads folder. */
const DEMO_FOLDER = 'demo/';

/** What attaching demo pictures needs of the media service: its upload pipeline besides the post links. */
export interface DemoMediaService extends ContentMedia {
  ingest(
    ownerId: string,
    file: { stream: Readable; filename: string },
    options?: { faceCheck?: boolean },
  ): Promise<MediaRecord>;
}

/**
 * Sends the generated cover of every demo image post through the real upload pipeline (renditions, placeholder,
 * metadata stripped) and links it to its post, so demo image posts draw like posts members publish. The demo data is
 * written in one transaction the media service cannot join, so this runs after it, at start; posts already done (a
 * `cover_image`) are skipped, which makes a restart cost one query.
 */
export async function attachDemoMedia(
  db: Kysely<Database>,
  media: DemoMediaService,
  storage: ObjectStorage,
): Promise<number> {
  // Maintenance of demo rows, not a read for a viewer: every demo image post, whatever its state or scope.
  const posts = await db
    .selectFrom('content')
    .select(['content_id', 'create_by', 'cover'])
    .where('type', '=', 'image')
    .where('cover_image', 'is', null)
    .where('cover', 'like', `${FILES_PREFIX}${DEMO_FOLDER}%`)
    .where('parent_id', 'is', null)
    // Generated benchmark posts (up to 100k) keep their plain covers: ingesting them would take minutes.
    .where('content_id', 'not like', `${BULK_ID_PREFIX}%`)
    .execute();
  const uploaded = new Map<string, MediaRecord>();
  for (const post of posts) {
    const key = `${post.create_by} ${post.cover}`;
    let record = uploaded.get(key);
    if (!record) {
      const file = post.cover.slice(FILES_PREFIX.length);
      // The generator writes WebP; members upload JPEG, so the demo goes in as a camera would send it.
      const jpeg = await sharp(await buffer(storage.get(file)))
        .jpeg({ quality: 90 })
        .toBuffer();
      record = await media.ingest(
        post.create_by,
        { stream: Readable.from([jpeg]), filename: `${path.basename(file, path.extname(file))}.jpg` },
        // Drawn by the demo's generator: no one to protect, and no detector to load at every fresh start.
        { faceCheck: false },
      );
      uploaded.set(key, record);
    }
    const cover = record;
    const source = toImageSource(cover);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('content')
        .set({
          cover: cover.url,
          cover_image: source ? JSON.stringify(source) : null,
          width: cover.width ?? null,
          height: cover.height ?? null,
          thumbs: JSON.stringify([cover.url]),
        })
        .where('content_id', '=', post.content_id)
        .execute();
      await media.link(trx, post.content_id, [cover.mediaId], cover.mediaId);
    });
  }
  return posts.length;
}
