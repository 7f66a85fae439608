import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import path from 'node:path';
import { MediaKind, UPLOAD_MAX_SIZE, type ImageRendition } from '@yiying/models';
import { MESSAGES } from '@yiying/validation';
import type { MediaDb } from './media.db.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { randomToken } from '../../lib/secrets.js';
import { FILES_PREFIX } from '../../plugins/files.js';
import { processImage, type ProcessedImage } from './media.image.js';
import { deleteMediaRows, findMediaByUrls, insertMedia, unlinkedOf } from './media.repository.js';
import type { SniffedType } from './media.sniff.js';
import { attachmentDisposition, typeOfKey } from '../../lib/storage/index.js';
import type { MediaStorage } from './media.storage.js';
import type { MediaPurpose, MediaRow } from './media.table.js';
import type { VideoTools } from './media.video.js';
import { hlsKeys, TRANSCODE_JOB } from './media.video-job.js';
import type { JobQueue } from '../job/index.js';
import type { ImageModerator } from '../../lib/image-moderation.js';

const MB = 1024 * 1024;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Daily quotas restart at midnight in China (UTC+8, no daylight saving). */
export const QUOTA_DAY_OFFSET_MS = 8 * 60 * 60 * 1000;
/** Post uploads no post links after this long are removed. */
export const UNLINKED_MEDIA_TTL_MS = DAY_MS;
/** Where in a video its frames are taken, as fractions of its duration. */
export const FRAME_POSITIONS = [0.1, 0.35, 0.6, 0.85] as const;
export const PRUNE_BATCH = 200;

/** The processing columns of a row that needs none (images, documents, videos stored as they came). */
const READY_ROW = {
  status: 'ready',
  progress: 100,
  error: null,
  original: null,
  hls: null,
  job_id: null,
  moderation: null,
  moderation_labels: null,
  faces: null,
  face_boxes: null,
} as const;

/** Stored-file folders under `data/uploads`: post images, profile images, videos, documents. */
export const FOLDERS = { postImage: 'm', profileImage: 'u', video: 'v', file: 'f' } as const;

export const MEDIA_MESSAGES = {
  fileMissing: MESSAGES.fileMissing,
  empty: '文件内容为空，请重新选择',
  imageType: MESSAGES.imageType,
  type: '不支持的文件格式：只能上传 JPG/PNG/GIF 图片、MP4/MOV/AVI/RMVB/RM 视频，或 PDF/Word/Excel/PPT/TXT 文档',
  imageSize: `上传图片大小不能超过 ${UPLOAD_MAX_SIZE.image / MB}MB!`,
  videoSize: `上传视频大小不能超过 ${UPLOAD_MAX_SIZE.video / MB}MB!`,
  fileSize: `上传文件大小不能超过 ${UPLOAD_MAX_SIZE.file / MB}MB!`,
  imagePixels: '图片尺寸过大，请缩小后再上传',
  quota: '今日上传已达上限，请明天再试',
  notOwned: '请先上传文件',
  imageRefused: '图片包含不当内容，请更换后再上传',
} as const;

export const SIZE_MESSAGE: Record<MediaKind, string> = {
  image: MEDIA_MESSAGES.imageSize,
  video: MEDIA_MESSAGES.videoSize,
  file: MEDIA_MESSAGES.fileSize,
};

/** The largest upload of any kind: what the multipart parser lets through at most. */
export const MEDIA_MAX_BYTES = Math.max(...Object.values(UPLOAD_MAX_SIZE));

export const IMAGE_NAME = /\.(jpe?g|png|gif|bmp|webp|svg)$/i;

/** A display name without folders or control characters. */
export function cleanName(name: string | undefined, fallback: string): string {
  const base = [...path.basename((name ?? '').replace(/\\/g, '/'))]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return (base || fallback).slice(0, 100);
}

/** Storage key (`m/abc.jpg`) of a url under `/files/`, or undefined for any other url. */
export function keyOfUrl(url: string): string | undefined {
  return url.startsWith(FILES_PREFIX) ? url.slice(FILES_PREFIX.length) : undefined;
}

export function urlOfKey(key: string): string {
  return `${FILES_PREFIX}${key}`;
}

