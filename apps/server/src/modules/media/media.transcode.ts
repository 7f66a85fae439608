import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** What the transcoder needs to know of a source video. */
export interface SourceVideo {
  duration: number;
  /** Size as shown, rotation applied. */
  width: number;
  height: number;
  hasAudio: boolean;
}

/** One rung of the HLS ladder. */
export interface Rendition {
  name: string;
  width: number;
  height: number;
  /** Peak video bits per second (the playlist's BANDWIDTH adds the audio). */
  maxrate: number;
}

export interface RunOptions {
  signal?: AbortSignal;
  /** ffmpeg's threads (0: its own choice). */
  threads: number;
  /** Called with 0–1 as ffmpeg reports its position. */
  onProgress?: (fraction: number) => void;
}

/** The ladder: 360p, 720p and 1080p by the short side, never above the source. */
export const LADDER = [
  { short: 360, maxrate: 900_000 },
  { short: 720, maxrate: 3_000_000 },
  { short: 1080, maxrate: 5_500_000 },
] as const;

export const AUDIO_BITRATE = 128_000;
/** Longest side of the MP4 every video becomes. */
export const MP4_MAX_SIDE = 1920;
/** Niceness of ffmpeg: below the web process, which keeps answering while videos are transcoded. */
export const FFMPEG_NICENESS = 10;

