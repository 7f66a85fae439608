import type { ArchiveHooks } from '../../context.js';
import { camelRows } from '../../lib/camel-keys.js';
import type { MediaDb } from './media.db.js';

async function mediaPart(db: MediaDb, userId: string): Promise<Record<string, unknown>> {
  const media = await db
    .selectFrom('media')
    .select(['media_id', 'kind', 'purpose', 'url', 'name', 'size', 'type', 'width', 'height', 'create_time'])
    .where('owner_id', '=', userId)
    .orderBy('create_time')
    .execute();
  return { media: camelRows(media) };
}

async function mediaFiles(db: MediaDb, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('media').select('url').where('owner_id', '=', userId).execute();
  return rows.map((row) => row.url);
}

/** The data export, for media: `media` (the member's uploads, oldest first) and their original files. */
export const mediaArchive: ArchiveHooks = { parts: mediaPart, files: mediaFiles };
