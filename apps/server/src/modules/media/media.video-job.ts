import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaRecord } from '@yiying/models';
import type { MediaDb } from './media.db.js';
import type { FfmpegPaths } from '../../lib/ffmpeg.js';
import { randomToken } from '../../lib/secrets.js';
import { typeOfKey } from '../../lib/storage/index.js';
import { JobTimeoutError, PermanentJobError, type JobContext } from '../job/index.js';
import { processImage } from './media.image.js';
import { deleteMediaRows, findMediaByIds, findMediaByUrls, mediaRowToModel } from './media.repository.js';
import type { MediaStorage } from './media.storage.js';
import type { MediaRow } from './media.table.js';
import {
  ladderFor,
  masterPlaylist,
  probeSource,
  ToolFailed,
  transcodeMp4,
  transcodeRendition,
  type SourceVideo,
} from './media.transcode.js';

/** The job that makes an uploaded video play everywhere. */
export const TRANSCODE_JOB = 'video.transcode';

export const VIDEO_MESSAGES = {
  undecodable: '视频无法解码，请换一种格式',
  failed: '视频处理失败，请重新上传',
} as const;

/** Where in a video its frames are taken, as fractions of its duration. */
const FRAME_POSITIONS = [0.1, 0.35, 0.6, 0.85] as const;

export interface VideoJobDeps {
  db: MediaDb;
  storage: MediaStorage;
  tempDir: string;
  ffmpeg: () => FfmpegPaths | undefined;
  threads: number;
  /** Videos longer than this (seconds) or larger than `hlsMinBytes` also get the HLS ladder. */
  hlsMinSeconds: number;
  hlsMinBytes: number;
  /** Stores one frame as an image media of the video's owner under `stem` (its renditions beside it). */
  saveFrame(ownerId: string, name: string, png: Buffer, stem: string): Promise<MediaRow>;
  frame(file: string, seconds: number): Promise<Buffer>;
  /** A video's processing moved (progress, ready, failed): pushed to its owner. */
  notify(ownerId: string, media: MediaRecord): void;
}

/** `v/<stem>.mp4` → `<stem>`: every other file of the video is named after it. */
export function videoStem(url: string): string | undefined {
  return /^\/files\/v\/([a-z0-9]+)\.mp4$/.exec(url)?.[1];
}

/** Storage keys of a video's HLS files, read from its playlists (for removal). */
export async function hlsKeys(storage: MediaStorage, masterKey: string): Promise<string[]> {
  const dir = masterKey.slice(0, masterKey.lastIndexOf('/') + 1);
  const read = async (key: string) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of storage.get(key)) chunks.push(chunk as Buffer);
    } catch {
      return '';
    }
    return Buffer.concat(chunks).toString('utf8');
  };
  const names = (text: string) =>
    text
      .split('\n')
      .flatMap((line) => [line.trim(), /URI="([^"]+)"/.exec(line)?.[1] ?? ''])
      .filter((l) => l && !l.startsWith('#') && /^[\w-]+\.[a-z0-9]+$/.test(l));
  const keys = [masterKey];
  for (const playlist of names(await read(masterKey))) {
    keys.push(dir + playlist);
    for (const file of names(await read(dir + playlist))) keys.push(dir + file);
  }
  return [...new Set(keys)];
}

async function setRow(db: MediaDb, mediaId: string, values: Partial<MediaRow>): Promise<MediaRow | undefined> {
  await db.updateTable('media').set(values).where('media_id', '=', mediaId).execute();
  return (await findMediaByIds(db, [mediaId]))[0];
}

/**
 * Transcodes one uploaded video (`data.mediaId`): its original, kept under `o/`, becomes an H.264 + AAC MP4 (and the
 * HLS ladder when long or large), with a poster and frames. Every file is written under a name fixed by the video and
 * put in place whole; the row turns `ready` only once all are there, so running it twice leaves the same files and
 * rows, and a failure leaves only the original and a `failed` row with the reason.
 */
