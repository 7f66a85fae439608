import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import { MediaKind, UPLOAD_MAX_SIZE, type ImageRendition, type MediaRecord } from '@yiying/models';
import { MESSAGES } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError, tooManyRequests } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { randomToken } from '../../lib/secrets.js';
import { FILES_PREFIX } from '../../plugins/files.js';
import { ImageRejected, processImage, type ImageFormat, type ProcessedImage } from './media.image.js';
import {
  bytesUploadedSince,
  pixelsDecodedSince,
  deleteLinksOf,
  deleteMediaRows,
  findBodyMedia,
  findMediaByIds,
  findMediaByUrls,
  insertMedia,
  isFrameOfVideo,
  linkedMediaIds,
  mediaRowToModel,
  replaceLinks,
  staleUnlinked,
  unlinkedOf,
} from './media.repository.js';
import { HEAD_BYTES, sniffFile, sniffHead, type SniffedType } from './media.sniff.js';
import { attachmentDisposition, typeOfKey } from '../../lib/storage/index.js';
import type { MediaStorage } from './media.storage.js';
import type { MediaPurpose, MediaRow } from './media.table.js';
import type { VideoTools } from './media.video.js';
import { hlsKeys, TRANSCODE_JOB } from './media.video-job.js';
import { FACE_DETECT_JOB } from './media.faces.js';
import type { JobQueue } from '../job/index.js';
import type { ImageModerator, ImageVerdict } from '../../lib/image-moderation.js';

const MB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Daily quotas restart at midnight in China (UTC+8, no daylight saving). */
const QUOTA_DAY_OFFSET_MS = 8 * 60 * 60 * 1000;
/** Post uploads no post links after this long are removed. */
export const UNLINKED_MEDIA_TTL_MS = DAY_MS;
/** Where in a video its frames are taken, as fractions of its duration. */
export const FRAME_POSITIONS = [0.1, 0.35, 0.6, 0.85] as const;
const PRUNE_BATCH = 200;

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
const FOLDERS = { postImage: 'm', profileImage: 'u', video: 'v', file: 'f' } as const;

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

const SIZE_MESSAGE: Record<MediaKind, string> = {
  image: MEDIA_MESSAGES.imageSize,
  video: MEDIA_MESSAGES.videoSize,
  file: MEDIA_MESSAGES.fileSize,
};

/** The largest upload of any kind: what the multipart parser lets through at most. */
export const MEDIA_MAX_BYTES = Math.max(...Object.values(UPLOAD_MAX_SIZE));

const IMAGE_NAME = /\.(jpe?g|png|gif|bmp|webp|svg)$/i;

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

function urlOfKey(key: string): string {
  return `${FILES_PREFIX}${key}`;
}

/** An uploaded file as the routes hand it over: the bytes as a stream and the member's file name. */
export interface IncomingFile {
  stream: Readable;
  filename: string;
}

export interface IngestOptions {
  /** `post` (default): any kind, pruned when unused. `profile`: images only (avatars, certificates), never pruned. */
  purpose?: MediaPurpose;
  /** false: the picture is not checked for faces (the demo's generated pictures); default true. */
  faceCheck?: boolean;
}

export interface MediaServiceOptions {
  db: Kysely<Database>;
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

/** A video's processing moved on: what its owner's page is told. */
export type VideoListener = (ownerId: string, media: MediaRecord) => void;

/** What was received of an upload before it is typed for good. */
interface Received {
  head: Buffer;
  size: number;
}

/**
 * Every file members upload: typed by its bytes, checked against the limits of its kind while it streams to a
 * temporary file, then turned into stored media (re-encoded images with renditions, videos with frames, documents as
 * they are) and recorded with its owner. Posts link media through `link`; unlinked post uploads are pruned.
 */
export class MediaService {
  private readonly videoListeners = new Set<VideoListener>();

  constructor(private readonly options: MediaServiceOptions) {}

  /** Listens to the processing of videos (progress, ready, failed); answers the unsubscribe function. */
  onVideo(listener: VideoListener): () => void {
    this.videoListeners.add(listener);
    return () => this.videoListeners.delete(listener);
  }