/** `ffmpeg` (or ffprobe) with `args`, at a lower priority; resolves its stdout, rejects with its last stderr lines. */
export function runTool(
  command: string,
  args: readonly string[],
  options: Partial<RunOptions> & { duration?: number } = {},
) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, FFMPEG_NICENESS);
      } catch {
        // Not permitted on this system: it runs at the same priority.
      }
    }
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (options.onProgress && options.duration) {
        for (const match of chunk.matchAll(/out_time_(?:us|ms)=(\d+)/g)) {
          options.onProgress(Math.min(1, Number(match[1]) / 1e6 / options.duration));
        }
        return;
      }
      out += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err = (err + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(out);
      else
        reject(new ToolFailed(`${command} exited ${code ?? signal}: ${err.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}

/** ffmpeg or ffprobe ended with an error status (not stopped by its signal). */
export class ToolFailed extends Error {
  override readonly name = 'ToolFailed';
}

interface ProbeJson {
  streams?: {
    codec_type?: string;
    width?: number;
    height?: number;
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
  format?: { duration?: string };
}

/** Reads a source video; undefined when ffprobe finds no decodable video stream with a length. */
export async function probeSource(
  ffprobe: string,
  file: string,
  signal?: AbortSignal,
): Promise<SourceVideo | undefined> {
  let json: ProbeJson;
  try {
    const out = await runTool(
      ffprobe,
      [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_type,width,height:stream_tags=rotate:stream_side_data=rotation:format=duration',
        '-of',
        'json',
        file,
      ],
      { signal },
    );
    json = JSON.parse(out) as ProbeJson;
  } catch (error) {
    if (error instanceof ToolFailed || error instanceof SyntaxError) return undefined;
    throw error;
  }
  const video = json.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  const duration = Number(json.format?.duration);
  if (!video?.width || !video.height || !Number.isFinite(duration) || duration <= 0) return undefined;
  const rotation = Number(
    video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0,
  );
  const quarter = Math.abs(Math.round(rotation / 90)) % 2 === 1;
  return {
    duration,
    width: quarter ? video.height : video.width,
    height: quarter ? video.width : video.height,
    hasAudio: Boolean(json.streams?.some((s) => s.codec_type === 'audio')),
  };
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** Size of the MP4: the source's, its longest side at most {@link MP4_MAX_SIDE}, both sides even. */
export function mp4Size(source: Pick<SourceVideo, 'width' | 'height'>): { width: number; height: number } {
  const scale = Math.min(1, MP4_MAX_SIDE / Math.max(source.width, source.height));
  return { width: even(source.width * scale), height: even(source.height * scale) };
}

/** The ladder's rungs for a source (its short side): those not above it, or one at the source's size when smaller. */
export function ladderFor(source: Pick<SourceVideo, 'width' | 'height'>): Rendition[] {
  const short = Math.min(source.width, source.height);
  const portrait = source.height > source.width;
  const rungs = LADDER.filter((r) => r.short <= short);
  const chosen = rungs.length > 0 ? rungs : [{ short: even(short), maxrate: LADDER[0].maxrate }];
  return chosen.map((r) => {
    const long = even((Math.max(source.width, source.height) * r.short) / short);
    return {
      name: `${r.short}p`,
      width: portrait ? r.short : long,
      height: portrait ? long : r.short,
      maxrate: r.maxrate,
    };
  });
}

function h264(threads: number, size: { width: number; height: number }): string[] {
  return [
    '-vf',
    `scale=${size.width}:${size.height},setsar=1`,
    '-c:v',
    'libx264',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-threads',
    String(threads),
  ];
}

function aac(source: SourceVideo): string[] {
  return source.hasAudio ? ['-c:a', 'aac', '-b:a', String(AUDIO_BITRATE), '-ac', '2'] : ['-an'];
}

/** The source as H.264 High (yuv420p) + AAC in an MP4 whose index comes first; rotation applied by ffmpeg. */
export async function transcodeMp4(
  ffmpeg: string,
  input: string,
  output: string,
  source: SourceVideo,
  options: RunOptions,
) {
  const size = mp4Size(source);
  await runTool(
    ffmpeg,
    [
      '-nostdin',
      '-y',
      '-v',
      'error',
      '-i',
      input,
      '-map',
      '0:v:0',
      ...(source.hasAudio ? ['-map', '0:a:0'] : []),
      ...h264(options.threads, size),
      ...aac(source),
      '-movflags',
      '+faststart',
      '-progress',
      'pipe:1',
      '-f',
      'mp4',
      output,
    ],
    { ...options, duration: source.duration },
  );
  return size;
}

/** Seconds per HLS segment. */
export const HLS_SEGMENT_SECONDS = 4;

/**
 * One rung of the HLS ladder in `dir`: `<name>.m3u8`, `<name>_init.mp4` and `<name>_NNN.m4s` (fMP4 segments), key
 * frames every segment so every rung switches at the same times.
 */
export async function transcodeRendition(
  ffmpeg: string,
  input: string,
  dir: string,
  source: SourceVideo,
  rendition: Rendition,
  options: RunOptions,
) {
  await runTool(
    ffmpeg,
    [
      '-nostdin',
      '-y',
      '-v',
      'error',
      '-i',
      input,
      '-map',
      '0:v:0',
      ...(source.hasAudio ? ['-map', '0:a:0'] : []),
      ...h264(options.threads, rendition),
      '-maxrate',
      String(rendition.maxrate),
      '-bufsize',
      String(rendition.maxrate * 2),
      '-force_key_frames',
      `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`,
      ...aac(source),
      '-f',
      'hls',
      '-hls_time',
      String(HLS_SEGMENT_SECONDS),
      '-hls_playlist_type',
      'vod',
      '-hls_segment_type',
      'fmp4',
      '-hls_fmp4_init_filename',
      `${rendition.name}_init.mp4`,
      '-hls_segment_filename',
      `${dir}/${rendition.name}_%03d.m4s`,
      '-progress',
      'pipe:1',
      `${dir}/${rendition.name}.m3u8`,
    ],
    { ...options, duration: source.duration },
  );
}

/** The master playlist over the rungs (each `<name>.m3u8` beside it). */
export function masterPlaylist(renditions: readonly Rendition[], hasAudio: boolean): string {
  const codecs = hasAudio ? 'avc1.640028,mp4a.40.2' : 'avc1.640028';
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    const bandwidth = r.maxrate + (hasAudio ? AUDIO_BITRATE : 0);
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${codecs}",NAME="${r.name}"`,
      `${r.name}.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}