export function videoJobHandler(deps: VideoJobDeps) {
  return async (job: JobContext<{ mediaId: string }>): Promise<void> => {
    const [row] = await findMediaByIds(deps.db, [job.data.mediaId]);
    // Removed meanwhile (the post was deleted), or nothing to transcode.
    if (!row || row.kind !== 'video' || !row.original) return;
    const stem = videoStem(row.url);
    if (!stem) return;
    const tools = deps.ffmpeg();
    if (!tools) throw new Error('ffmpeg 不可用');
    const work = path.join(deps.tempDir, `job-${stem}-${randomToken(6)}`);
    const written: string[] = [];
    const frameRows: MediaRow[] = [];
    let lastShown = -1;
    const progress = async (percent: number) => {
      await job.progress(percent);
      const value = Math.round(percent);
      if (value === lastShown) return;
      lastShown = value;
      const updated = await setRow(deps.db, row.media_id, { progress: value });
      if (updated && updated.status === 'processing') deps.notify(row.owner_id, mediaRowToModel(updated));
    };
    try {
      await mkdir(path.join(work, 'hls'), { recursive: true });
      const input = path.join(work, `in${path.extname(row.original)}`);
      await pipeline(deps.storage.get(row.original), createWriteStream(input));
      await progress(2);
      const source = await probeSource(tools.ffprobe, input, job.signal);
      if (!source) throw new PermanentJobError(VIDEO_MESSAGES.undecodable);
      const withHls = source.duration > deps.hlsMinSeconds || Number(row.size) > deps.hlsMinBytes;
      const mp4Share = withHls ? 40 : 85;
      const mp4 = path.join(work, 'out.mp4');
      const run = { signal: job.signal, threads: deps.threads };
      const size = await decoding(() =>
        transcodeMp4(tools.ffmpeg, input, mp4, source, {
          ...run,
          onProgress: (f) => void progress(5 + f * mp4Share).catch(() => undefined),
        }),
      );
      const shown: SourceVideo = { ...source, ...size };
      let hlsUrl: string | null = null;
      if (withHls) {
        const ladder = ladderFor(shown);
        for (const [index, rung] of ladder.entries()) {
          const base = 5 + mp4Share + (index * 45) / ladder.length;
          await decoding(() =>
            transcodeRendition(tools.ffmpeg, mp4, path.join(work, 'hls'), shown, rung, {
              ...run,
              onProgress: (f) => void progress(base + (f * 45) / ladder.length).catch(() => undefined),
            }),
          );
        }
        // Rungs first, the master last: a player that finds the master finds every file it names.
        for (const file of (await readdir(path.join(work, 'hls'))).sort()) {
          const key = `v/${stem}/${file}`;
          written.push(key);
          await deps.storage.put(key, createReadStream(path.join(work, 'hls', file)), { contentType: typeOfKey(key) });
        }
        const masterKey = `v/${stem}/master.m3u8`;
        written.push(masterKey);
        await deps.storage.put(masterKey, Readable.from([masterPlaylist(ladder, source.hasAudio)]), {
          contentType: typeOfKey(masterKey),
        });
        hlsUrl = `/files/${masterKey}`;
      }
      await progress(92);
      const mp4Key = `v/${stem}.mp4`;
      written.push(mp4Key);
      const mp4Bytes = await deps.storage.put(mp4Key, createReadStream(mp4), { contentType: 'video/mp4' });
      for (const [index, position] of FRAME_POSITIONS.entries()) {
        const frameStem = `m/${stem}-f${index + 1}`;
        const [existing] = await findMediaByUrls(deps.db, [`/files/${frameStem}.jpg`]);
        if (existing) {
          frameRows.push(existing);
          continue;
        }
        const png = await deps.frame(mp4, shown.duration * position).catch(() => undefined);
        if (!png || !(await processImage(png, 'png').catch(() => undefined))) continue;
        frameRows.push(await deps.saveFrame(row.owner_id, `${row.name} 第${index + 1}帧.jpg`, png, frameStem));
      }
      const frames = frameRows.map((r) => r.url);
      const ready = await setRow(deps.db, row.media_id, {
        status: 'ready',
        progress: 100,
        error: null,
        type: 'video/mp4',
        size: mp4Bytes || (await stat(mp4)).size,
        width: shown.width,
        height: shown.height,
        duration: shown.duration,
        poster: frames[0] ?? null,
        frames: frames.length > 0 ? JSON.stringify(frames) : null,
        hls: hlsUrl,
      });
      if (ready) deps.notify(row.owner_id, mediaRowToModel(ready));
    } catch (error) {
      // Stopped because the process shuts down: the job is given back and run again, nothing is final.
      const givenBack = job.signal.aborted && !(job.signal.reason instanceof JobTimeoutError);
      const final = error instanceof PermanentJobError || (!givenBack && job.attempt >= job.maxAttempts);
      if (final) {
        // Nothing half-made stays: the outputs written so far and new frame rows go; the original and the row stay.
        for (const key of written) await deps.storage.delete(key).catch(() => undefined);
        const fresh = frameRows.filter((r) => r.url.startsWith(`/files/m/${stem}-f`));
        await deleteMediaRows(
          deps.db,
          fresh.map((r) => r.media_id),
        );
        for (const r of fresh) await deps.storage.delete(r.url.slice('/files/'.length)).catch(() => undefined);
        const message = error instanceof PermanentJobError ? error.message : VIDEO_MESSAGES.failed;
        const failed = await setRow(deps.db, row.media_id, { status: 'failed', error: message });
        if (failed) deps.notify(row.owner_id, mediaRowToModel(failed));
      }
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}

/** ffmpeg refusing the file (not stopped, not missing) means it cannot be decoded: no attempt will do better. */
async function decoding<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ToolFailed) throw new PermanentJobError(VIDEO_MESSAGES.undecodable);
    throw error;
  }
}
