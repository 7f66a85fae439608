import type { MediaRecord } from '@yiying/models';
import type { MediaDb } from './media.db.js';
import { AppError } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import {
  deleteLinksOf,
  findBodyMedia,
  findMediaByIds,
  findMediaByUrls,
  isFrameOfVideo,
  linkedMediaIds,
  mediaRowToModel,
  replaceLinks,
  staleUnlinked,
  unlinkedOf,
} from './media.repository.js';
import type { MediaRow } from './media.table.js';
import { MEDIA_MESSAGES, PRUNE_BATCH, UNLINKED_MEDIA_TTL_MS, keyOfUrl, urlOfKey } from './media.files.js';
import { MediaIngest } from './media.ingest.js';

/**
 * Every file members upload: typed by its bytes, checked against the limits of its kind while it streams to a
 * temporary file, then turned into stored media (re-encoded images with renditions, videos with frames, documents as
 * they are) and recorded with its owner. Posts link media through `link`; unlinked post uploads are pruned.
 */
export class MediaService extends MediaIngest {
  /** One of the member's uploads as it is now (a video's processing), or undefined when it is not theirs. */
  async ownStatus(ownerId: string, mediaId: string): Promise<MediaRecord | undefined> {
    const [row] = await findMediaByIds(this.options.db, [mediaId]);
    return row && row.owner_id === ownerId ? mediaRowToModel(row) : undefined;
  }

  /**
   * What the patient-privacy rule reads of a post's files: how many are pictures or videos, and how many faces the
   * server's check recorded in them (a picture not checked yet counts none).
   */
  async pictureFacts(db: MediaDb, mediaIds: readonly string[]): Promise<{ pictures: number; faces: number }> {
    const ids = [...new Set(mediaIds)];
    if (ids.length === 0) return { pictures: 0, faces: 0 };
    const rows = await db.selectFrom('media').select(['kind', 'faces']).where('media_id', 'in', ids).execute();
    const pictures = rows.filter((row) => row.kind === 'image' || row.kind === 'video');
    return { pictures: pictures.length, faces: pictures.reduce((sum, row) => sum + (row.faces ?? 0), 0) };
  }

  /** Whether any file of the post waits for an admin (a picture the checker doubted or could not judge). */
  async awaitsReview(db: MediaDb, contentId: string): Promise<boolean> {
    const row = await db
      .selectFrom('content_media')
      .innerJoin('media', 'media.media_id', 'content_media.media_id')
      .select('media.media_id')
      .where('content_media.content_id', '=', contentId)
      .where('media.moderation', '=', 'review')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** An admin let the post's pictures through: they no longer hold it (or any other post using them). */
  async approveContentMedia(db: MediaDb, contentId: string): Promise<void> {
    await db
      .updateTable('media')
      .set({ moderation: 'pass' })
      .where('moderation', '=', 'review')
      .where('media_id', 'in', db.selectFrom('content_media').select('media_id').where('content_id', '=', contentId))
      .execute();
  }

  /** The member's own media in the order asked; `请先上传文件` when any id is unknown or someone else's. */
  async owned(db: MediaDb, ownerId: string, ids: readonly string[]): Promise<MediaRecord[]> {
    const rows = await findMediaByIds(db, ids);
    const byId = new Map(rows.filter((r) => r.owner_id === ownerId).map((r) => [r.media_id, r]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.notOwned);
      return mediaRowToModel(row);
    });
  }

  /** One of the member's media by its stored url, one of its rendition urls, or a video frame url. */
  async ownedByUrl(db: MediaDb, ownerId: string, url: string): Promise<MediaRecord | undefined> {
    const row = await this.findByUrl(db, url);
    return row && row.owner_id === ownerId ? mediaRowToModel(row) : undefined;
  }

  private async findByUrl(db: MediaDb, url: string): Promise<MediaRow | undefined> {
    const key = keyOfUrl(url);
    if (!key) return undefined;
    const [exact] = await findMediaByUrls(db, [url]);
    if (exact) return exact;
    // Renditions are named after their image: `m/abc-640.webp` belongs to `m/abc.jpg` (or .png, .gif).
    const rendition = /^([a-z]\/[\w-]+)-\d+\.webp$/.exec(key);
    if (!rendition) return undefined;
    const candidates = ['jpg', 'png', 'gif'].map((ext) => urlOfKey(`${rendition[1]}.${ext}`));
    const rows = await findMediaByUrls(db, candidates);
    return rows.find((r) => r.renditions?.includes(JSON.stringify(url)));
  }

  /** Replaces the post's links (body media in order, and its cover) inside the caller's transaction. */
  async link(
    db: MediaDb,
    contentId: string,
    bodyMediaIds: readonly string[],
    coverMediaId?: string | null,
  ): Promise<void> {
    const body = [...new Set(bodyMediaIds)].map((mediaId, position) => ({ mediaId, role: 'body' as const, position }));
    const cover = coverMediaId ? [{ mediaId: coverMediaId, role: 'cover' as const, position: 0 }] : [];
    await replaceLinks(db, contentId, [...body, ...cover]);
  }

  /** Body media of each post, in order (posts without media are absent from the map). */
  async ofContents(db: MediaDb, contentIds: readonly string[]): Promise<Map<string, MediaRecord[]>> {
    const rows = await findBodyMedia(db, contentIds);
    const result = new Map<string, MediaRecord[]>();
    for (const row of rows) {
      const { content_id: contentId, ...media } = row;
      const list = result.get(contentId) ?? [];
      list.push(mediaRowToModel(media));
      result.set(contentId, list);
    }
    return result;
  }

  /** After a post is deleted: drops its links, then removes (row and files) every media no other post uses. */
  async releaseContent(contentId: string): Promise<void> {
    const orphans = await this.options.db.transaction().execute(async (trx) => {
      const ids = await linkedMediaIds(trx, contentId);
      await deleteLinksOf(trx, contentId);
      return unlinkedOf(trx, ids);
    });
    await this.removeRows(orphans);
  }

  /** Removes one of the member's media (row and files); false when it is not theirs or does not exist. */
  async removeOwned(ownerId: string, url: string): Promise<'removed' | 'forbidden' | 'missing'> {
    const row = await this.findByUrl(this.options.db, url);
    if (!row || row.url !== url) return 'missing';
    if (row.owner_id !== ownerId) return 'forbidden';
    await this.removeRows([row]);
    return 'removed';
  }

  /** Removes post uploads no post linked within a day (a video's frames go with their video). */
  async prune(): Promise<number> {
    const before = isoAt(this.options.clock() - UNLINKED_MEDIA_TTL_MS);
    const stale = await staleUnlinked(this.options.db, before, PRUNE_BATCH);
    const doomed: MediaRow[] = [];
    for (const row of stale) {
      if (row.kind === 'image' && (await isFrameOfVideo(this.options.db, row.url))) continue;
      doomed.push(row);
    }
    return this.removeRows(doomed);
  }
}
