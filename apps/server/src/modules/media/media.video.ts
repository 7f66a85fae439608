import { execFile } from 'node:child_process';
import path from 'node:path';

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
 * ffmpeg/ffprobe as found on the machine. `ffmpegPath` is a command (`ffmpeg`, looked up on PATH) or a file; ffprobe
 * is taken from the same folder. Whether they run is checked once, on first use.
 */
export function ffmpegTools(ffmpegPath: string): VideoTools {
  const dir = path.dirname(ffmpegPath);
  const ffprobe = dir === '.' && !ffmpegPath.includes('/') ? 'ffprobe' : path.join(dir, 'ffprobe');
  let checked: Promise<boolean> | undefined;
  const available = () =>
    (checked ??= Promise.all([
      run(ffmpegPath, ['-version'], PROBE_TIMEOUT_MS),
      run(ffprobe, ['-version'], PROBE_TIMEOUT_MS),
    ]).then(
      () => true,
      () => false,
    ));
  return {
    available,
    async probe(file) {
      if (!(await available())) return undefined;
      const out = await run(
        ffprobe,
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
      return run(
        ffmpegPath,
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

/** Video tools for the `FFMPEG_PATH` setting: `none` turns video reading off. */
export function videoToolsFor(setting: string): VideoTools {
  return setting === 'none' ? NO_VIDEO_TOOLS : ffmpegTools(setting);
}
