import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ffprobeBeside, findFfmpeg, packagedFfmpeg } from './ffmpeg';

describe('finding ffmpeg', () => {
  it('brings its own: the npm packages ship an ffmpeg and ffprobe that run and encode H.264 + AAC', () => {
    const packaged = packagedFfmpeg();
    if (!packaged) throw new Error('the packaged ffmpeg does not run');
    expect(packaged.source).toBe('package');
    const encoders = execFileSync(packaged.ffmpeg, ['-hide_banner', '-encoders']).toString();
    expect(encoders).toMatch(/libx264/);
    expect(encoders).toMatch(/\baac\b/);
    const decoders = execFileSync(packaged.ffmpeg, ['-hide_banner', '-decoders']).toString();
    for (const codec of ['hevc', 'mpeg4', 'rv40', 'cook', 'mp3'])
      expect(decoders).toMatch(new RegExp(`\\b${codec}\\b`));
    expect(execFileSync(packaged.ffprobe, ['-version']).toString()).toMatch(/^ffprobe version/);
  });

  it('without a setting finds one that runs (the machine’s own on PATH, else the packaged one)', () => {
    const found = findFfmpeg(undefined);
    if (!found) throw new Error('no ffmpeg found');
    expect(['path', 'package']).toContain(found.source);
    expect(execFileSync(found.ffmpeg, ['-version']).toString()).toMatch(/^ffmpeg version/);
  });

  it('falls back to the packaged binaries when PATH has no ffmpeg', () => {
    const script = `const { findFfmpeg } = require(${JSON.stringify(path.join(__dirname, 'ffmpeg.ts'))});
      process.stdout.write(JSON.stringify(findFfmpeg(undefined)));`;
    const out = execFileSync(process.execPath, ['--experimental-strip-types', '--no-warnings', '-e', script], {
      env: { ...process.env, PATH: path.dirname(process.execPath) },
    }).toString();
    expect(JSON.parse(out)).toMatchObject({ source: 'package' });
  });

  it('uses FFMPEG_PATH as given, with ffprobe beside it, and finds nothing for none or a missing file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yiying-ffmpeg-'));
    try {
      for (const name of ['ffmpeg', 'ffprobe']) {
        writeFileSync(path.join(dir, name), '#!/bin/sh\necho "$0 version test"\n');
        chmodSync(path.join(dir, name), 0o755);
      }
      expect(findFfmpeg(path.join(dir, 'ffmpeg'))).toEqual({
        ffmpeg: path.join(dir, 'ffmpeg'),
        ffprobe: path.join(dir, 'ffprobe'),
        source: 'setting',
      });
      expect(findFfmpeg(path.join(dir, 'missing', 'ffmpeg'))).toBeUndefined();
      expect(findFfmpeg('none')).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes ffprobe from PATH for a command name and from the same folder for a file', () => {
    expect(ffprobeBeside('ffmpeg')).toBe('ffprobe');
    expect(ffprobeBeside('/opt/ffmpeg/bin/ffmpeg')).toBe('/opt/ffmpeg/bin/ffprobe');
  });
});
