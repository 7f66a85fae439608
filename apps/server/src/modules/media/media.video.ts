import { execFile } from 'node:child_process';
import { findFfmpeg, type FfmpegPaths } from '../../lib/ffmpeg.js';

/** Size and length of a video. */
export interface VideoProbe {
  duration: number;
  width: number;
  height: number;
}

/** What the media pipeline needs to read videos; `none` when the machine has no ffmpeg. */
export interface VideoTools {
  /** Whether videos can be read (ffmpeg and ffprobe found). */
  available(): Promise<boolean>;
  /** Duration and size of the first video stream; throws when the file is not a readable video. */
  probe(file: string): Promise<VideoProbe | undefined>;
  /** One frame at `seconds`, as PNG bytes. */
  frame(file: string, seconds: number): Promise<Buffer>;
}

const PROBE_TIMEOUT_MS = 30_000;
const FRAME_TIMEOUT_MS = 60_000;
/** A decoded 4K frame as PNG stays well below this. */
const FRAME_MAX_BYTES = 64 * 1024 * 1024;

function run(command: string, args: string[], timeout: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: 'buffer', timeout, maxBuffer: FRAME_MAX_BYTES }, (error, stdout) => {
      if (error) reject(error);
      else resolve(stdout);
    });
  });
}

/** No ffmpeg: videos are stored without duration, poster or frames. */
export const NO_VIDEO_TOOLS: VideoTools = {
  available: async () => false,
  probe: async () => undefined,
  frame: async () => {
    throw new Error('ffmpeg is not available');
  },
};

/**
 * ffmpeg/ffprobe for the `FFMPEG_PATH` setting (see `findFfmpeg`: the setting, else the machine's own, else the ones
 * shipped in node_modules). They are looked up, and checked to run, once, on first use.
 */
export function ffmpegTools(setting: string | undefined): VideoTools {
  let paths: FfmpegPaths | undefined;
  let checked: Promise<boolean> | undefined;
  const available = () =>
    (checked ??= Promise.resolve().then(() => {
      paths = findFfmpeg(setting);
      return paths !== undefined;
    }));
  const ffmpegPath = () => paths?.ffmpeg ?? 'ffmpeg';
  const ffprobe = () => paths?.ffprobe ?? 'ffprobe';
  return {
    available,
    async probe(file) {
      if (!(await available())) return undefined;
      const out = await run(
        ffprobe(),
        [
          '-v',
          'error',
          '-select_streams',
          'v:0',
          '-show_entries',
          'stream=width,height:format=duration',
          '-of',
          'json',
          file,
        ],
        PROBE_TIMEOUT_MS,
      );
      const info = JSON.parse(out.toString('utf8')) as {
        streams?: { width?: number; height?: number }[];
        format?: { duration?: string };
      };
      const stream = info.streams?.[0];
      const duration = Number(info.format?.duration);
      if (!stream?.width || !stream.height || !Number.isFinite(duration) || duration <= 0) return undefined;
      return { duration, width: stream.width, height: stream.height };
    },
    async frame(file, seconds) {
      if (!(await available())) throw new Error('ffmpeg is not available');
      return run(
        ffmpegPath(),
        [
          '-v',
          'error',
          '-ss',
          seconds.toFixed(3),
          '-i',
          file,
          '-frames:v',
          '1',
          '-f',
          'image2pipe',
          '-c:v',
          'png',
          'pipe:1',
        ],
        FRAME_TIMEOUT_MS,
      );
    },
  };
}

/** Video tools for the `FFMPEG_PATH` setting: `none` turns video reading off; absent, ffmpeg is found. */
export function videoToolsFor(setting: string | undefined): VideoTools {
  return setting === 'none' ? NO_VIDEO_TOOLS : ffmpegTools(setting);
}