export interface MediaServiceOptions {
  db: MediaDb;
  clock: Clock;
  storage: MediaStorage;
  /** Local folder for uploads under way (never served). */
  tempDir: string;
  /** Bytes a member may upload per day. */
  dailyQuotaBytes: number;
  /** Pixels of pictures a member may have decoded per day (decoding costs memory and time, not bytes). */
  dailyQuotaPixels?: number;
  video: VideoTools;
  /** Where uploaded videos are transcoded; without it (or without ffmpeg) videos are stored as they came. */
  jobs?: JobQueue;
  /**
   * Checks each uploaded picture once it is stored (`IMAGE_MODERATION`); without it nothing is checked. A refused
   * picture is removed and the upload answered with a 400; a doubtful one, or one the service could not judge in
   * time, is kept as `review` (an upload is never lost to the checker).
   */
  moderator?: ImageModerator;
  /** Where stored post and chat pictures are checked for faces; without it they are not checked. */
  faceJobs?: JobQueue;
  log?: { warn(obj: unknown, msg: string): void };
}

/** Turns typed temporary files into stored media (images with renditions, videos with frames, documents) and removes stored media with its files. */
export abstract class MediaFiles {
  constructor(protected readonly options: MediaServiceOptions) {}

  protected async saveImage(
    ownerId: string,
    purpose: MediaPurpose,
    name: string,
    image: ProcessedImage,
    stem: string,
  ): Promise<MediaRow> {
    const mainKey = `${stem}.${image.main.extension}`;
    const renditions: ImageRendition[] = image.renditions.map((r) => ({
      url: urlOfKey(`${stem}-${r.width}.webp`),
      width: r.width,
      height: r.height,
      type: r.type,
    }));
    const written: string[] = [];
    try {
      for (const [key, bytes] of [
        [mainKey, image.main.bytes] as const,
        ...image.renditions.map((r) => [`${stem}-${r.width}.webp`, r.bytes] as const),
      ]) {
        written.push(key);
        await this.options.storage.put(key, Readable.from([bytes]), { contentType: typeOfKey(key) });
      }
      const now = this.options.clock();
      const row: MediaRow = {
        media_id: newId(now),
        owner_id: ownerId,
        kind: MediaKind.image,
        purpose,
        url: urlOfKey(mainKey),
        name,
        size: image.main.bytes.length,
        type: image.main.type,
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
        renditions: JSON.stringify(renditions),
        animated: image.animated ? 1 : 0,
        camera: image.camera ? JSON.stringify(image.camera) : null,
        duration: null,
        poster: null,
        frames: null,
        ...READY_ROW,
        create_time: isoAt(now),
      };
      await insertMedia(this.options.db, row);
      return row;
    } catch (error) {
      await this.deleteKeys(written);
      throw error;
    }
  }

  /**
   * Keeps the uploaded video as it came (`o/…`, never served) and queues its transcoding; answers at once with the row
   * in `processing`. The MP4 at its url appears, whole, once the job is done.
   */
  protected async storeVideo(ownerId: string, name: string, temp: string, sniffed: SniffedType): Promise<MediaRow> {
    const { jobs } = this.options;
    if (!jobs || !(await this.options.video.available())) return this.storeVideoAsIs(ownerId, name, temp, sniffed);
    const stem = randomBytes(12).toString('hex');
    const original = `o/${stem}.${sniffed.extension}`;
    // A large upload answers right after its last byte: on the local disk the temporary file is moved into place.
    const { storage } = this.options;
    const size = storage.putFile
      ? await storage.putFile(original, temp, { contentType: sniffed.type })
      : await storage.put(original, createReadStream(temp), { contentType: sniffed.type });
    const now = this.options.clock();
    const row: MediaRow = {
      media_id: newId(now),
      owner_id: ownerId,
      kind: MediaKind.video,
      purpose: 'post',
      url: urlOfKey(`v/${stem}.mp4`),
      name,
      size,
      type: 'video/mp4',
      width: null,
      height: null,
      placeholder: null,
      renditions: null,
      animated: 0,
      camera: null,
      duration: null,
      poster: null,
      frames: null,
      status: 'processing',
      progress: 0,
      error: null,
      original,
      hls: null,
      job_id: null,
      moderation: null,
      moderation_labels: null,
      faces: null,
      face_boxes: null,
      create_time: isoAt(now),
    };
    try {
      await insertMedia(this.options.db, row);
      const job = await jobs.enqueue(TRANSCODE_JOB, { mediaId: row.media_id }, { key: `transcode-${row.media_id}` });
      await this.options.db.updateTable('media').set({ job_id: job.id }).where('media_id', '=', row.media_id).execute();
      return { ...row, job_id: job.id };
    } catch (error) {
      await deleteMediaRows(this.options.db, [row.media_id]).catch(() => undefined);
      await this.deleteKeys([original]);
      throw error;
    }
  }

