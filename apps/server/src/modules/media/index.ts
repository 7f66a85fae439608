import path from 'node:path';
import type { ServerModule } from '../../context.js';
import { mediaArchive } from './media.archive.js';
import { migration0003Media } from './media.migration.js';
import { migration0024MediaModeration } from './media.moderation-migration.js';
import { imageModeratorFor } from '../../lib/image-moderation.js';
import { migration0026MediaFaces } from './0026_media_faces.js';
import { FACE_DETECT_JOB, faceJobHandler } from './media.faces.js';
import { mediaRoutes } from './media.routes.js';
import { MediaService } from './media.service.js';
import { videoToolsFor } from './media.video.js';
import { TRANSCODE_JOB, VIDEO_MESSAGES, videoJobHandler } from './media.video-job.js';
import { findFfmpeg } from '../../lib/ffmpeg.js';

export { MAX_INPUT_PIXELS, MAX_INPUT_SIDE } from './media.image.js';
export { mediaRowToModel } from './media.repository.js';
export { imageSourcesByUrl } from './media.sources.js';
export { folderImageCache, type ProcessedImageCache } from './media.processed-cache.js';
export { TRANSCODE_JOB, VIDEO_MESSAGES, FACE_DETECT_JOB };
export { detectFaces, type FaceBox } from './media.faces.js';
export { MEDIA_MESSAGES } from './media.files.js';
export { uploadedFile } from './media.multipart.js';
export { MediaService } from './media.service.js';
export type { IncomingFile, IngestOptions } from './media.ingest.js';
export type { ByteRange, MediaStorage } from './media.storage.js';
export type { ContentMediaRole, MediaPurpose, MediaRow } from './media.table.js';

declare module '../../context.js' {
  interface ModuleServices {
    /** Every uploaded file (typed by bytes, processed, stored) and which posts use it. */
    media: MediaService;
  }
}

/** Uploaded images, videos and documents (`POST /web/file/upload`), their storage, serving and clean-up. */
export const mediaModule: ServerModule = {
  name: 'media',
  dependsOn: ['identity', 'job'],
  archive: mediaArchive,
  erase: {
    // Every upload of the member's (avatar and certificate images are uploads too), rows and files.
    async files({ userId }, ctx) {
      const owned = await ctx.db.selectFrom('media').select('url').where('owner_id', '=', userId).execute();
      for (const row of owned) await ctx.media.removeOwned(userId, row.url);
    },
  },
  migrations: [
    { name: '0003_media', migration: migration0003Media },
    { name: '0024_media_moderation', migration: migration0024MediaModeration },
    { name: '0026_media_faces', migration: migration0026MediaFaces },
  ],
  services: ({ db, clock, config, log, storage, jobs }) => {
    const video = videoToolsFor(config.ffmpegPath);
    const tempDir = path.join(config.dataDir, 'tmp');
    const media = new MediaService({
      db,
      clock,
      storage,
      tempDir,
      dailyQuotaBytes: config.uploadDailyQuotaMb * 1024 * 1024,
      dailyQuotaPixels: config.uploadDailyQuotaMpx * 1_000_000,
      video,
      jobs: config.ffmpegPath === 'none' ? undefined : jobs,
      moderator: imageModeratorFor(config),
      faceJobs: jobs,
      log,
    });
    jobs.handle(
      TRANSCODE_JOB,
      videoJobHandler({
        db,
        storage,
        tempDir,
        ffmpeg: () => findFfmpeg(config.ffmpegPath),
        threads: config.ffmpegThreads,
        hlsMinSeconds: config.videoHlsMinSeconds,
        hlsMinBytes: config.videoHlsMinBytes,
        saveFrame: (ownerId, name, png, stem) => media.saveFrame(ownerId, name, png, stem),
        frame: (file, seconds) => video.frame(file, seconds),
        notify: (ownerId, record) => media.videoChanged(ownerId, record),
      }),
      // A 500 MB upload may take long on a small machine; a stuck ffmpeg is stopped after two hours.
      { attempts: 3, backoffMs: 30_000, timeoutMs: 2 * 60 * 60_000 },
    );
    // The model loads on the first picture; a broken picture is not tried again.
    jobs.handle(FACE_DETECT_JOB, faceJobHandler({ db, storage }), {
      attempts: 2,
      backoffMs: 10_000,
      timeoutMs: 120_000,
    });
    return { media };
  },
  async register(app, ctx) {
    await app.register(mediaRoutes, {
      auth: ctx.identity.auth,
      media: ctx.media,
      storage: ctx.storage,
      db: ctx.db,
      officeViewerUrl: ctx.config.officeViewerUrl,
    });
  },
  prune: (ctx) => ctx.media.prune(),
};