  /** Tells the listeners a video's processing moved on. */
  videoChanged(ownerId: string, media: MediaRecord): void {
    for (const listener of this.videoListeners) {
      try {
        listener(ownerId, media);
      } catch (error) {
        this.options.log?.warn({ err: error }, '视频处理通知失败');
      }
    }
  }

  /** Stores a video frame (PNG) as an image media of `ownerId` under `stem`, with its renditions. */
  async saveFrame(ownerId: string, name: string, png: Buffer, stem: string): Promise<MediaRow> {
    return this.saveImage(ownerId, 'post', name, await processImage(png, 'png'), stem);
  }

  /** One of the member's uploads as it is now (a video's processing), or undefined when it is not theirs. */
  async ownStatus(ownerId: string, mediaId: string): Promise<MediaRecord | undefined> {
    const [row] = await findMediaByIds(this.options.db, [mediaId]);
    return row && row.owner_id === ownerId ? mediaRowToModel(row) : undefined;
  }

  /** Receives, types, processes and stores one upload; answers the stored media. Bad input throws a 4xx `AppError`. */
  async ingest(ownerId: string, file: IncomingFile, options: IngestOptions = {}): Promise<MediaRecord> {
    const purpose = options.purpose ?? 'post';
    // Profile and chat uploads take pictures only.
    const imagesOnly = purpose !== 'post';
    const name = cleanName(file.filename, '未命名');
    const typeError = () =>
      new AppError('BAD_REQUEST', imagesOnly || IMAGE_NAME.test(name) ? MEDIA_MESSAGES.imageType : MEDIA_MESSAGES.type);
    const used = await this.checkQuota(ownerId, 0);
    await mkdir(this.options.tempDir, { recursive: true });
    const temp = path.join(this.options.tempDir, `${randomToken(12)}.upload`);
    try {
      const received = await this.receive(file.stream, temp, name, imagesOnly, typeError);
      const sniffed = await sniffFile(temp, received.head, name);
      if (!sniffed || (imagesOnly && sniffed.kind !== 'image')) throw typeError();
      if (received.size > UPLOAD_MAX_SIZE[sniffed.kind]) throw new AppError('BAD_REQUEST', SIZE_MESSAGE[sniffed.kind]);
      await this.checkQuota(ownerId, used + received.size);
      if (sniffed.kind === 'image') {
        const row = await this.storeImage(ownerId, purpose, name, await readFile(temp), sniffed.format);
        // Every picture that can show a patient is checked for faces on the server too, whichever client sent it.
        if (purpose !== 'profile' && options.faceCheck !== false) await this.queueFaceCheck(row);
        return mediaRowToModel(row);
      }
      if (sniffed.kind === 'video') return mediaRowToModel(await this.storeVideo(ownerId, name, temp, sniffed));
      return mediaRowToModel(await this.storeDocument(ownerId, name, temp, received.size, sniffed));
    } finally {
      await rm(temp, { force: true });
    }
  }

  /**
   * Streams the upload to `temp`, deciding from its first bytes what it can be and so its size limit; stops at the
   * first byte over it. Nothing but one chunk at a time is held in memory.
   */
  private async receive(
    source: Readable,
    temp: string,
    name: string,
    imagesOnly: boolean,
    typeError: () => AppError,
  ): Promise<Received> {
    let head = Buffer.alloc(0);
    let size = 0;
    let limit: number | undefined;
    let kind: MediaKind | null = null;
    const decide = async () => {
      kind = await sniffHead(head, name);
      if (!kind || (imagesOnly && kind !== 'image'))
        throw size === 0 ? new AppError('BAD_REQUEST', MEDIA_MESSAGES.empty) : typeError();
      limit = UPLOAD_MAX_SIZE[kind];
    };
    async function* guard(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
      for await (const chunk of chunks) {
        size += chunk.length;
        if (limit === undefined) {
          head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
          if (head.length >= HEAD_BYTES) await decide();
        }
        if (limit !== undefined && size > limit) throw new AppError('BAD_REQUEST', SIZE_MESSAGE[kind ?? 'file']);
        yield chunk;
      }
      if (limit === undefined) await decide();
    }
    const sink = createWriteStream(temp);
    try {
      await pipeline(source, guard, sink);
    } catch (error) {
      source.resume();
      // A refusal can come before the file was even opened: wait until the stream has opened and closed it, so the
      // caller's clean-up removes the file instead of running before it exists.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      if (isMultipartTooLarge(error))
        throw new AppError('BAD_REQUEST', SIZE_MESSAGE[kind ?? (imagesOnly ? 'image' : 'video')]);
      throw error;
    }
    return { head, size };
  }

