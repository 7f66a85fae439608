import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { toImageSource, type MediaRecord } from '@yiying/models';
import type { ContentDb } from './content.db.js';
import { demoProcessedImages } from '../../demo/demo-covers.js';
import { demoCoverOf, demoUploadJpeg } from '../../demo/demo-images.js';
import type { ProcessedImageCache } from '../media/index.js';
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
    options?: { faceCheck?: boolean; imageCache?: ProcessedImageCache },
  ): Promise<MediaRecord>;
}

/** The demo pictures of a post: its `thumbs` list when that names demo files, else its cover. */
function demoPicturesOf(post: { cover: string; thumbs: string | null }): string[] {
  const demo = (url: unknown): url is string =>
    typeof url === 'string' && url.startsWith(`${FILES_PREFIX}${DEMO_FOLDER}`);
  let listed: unknown = null;
  try {
    listed = post.thumbs ? JSON.parse(post.thumbs) : null;
  } catch {
    listed = null;
  }
  const pictures = Array.isArray(listed) ? listed.filter(demo) : [];
  return pictures.length > 0 ? [...new Set(pictures)] : [post.cover];
}

/** One upload per member and picture: a member's posts may share one, as a member's own uploads would. */
function uploader(media: DemoMediaService, storage: ObjectStorage) {
  const uploaded = new Map<string, MediaRecord>();
  return async (owner: string, url: string): Promise<MediaRecord> => {
    const key = `${owner} ${url}`;
    const done = uploaded.get(key);
    if (done) return done;
    const file = url.slice(FILES_PREFIX.length);
    let bytes: Buffer = await buffer(storage.get(file));
    // Members upload JPEG, so a demo picture in another format goes in as a camera would send it.
    if (!/\.jpe?g$/i.test(file)) bytes = await demoUploadJpeg(file, bytes);
    const record = await media.ingest(
      owner,
      { stream: Readable.from([bytes]), filename: `${path.basename(file, path.extname(file))}.jpg` },
      // Pictures of the demo's own catalogue: no one to protect, and no detector to load at every fresh start.
      { faceCheck: false, imageCache: demoProcessedImages },
    );
    uploaded.set(key, record);
    return record;
  };
}

/**
 * Makes an uploaded picture the post's cover (its renditions, size) and links it with the post's `body` files; with
 * `thumbs`, the post's photographs are those URLs.
 */
async function setCover(
  db: ContentDb,
  media: DemoMediaService,
  contentId: string,
  cover: MediaRecord,
  body: readonly string[],
  thumbs?: readonly string[],
): Promise<void> {
  const source = toImageSource(cover);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('content')
      .set({
        cover: cover.url,
        cover_image: source ? JSON.stringify(source) : null,
        width: cover.width ?? null,
        height: cover.height ?? null,
        ...(thumbs ? { thumbs: JSON.stringify(thumbs) } : {}),
      })
      .where('content_id', '=', contentId)
      .execute();
    await media.link(trx, contentId, body, cover.mediaId);
  });
}

/**
 * Gives every demo image post its cover before the site answers: the 960 px list cover of its first photograph goes
 * through the real upload pipeline (renditions, placeholder) and is linked as the post's picture, so demo image posts
 * draw like posts members publish from the first request. Their photographs themselves, listed in `thumbs`, follow
 * right after the start ({@link attachDemoPictureSets}). The demo data is written in one transaction the media
 * service cannot join, so this runs after it, at start; posts already done (a `cover_image`) are skipped, which makes
 * a restart cost one query.
 */
export async function attachDemoMedia(db: ContentDb, media: DemoMediaService, storage: ObjectStorage): Promise<number> {
  // Maintenance of demo rows, not a read for a viewer: every demo image post, whatever its state or scope.
  const posts = await db
    .selectFrom('content')
    .select(['content_id', 'create_by', 'cover', 'thumbs'])
    .where('type', '=', 'image')
    .where('cover_image', 'is', null)
    .where('cover', 'like', `${FILES_PREFIX}${DEMO_FOLDER}%`)
    .where('parent_id', 'is', null)
    // Generated benchmark posts (up to 100k) keep their plain covers: ingesting them would take minutes.
    .where('content_id', 'not like', `${BULK_ID_PREFIX}%`)
    .execute();
  const upload = uploader(media, storage);
  for (const post of posts) {
    const [first] = demoPicturesOf(post);
    if (!first) continue;
    const cover = await upload(post.create_by, demoCoverOf(first));
    await setCover(db, media, post.content_id, cover, [cover.mediaId]);
  }
  return posts.length;
}

/**
 * The photographs of the demo image posts (still demo files in `thumbs` after the list cover went through the
 * pipeline): each goes through the upload pipeline at full size, camera data read, and the post's pictures are linked
 * in order, the first as its cover. Run after the start, as the demo clips are, so the site answers at once; posts
 * already done are skipped. Test suites, which start many demo sites, keep the covers.
 */
export async function attachDemoPictureSets(
  db: ContentDb,
  media: DemoMediaService,
  storage: ObjectStorage,
): Promise<number> {
  // Maintenance of demo rows, not a read for a viewer: demo image posts whose pictures are still demo files.
  const posts = await db
    .selectFrom('content')
    .select(['content_id', 'create_by', 'cover', 'thumbs'])
    .where('type', '=', 'image')
    .where('cover_image', 'is not', null)
    .where('thumbs', 'like', `%"${FILES_PREFIX}${DEMO_FOLDER}%`)
    .where('parent_id', 'is', null)
    .where('content_id', 'not like', `${BULK_ID_PREFIX}%`)
    .execute();
  const upload = uploader(media, storage);
  for (const post of posts) {
    const records: MediaRecord[] = [];
    for (const url of demoPicturesOf(post)) records.push(await upload(post.create_by, url));
    const [cover] = records;
    if (!cover) continue;
    // The list cover uploaded at start is no longer linked; the media pruning removes it a day later.
    await setCover(
      db,
      media,
      post.content_id,
      cover,
      records.map((r) => r.mediaId),
      records.map((r) => r.url),
    );
  }
  return posts.length;
}

/**
 * The list covers of the other demo posts (articles, pound posts, videos' posters) through the upload pipeline, as
 * an author's chosen cover goes: renditions and a placeholder, so lists draw them by `srcset` at the width they are
 * shown instead of the 960 px file everywhere. The post's own files keep their links (a video's clip); the cover joins
 * them. Run after the start, after the clips (whose links it keeps); posts already done are skipped.
 */
export async function attachDemoCovers(
  db: ContentDb,
  media: DemoMediaService,
  storage: ObjectStorage,
): Promise<number> {
  // Maintenance of demo rows, not a read for a viewer: demo posts of other types whose cover is still a demo file. The
  // posts behind activities take their activity's cover, which the activity module sends through the pipeline.
  const posts = await db
    .selectFrom('content')
    .select(['content_id', 'create_by', 'cover'])
    .where('type', 'not in', ['image', 'activity'])
    .where('cover_image', 'is', null)
    .where('cover', 'like', `${FILES_PREFIX}${DEMO_FOLDER}%`)
    .where('parent_id', 'is', null)
    .where('content_id', 'not like', `${BULK_ID_PREFIX}%`)
    .execute();
  const upload = uploader(media, storage);
  for (const post of posts) {
    const cover = await upload(post.create_by, post.cover);
    const body = (await media.ofContents(db, [post.content_id])).get(post.content_id) ?? [];
    await setCover(
      db,
      media,
      post.content_id,
      cover,
      body.map((m) => m.mediaId),
    );
  }
  return posts.length;
}
