import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findFfmpeg, type FfmpegPaths } from '../lib/ffmpeg';

/**
 * The ffmpeg the server itself would use (the machine's own, else the one shipped in node_modules), for tests that
 * make their video fixtures. Video is part of the product, so a machine without one fails the test instead of
 * skipping it.
 */
export function testFfmpeg(): FfmpegPaths {
  const found = findFfmpeg(process.env['FFMPEG_PATH'] === 'none' ? undefined : process.env['FFMPEG_PATH']);
  if (!found) throw new Error('ffmpeg/ffprobe not found: neither on PATH nor in @ffmpeg-installer (run npm install)');
  return found;
}

/** What `aviClip` makes: its length, frame size, lavfi picture source, tone and MPEG-4 quality (ffmpeg's default when absent). */
export interface AviClipOptions {
  seconds: number;
  size: string;
  source?: 'testsrc' | 'testsrc2';
  frequency?: number;
  quality?: number;
}

/** An AVI (MPEG-4 Part 2 + MP3), the kind browsers cannot play, written to `file` and answered as bytes. */
export function aviClip(file: string, { seconds, size, source = 'testsrc', frequency = 440, quality }: AviClipOptions) {
  execFileSync(testFfmpeg().ffmpeg, [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `${source}=duration=${seconds}:size=${size}:rate=25`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`],
    ...['-c:v', 'mpeg4', ...(quality === undefined ? [] : ['-q:v', String(quality)])],
    ...['-c:a', 'libmp3lame', file],
  ]);
  return readFileSync(file);
}