  /** Without ffmpeg: the video as it came; with only ffprobe readable, its duration, size and frames. */
  private async storeVideoAsIs(ownerId: string, name: string, temp: string, sniffed: SniffedType): Promise<MediaRow> {
    const stem = `${FOLDERS.video}/${randomToken(16)}`;
    const key = `${stem}.${sniffed.extension}`;
    const frameRows: MediaRow[] = [];
    let probe: { duration: number; width: number; height: number } | undefined;
    try {
      probe = await this.options.video.probe(temp);
    } catch (error) {
      this.options.log?.warn({ err: error }, '无法读取视频信息');
    }
    try {
      if (probe) {
        for (const [index, position] of FRAME_POSITIONS.entries()) {
          const png = await this.options.video.frame(temp, probe.duration * position).catch(() => undefined);
          if (!png) continue;
          const image = await processImage(png, 'png').catch(() => undefined);
          if (!image) continue;
          frameRows.push(
            await this.saveImage(
              ownerId,
              'post',
              `${name} 第${index + 1}帧.jpg`,
              image,
              `${FOLDERS.postImage}/${randomToken(16)}`,
            ),
          );
        }
      }
      const size = await this.options.storage.put(key, createReadStream(temp), { contentType: sniffed.type });
      const now = this.options.clock();
      const frames = frameRows.map((r) => r.url);
      const row: MediaRow = {
        media_id: newId(now),
        owner_id: ownerId,
        kind: MediaKind.video,
        purpose: 'post',
        url: urlOfKey(key),
        name,
        size,
        type: sniffed.type,
        width: probe?.width ?? null,
        height: probe?.height ?? null,
        placeholder: frameRows[0]?.placeholder ?? null,
        renditions: null,
        animated: 0,
        camera: null,
        duration: probe ? Math.round(probe.duration * 1000) / 1000 : null,
        poster: frames[0] ?? null,
        frames: frames.length > 0 ? JSON.stringify(frames) : null,
        ...READY_ROW,
        create_time: isoAt(now),
      };
      await insertMedia(this.options.db, row);
      return row;
    } catch (error) {
      await this.removeRows(frameRows).catch(() => undefined);
      await this.deleteKeys([key]);
      throw error;
    }
  }

  protected async storeDocument(
    ownerId: string,
    name: string,
    temp: string,
    size: number,
    sniffed: SniffedType,
  ): Promise<MediaRow> {
    const key = `${FOLDERS.file}/${randomToken(16)}.${sniffed.extension}`;
    try {
      const written = await this.options.storage.put(key, createReadStream(temp), {
        contentType: sniffed.type,
        contentDisposition: attachmentDisposition(name),
      });
      const now = this.options.clock();
      const row: MediaRow = {
        media_id: newId(now),
        owner_id: ownerId,
        kind: MediaKind.file,
        purpose: 'post',
        url: urlOfKey(key),
        name,
        size: written || size,
        type: sniffed.type,
        width: null,
        height: null,
        placeholder: null,
        renditions: null,
        animated: 0,
        camera: null,
        duration: null,
        poster: null,
        frames: null,
        ...READY_ROW,
        create_time: isoAt(now),
      };
      await insertMedia(this.options.db, row);
      return row;
    } catch (error) {
      await this.deleteKeys([key]);
      throw error;
    }
  }

  /** Deletes rows (videos with their frames unless a post uses a frame) and then their files; answers rows removed. */
  protected async removeRows(rows: readonly MediaRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const all = new Map(rows.map((r) => [r.media_id, r]));
    const frameUrls = rows.flatMap((r) => (r.frames ? (JSON.parse(r.frames) as string[]) : []));
    if (frameUrls.length > 0) {
      const frames = await findMediaByUrls(this.options.db, frameUrls);
      const free = await unlinkedOf(
        this.options.db,
        frames.map((f) => f.media_id),
      );
      for (const frame of free) all.set(frame.media_id, frame);
    }
    const doomed = [...all.values()];
    await deleteMediaRows(
      this.options.db,
      doomed.map((r) => r.media_id),
    );
    const hls = await Promise.all(
      doomed.map((r) => {
        const master = r.hls ? keyOfUrl(r.hls) : undefined;
        return master ? hlsKeys(this.options.storage, master) : [];
      }),
    );
    const keys = doomed.flatMap((r, i) => [
      keyOfUrl(r.url),
      r.original ?? undefined,
      ...hls[i],
      ...(r.renditions ? (JSON.parse(r.renditions) as ImageRendition[]).map((x) => keyOfUrl(x.url)) : []),
    ]);
    await this.deleteKeys(keys.filter((k): k is string => k !== undefined));
    return doomed.length;
  }

  /** Deletes files; a store that fails here leaves a file no row names, which is logged, never thrown. */
  protected async deleteKeys(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.options.storage.delete(key);
      } catch (error) {
        this.options.log?.warn({ err: error, key }, '删除存储文件失败');
      }
    }
  }
}
