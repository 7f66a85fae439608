import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import path from 'node:path';

/** The two programs that read and write videos, and where they were found. */
export interface FfmpegPaths {
  ffmpeg: string;
  ffprobe: string;
  /** `setting`: `FFMPEG_PATH`; `path`: the machine's own on `PATH`; `package`: the binaries shipped in node_modules. */
  source: 'setting' | 'path' | 'package';
}

function runs(command: string): boolean {
  const result = spawnSync(command, ['-version'], { stdio: 'ignore', timeout: 30_000 });
  return result.status === 0;
}

/** ffprobe beside an ffmpeg given as a command name (looked up on PATH) or as a file. */
export function ffprobeBeside(ffmpeg: string): string {
  if (!ffmpeg.includes('/') && !ffmpeg.includes(path.sep)) return 'ffprobe';
  return path.join(path.dirname(ffmpeg), process.platform === 'win32' ? 'ffprobe.exe' : 'ffprobe');
}

/**
 * The binary of an npm package that ships one per platform (`@ffmpeg-installer/linux-x64/ffmpeg`). npm may install
 * it without running its `chmod` install script, so the file is made executable here when it is not.
 */
function packagedBinary(scope: string, binary: string): string | undefined {
  const platform = `${process.platform}-${process.arch}`;
  let dir: string;
  try {
    dir = path.dirname(require.resolve(`${scope}/${platform}/package.json`));
  } catch {
    return undefined;
  }
  const file = path.join(dir, process.platform === 'win32' ? `${binary}.exe` : binary);
  try {
    if (!statSync(file).isFile()) return undefined;
    try {
      accessSync(file, constants.X_OK);
    } catch {
      chmodSync(file, 0o755);
    }
    return file;
  } catch {
    return undefined;
  }
}

/** The ffmpeg and ffprobe that `@ffmpeg-installer/ffmpeg` and `@ffprobe-installer/ffprobe` bring for this platform. */
export function packagedFfmpeg(): FfmpegPaths | undefined {
  const ffmpeg = packagedBinary('@ffmpeg-installer', 'ffmpeg');
  const ffprobe = packagedBinary('@ffprobe-installer', 'ffprobe');
  if (!ffmpeg || !ffprobe || !runs(ffmpeg) || !runs(ffprobe)) return undefined;
  return { ffmpeg, ffprobe, source: 'package' };
}

const found = new Map<string, FfmpegPaths | undefined>();

/**
 * ffmpeg and ffprobe for a `FFMPEG_PATH` setting: `none` finds nothing; a command or file is used as given (ffprobe
 * beside it); without a setting, the machine's own on `PATH` when both run, else the binaries shipped in the npm
 * packages, so a machine that never installed ffmpeg still reads and writes videos. Looked up once per setting.
 */
export function findFfmpeg(setting?: string): FfmpegPaths | undefined {
  const key = setting ?? '';
  if (found.has(key)) return found.get(key);
  let result: FfmpegPaths | undefined;
  if (setting === 'none') result = undefined;
  else if (setting) {
    const ffprobe = ffprobeBeside(setting);
    result = runs(setting) && runs(ffprobe) ? { ffmpeg: setting, ffprobe, source: 'setting' } : undefined;
  } else if (runs('ffmpeg') && runs('ffprobe')) {
    result = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', source: 'path' };
  } else {
    result = packagedFfmpeg();
  }
  found.set(key, result);
  return result;
}
