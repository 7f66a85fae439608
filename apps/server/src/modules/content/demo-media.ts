import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { toImageSource, type MediaRecord } from '@yiying/models';
import type { Database } from '../../db/schema.js';
import { demoCoverOf } from '../../demo/demo-images.js';
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
function uploader(media: DemoMediaService, storage: ObjectStorage, small = false) {
  const uploaded = new Map<string, MediaRecord>();
  return async (owner: string, original: string): Promise<MediaRecord> => {
    const url = small ? demoCoverOf(original) : original;
    const key = `${owner} ${url}`;
    const done = uploaded.get(key);
    if (done) return done;
    const file = url.slice(FILES_PREFIX.length);
    let bytes: Buffer = await buffer(storage.get(file));
    // Members upload JPEG, so a demo picture in another format goes in as a camera would send it.
    if (!/\.jpe?g$/i.test(file)) bytes = await sharp(bytes).jpeg({ quality: 90 }).toBuffer();
    const record = await media.ingest(
      owner,
      { stream: Readable.from([bytes]), filename: `${path.basename(file, path.extname(file))}.jpg` },
      // Pictures of the demo's own catalogue: no one to protect, and no detector to load at every fresh start.
      { faceCheck: false },
    );
    uploaded.set(key, record);
    return record;
  };
}

/**
 * Sends the first demo photograph of every demo image post through the real upload pipeline (renditions, placeholder,
 * camera data read and metadata stripped) and links it to its post as its cover, so demo image posts draw like posts
 * members publish. The post's other photographs stay listed in `thumbs` for {@link attachDemoPictureSets}. The demo
 * data is written in one transaction the media service cannot join, so this runs after it, at start; posts already
 * done (a `cover_image`) are skipped, which makes a restart cost one query. `small` sends the 960 px list cover of each
 * photograph instead of the photograph (test suites, which start many demo sites).
 */
export async function attachDemoMedia(
  db: Kysely<Database>,
  media: DemoMediaService,
  storage: ObjectStorage,
  options: { small?: boolean } = {},
): Promise<number> {
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
  const upload = uploader(media, storage, options.small);
  for (const post of posts) {
    const [first, ...rest] = demoPicturesOf(post);
    if (!first) continue;
    const cover = await upload(post.create_by, first);
    const source = toImageSource(cover);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('content')
        .set({
          cover: cover.url,
          cover_image: source ? JSON.stringify(source) : null,
          width: cover.width ?? null,
          height: cover.height ?? null,
          thumbs: JSON.stringify([cover.url, ...rest]),
        })
        .where('content_id', '=', post.content_id)
        .execute();
      await media.link(trx, post.content_id, [cover.mediaId], cover.mediaId);
    });
  }
  return posts.length;
}

/**
 * The other photographs of demo image posts with several (still demo files in `thumbs` after the cover went through
 * the pipeline): each goes through the upload pipeline and the post's pictures are linked in order. Run after the
 * start, as the demo videos are, so the site answers at once; posts already done are skipped.
 */
export async function attachDemoPictureSets(
  db: Kysely<Database>,
  media: DemoMediaService,
  storage: ObjectStorage,
): Promise<number> {
  // Maintenance of demo rows, not a read for a viewer: demo image posts whose set still names demo files.
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
    // The cover went through the pipeline first: it is the post's one linked picture so far.
    const linked = (await media.ofContents(db, [post.content_id])).get(post.content_id) ?? [];
    const cover = linked.find((m) => m.url === post.cover);
    const byUrl = new Map(linked.map((m) => [m.url, m.mediaId]));
    const listed = JSON.parse(post.thumbs ?? '[]') as string[];
    const pictures: { url: string; mediaId: string }[] = [];
    for (const url of listed) {
      const known = byUrl.get(url);
      if (known) pictures.push({ url, mediaId: known });
      else if (url.startsWith(`${FILES_PREFIX}${DEMO_FOLDER}`)) {
        const record = await upload(post.create_by, url);
        pictures.push({ url: record.url, mediaId: record.mediaId });
      }
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('content')
        .set({ thumbs: JSON.stringify(pictures.map((p) => p.url)) })
        .where('content_id', '=', post.content_id)
        .execute();
      await media.link(
        trx,
        post.content_id,
        pictures.map((p) => p.mediaId),
        cover?.mediaId,
      );
    });
  }
  return posts.length;
}
