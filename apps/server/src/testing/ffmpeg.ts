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
