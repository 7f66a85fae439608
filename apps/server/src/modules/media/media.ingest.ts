import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MediaKind, UPLOAD_MAX_SIZE, type MediaRecord } from '@yiying/models';
import { AppError, tooManyRequests } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { randomToken } from '../../lib/secrets.js';
import { ImageRejected, processImage, type ImageFormat, type ProcessedImage } from './media.image.js';
import { bytesUploadedSince, pixelsDecodedSince, mediaRowToModel } from './media.repository.js';
import { processedImageKey, type ProcessedImageCache } from './media.processed-cache.js';
import { HEAD_BYTES, sniffFile, sniffHead } from './media.sniff.js';
import type { MediaPurpose, MediaRow } from './media.table.js';
import { FACE_DETECT_JOB } from './media.faces.js';
import type { ImageVerdict } from '../../lib/image-moderation.js';
import {
  DAY_MS,
  FOLDERS,
  IMAGE_NAME,
  MEDIA_MESSAGES,
  MediaFiles,
  QUOTA_DAY_OFFSET_MS,
  SIZE_MESSAGE,
  cleanName,
} from './media.files.js';

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
  /** Outputs made before from the same bytes (the demo's photographs); members' uploads are always processed. */
  imageCache?: ProcessedImageCache;
}

/** A video's processing moved on: what its owner's page is told. */
export type VideoListener = (ownerId: string, media: MediaRecord) => void;

/** What was received of an upload before it is typed for good. */
interface Received {
  head: Buffer;
  size: number;
}

/** Receives uploads: typed by their bytes, checked against the limits and quotas of their kind while they stream, checked for faces and by the image moderator once stored; and tells listeners how a video's processing moves on. */
export abstract class MediaIngest extends MediaFiles {
  private readonly videoListeners = new Set<VideoListener>();

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
        const row = await this.storeImage(
          ownerId,
          purpose,
          name,
          await readFile(temp),
          sniffed.format,
          options.imageCache,
        );
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
    cache?: ProcessedImageCache,
  ): Promise<MediaRow> {
    const keepFormat = purpose === 'profile';
    const key = cache ? processedImageKey(bytes, format, keepFormat) : '';
    let image: ProcessedImage | undefined = await cache?.get(key);
    try {
      if (image) {
        await this.checkPixelQuota(ownerId, image.width * image.height);
      } else {
        image = await processImage(bytes, format, {
          keepFormat,
          beforeDecode: (pixels) => this.checkPixelQuota(ownerId, pixels),
        });
        await cache?.put(key, image);
      }
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
}

/** The multipart parser stops a file at its size limit with one of these codes. */
function isMultipartTooLarge(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}