  /** 429 when the member's uploads today would pass the daily quota; answers what was used so far. */
  private async checkQuota(ownerId: string, total: number): Promise<number> {
    const now = this.options.clock();
    const dayStart = Math.floor((now + QUOTA_DAY_OFFSET_MS) / DAY_MS) * DAY_MS - QUOTA_DAY_OFFSET_MS;
    const used = await bytesUploadedSince(this.options.db, ownerId, isoAt(dayStart));
    if (Math.max(used, total) > this.options.dailyQuotaBytes || used >= this.options.dailyQuotaBytes) {
      const error = tooManyRequests((dayStart + DAY_MS - now) / 1000);
      error.message = MEDIA_MESSAGES.quota;
      throw error;
    }
    return used;
  }

  /** 429 when decoding `pixels` more would pass the member's daily pixel quota (read from the header, before). */
  private async checkPixelQuota(ownerId: string, pixels: number): Promise<void> {
    const quota = this.options.dailyQuotaPixels;
    if (quota === undefined) return;
    const now = this.options.clock();
    const dayStart = Math.floor((now + QUOTA_DAY_OFFSET_MS) / DAY_MS) * DAY_MS - QUOTA_DAY_OFFSET_MS;
    const used = await pixelsDecodedSince(this.options.db, ownerId, isoAt(dayStart));
    if (used + pixels > quota) {
      const error = tooManyRequests((dayStart + DAY_MS - now) / 1000);
      error.message = MEDIA_MESSAGES.quota;
      throw error;
    }
  }

  /** Writes every output of an image, then its row; a failure leaves no file behind. */
  private async storeImage(
    ownerId: string,
    purpose: MediaPurpose,
    name: string,
    bytes: Buffer,
    format: ImageFormat,
  ): Promise<MediaRow> {
    let image: ProcessedImage;
    try {
      image = await processImage(bytes, format, {
        keepFormat: purpose === 'profile',
        beforeDecode: (pixels) => this.checkPixelQuota(ownerId, pixels),
      });
    } catch (error) {
      if (error instanceof ImageRejected) {
        throw new AppError(
          'BAD_REQUEST',
          error.reason === 'too-many-pixels' ? MEDIA_MESSAGES.imagePixels : MEDIA_MESSAGES.imageType,
        );
      }
      throw error;
    }
    const folder = purpose === 'profile' ? FOLDERS.profileImage : FOLDERS.postImage;
    const row = await this.saveImage(ownerId, purpose, name, image, `${folder}/${randomToken(16)}`);
    return this.moderate(row);
  }

  /**
   * Asks the picture checker about a stored picture: `refuse` removes it (files and row) and throws the member's
   * message; `review` and a checker that fails or stays silent keep it as `review`; `pass` records the pass.
   */
  private async moderate(row: MediaRow): Promise<MediaRow> {
    const { moderator } = this.options;
    if (!moderator) return row;
    let verdict: ImageVerdict;
    try {
      verdict = await moderator.check({ url: row.url, dataId: row.media_id });
    } catch (error) {
      this.options.log?.warn({ err: error, mediaId: row.media_id }, '图片审核失败，已转人工审核');
      verdict = { decision: 'review', labels: [] };
    }
    if (verdict.decision === 'refuse') {
      await this.removeRows([row]);
      throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.imageRefused);
    }
    const moderated: MediaRow = {
      ...row,
      moderation: verdict.decision,
      moderation_labels: verdict.labels.length > 0 ? JSON.stringify(verdict.labels) : null,
    };
    await this.options.db
      .updateTable('media')
      .set({ moderation: moderated.moderation, moderation_labels: moderated.moderation_labels })
      .where('media_id', '=', row.media_id)
      .execute();
    return moderated;
  }

