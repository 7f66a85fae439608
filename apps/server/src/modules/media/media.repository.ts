import type { CameraData, ImageRendition, MediaRecord } from '@yiying/models';
import type { MediaDb } from './media.db.js';
import type { ContentMediaRole, MediaRow, NewMediaRow } from './media.table.js';

/** A media row as the API sends it. `camera` is always there when known; the content side decides whether to show it. */
export function mediaRowToModel(row: MediaRow): MediaRecord {
  const record: MediaRecord = {
    mediaId: row.media_id,
    kind: row.kind,
    url: row.url,
    name: row.name,
    size: Number(row.size),
    type: row.type,
    createTime: row.create_time,
  };
  if (row.width !== null) record.width = row.width;
  if (row.height !== null) record.height = row.height;
  if (row.placeholder !== null) record.placeholder = row.placeholder;
  if (row.renditions !== null) record.renditions = JSON.parse(row.renditions) as ImageRendition[];
  if (row.kind === 'image') record.animated = row.animated === 1;
  if (row.camera !== null) record.camera = JSON.parse(row.camera) as CameraData;
  if (row.duration !== null) record.duration = Number(row.duration);
  if (row.poster !== null) record.poster = row.poster;
  if (row.frames !== null) record.frames = JSON.parse(row.frames) as string[];
  if (row.kind === 'video' && row.status) {
    record.status = row.status;
    if (row.status === 'processing') record.progress = Number(row.progress);
    if (row.status === 'failed' && row.error) record.error = row.error;
    if (row.hls) record.hls = row.hls;
  }
  return record;
}

export async function insertMedia(db: MediaDb, row: NewMediaRow): Promise<void> {
  await db.insertInto('media').values(row).execute();
}

export async function findMediaByIds(db: MediaDb, ids: readonly string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('media')
    .selectAll()
    .where('media_id', 'in', [...ids])
    .execute();
}

export async function findMediaByUrls(db: MediaDb, urls: readonly string[]): Promise<MediaRow[]> {
  if (urls.length === 0) return [];
  return db
    .selectFrom('media')
    .selectAll()
    .where('url', 'in', [...urls])
    .execute();
}

/** Bytes the member stored since `since` (ISO time). */
export async function bytesUploadedSince(db: MediaDb, ownerId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.sum<string | number | null>('size').as('total'))
    .where('owner_id', '=', ownerId)
    .where('create_time', '>=', since)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Pixels of the pictures a member uploaded since `since` (each decoded once), for the daily pixel quota. */
export async function pixelsDecodedSince(db: MediaDb, ownerId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.sum<string | number | null>(eb('width', '*', eb.ref('height'))).as('total'))
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'image')
    .where('create_time', '>=', since)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Replaces every link of one post. */
export async function replaceLinks(
  db: MediaDb,
  contentId: string,
  links: readonly { mediaId: string; role: ContentMediaRole; position: number }[],
): Promise<void> {
  await db.deleteFrom('content_media').where('content_id', '=', contentId).execute();
  if (links.length === 0) return;
  await db
    .insertInto('content_media')
    .values(links.map((l) => ({ content_id: contentId, media_id: l.mediaId, role: l.role, position: l.position })))
    .execute();
}

/** Body media of each post, in order. */
export async function findBodyMedia(
  db: MediaDb,
  contentIds: readonly string[],
): Promise<(MediaRow & { content_id: string })[]> {
  if (contentIds.length === 0) return [];
  return db
    .selectFrom('content_media')
    .innerJoin('media', 'media.media_id', 'content_media.media_id')
    .selectAll('media')
    .select('content_media.content_id')
    .where('content_media.content_id', 'in', [...contentIds])
    .where('content_media.role', '=', 'body')
    .orderBy('content_media.content_id')
    .orderBy('content_media.position')
    .execute();
}

export async function linkedMediaIds(db: MediaDb, contentId: string): Promise<string[]> {
  const rows = await db.selectFrom('content_media').select('media_id').where('content_id', '=', contentId).execute();
  return [...new Set(rows.map((r) => r.media_id))];
}

export async function deleteLinksOf(db: MediaDb, contentId: string): Promise<void> {
  await db.deleteFrom('content_media').where('content_id', '=', contentId).execute();
}

/** Those of `ids` no post links. */
export async function unlinkedOf(db: MediaDb, ids: readonly string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('media')
    .selectAll()
    .where('media_id', 'in', [...ids])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('content_media')
            .select('content_media.media_id')
            .whereRef('content_media.media_id', '=', 'media.media_id'),
        ),
      ),
    )
    .execute();
}

/** Post uploads older than `before` that no post links. */
export async function staleUnlinked(db: MediaDb, before: string, limit: number): Promise<MediaRow[]> {
  return db
    .selectFrom('media')
    .selectAll()
    .where('purpose', '=', 'post')
    .where('create_time', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('content_media')
            .select('content_media.media_id')
            .whereRef('content_media.media_id', '=', 'media.media_id'),
        ),
      ),
    )
    .orderBy('create_time')
    .limit(limit)
    .execute();
}

/** Whether a video still lists `url` among its frames (frames live and go with their video). */
export async function isFrameOfVideo(db: MediaDb, url: string): Promise<boolean> {
  const row = await db
    .selectFrom('media')
    .select('media_id')
    .where('kind', '=', 'video')
    // `_` in a url matches any character here: at worst a frame is kept, never removed by mistake.
    .where('frames', 'like', `%${JSON.stringify(url)}%`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteMediaRows(db: MediaDb, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('media')
    .where('media_id', 'in', [...ids])
    .execute();
}