  /**
   * What the patient-privacy rule reads of a post's files: how many are pictures or videos, and how many faces the
   * server's check recorded in them (a picture not checked yet counts none).
   */
  async pictureFacts(db: Kysely<Database>, mediaIds: readonly string[]): Promise<{ pictures: number; faces: number }> {
    const ids = [...new Set(mediaIds)];
    if (ids.length === 0) return { pictures: 0, faces: 0 };
    const rows = await db.selectFrom('media').select(['kind', 'faces']).where('media_id', 'in', ids).execute();
    const pictures = rows.filter((row) => row.kind === 'image' || row.kind === 'video');
    return { pictures: pictures.length, faces: pictures.reduce((sum, row) => sum + (row.faces ?? 0), 0) };
  }

  /** Whether any file of the post waits for an admin (a picture the checker doubted or could not judge). */
  async awaitsReview(db: Kysely<Database>, contentId: string): Promise<boolean> {
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
  async approveContentMedia(db: Kysely<Database>, contentId: string): Promise<void> {
    await db
      .updateTable('media')
      .set({ moderation: 'pass' })
      .where('moderation', '=', 'review')
      .where('media_id', 'in', db.selectFrom('content_media').select('media_id').where('content_id', '=', contentId))
      .execute();
  }

  /** Queues the face check of a stored picture; a queue that refuses it does not fail the upload. */
  private async queueFaceCheck(row: MediaRow): Promise<void> {
    const jobs = this.options.faceJobs;
    if (!jobs) return;
    try {
      await jobs.enqueue(FACE_DETECT_JOB, { mediaId: row.media_id }, { key: `faces-${row.media_id}` });
    } catch (error) {
      this.options.log?.warn({ err: error, mediaId: row.media_id }, '人脸检测任务排队失败');
    }
  }

  private async saveImage(
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
  private async storeVideo(ownerId: string, name: string, temp: string, sniffed: SniffedType): Promise<MediaRow> {
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

  private async storeDocument(
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

  /** The member's own media in the order asked; `请先上传文件` when any id is unknown or someone else's. */
  async owned(db: Kysely<Database>, ownerId: string, ids: readonly string[]): Promise<MediaRecord[]> {
    const rows = await findMediaByIds(db, ids);
    const byId = new Map(rows.filter((r) => r.owner_id === ownerId).map((r) => [r.media_id, r]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.notOwned);
      return mediaRowToModel(row);
    });
  }

  /** One of the member's media by its stored url, one of its rendition urls, or a video frame url. */
  async ownedByUrl(db: Kysely<Database>, ownerId: string, url: string): Promise<MediaRecord | undefined> {
    const row = await this.findByUrl(db, url);
    return row && row.owner_id === ownerId ? mediaRowToModel(row) : undefined;
  }

  private async findByUrl(db: Kysely<Database>, url: string): Promise<MediaRow | undefined> {
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
    db: Kysely<Database>,
    contentId: string,
    bodyMediaIds: readonly string[],
    coverMediaId?: string | null,
  ): Promise<void> {
    const body = [...new Set(bodyMediaIds)].map((mediaId, position) => ({ mediaId, role: 'body' as const, position }));
    const cover = coverMediaId ? [{ mediaId: coverMediaId, role: 'cover' as const, position: 0 }] : [];
    await replaceLinks(db, contentId, [...body, ...cover]);
  }

  /** Body media of each post, in order (posts without media are absent from the map). */
  async ofContents(db: Kysely<Database>, contentIds: readonly string[]): Promise<Map<string, MediaRecord[]>> {
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

  /** Deletes rows (videos with their frames unless a post uses a frame) and then their files; answers rows removed. */
  private async removeRows(rows: readonly MediaRow[]): Promise<number> {
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
  private async deleteKeys(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.options.storage.delete(key);
      } catch (error) {
        this.options.log?.warn({ err: error, key }, '删除存储文件失败');
      }
    }
  }
}

/** The multipart parser stops a file at its size limit with one of these codes. */
function isMultipartTooLarge(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}
