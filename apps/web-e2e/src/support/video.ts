import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The ffmpeg the server uses on this machine: its own on PATH, else the static build npm brought. */
function ffmpeg(): string {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return 'ffmpeg';
  } catch {
    const require = createRequire(__filename);
    return path.join(
      path.dirname(require.resolve(`@ffmpeg-installer/${process.platform}-${process.arch}/package.json`)),
      'ffmpeg',
    );
  }
}

const picture = (seconds: number, size: string, rate = 25) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=duration=${seconds}:size=${size}:rate=${rate}`,
];
const tone = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];

/** Runs ffmpeg steps in a scratch folder and answers the bytes of the last step's output. */
function made(steps: { out: string; args: (dir: string) => string[] }[]): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'yiying-e2e-video-'));
  try {
    for (const step of steps)
      execFileSync(ffmpeg(), ['-v', 'error', '-y', ...step.args(dir), path.join(dir, step.out)]);
    return readFileSync(path.join(dir, steps[steps.length - 1].out));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Videos as members' cameras and phones make them, made here so the tests need no stored fixture:
 * - `cameraAvi`: MPEG-4 Part 2 video and MP3 sound in AVI, 6 s at 640 × 360, which Chromium cannot open as it is;
 * - `phoneHevcMov`: an iPhone-like HEVC MOV with AAC sound, 320 × 240 shot with a quarter turn (the rotation is written
 *   while remuxing: this ffmpeg drops it when it encodes), 3 s;
 * - `longMp4`: 10 s of 1280 × 720 H.264 (10 frames a second, to keep its ladder quick to make) with sound, long enough for the HLS ladder on the e2e server
 *   (VIDEO_HLS_MIN_SECONDS there).
 */
export const CLIPS = {
  cameraAvi: () =>
    made([
      {
        out: 'ward.avi',
        args: () => [...picture(6, '640x360'), ...tone(6), '-c:v', 'mpeg4', '-q:v', '5', '-c:a', 'libmp3lame'],
      },
    ]),
  phoneHevcMov: () =>
    made([
      {
        out: 'upright.mov',
        args: () => [
          ...picture(3, '320x240'),
          ...tone(3),
          '-c:v',
          'libx265',
          '-x265-params',
          'log-level=error',
          '-pix_fmt',
          'yuv420p',
          '-tag:v',
          'hvc1',
          '-c:a',
          'aac',
        ],
      },
      {
        out: 'IMG_0001.mov',
        args: (dir) => ['-i', path.join(dir, 'upright.mov'), '-c', 'copy', '-metadata:s:v:0', 'rotate=90'],
      },
    ]),
  longMp4: () =>
    made([
      {
        out: 'lecture.mp4',
        args: () => [
          ...picture(10, '1280x720', 10),
          ...tone(10),
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-pix_fmt',
          'yuv420p',
          '-c:a',
          'aac',
        ],
      },
    ]),
};

/** What the page's `<video>` had once it could play, and how far it moved while playing muted. */
export interface Played {
  src: string;
  width: number;
  height: number;
  duration: number;
}

/** Resolves once the page's `<video>` (by its label) fired `loadeddata` (or already has data), then plays it muted. */
export async function playsInPage(page: Page, label: string): Promise<Played> {
  const video = page.getByLabel(label, { exact: true }).and(page.locator('video'));
  await expect(video).toBeVisible();
  const loaded = await video.evaluate(
    (element) =>
      new Promise<Played>((resolve, reject) => {
        const media = element as HTMLVideoElement;
        const answer = () =>
          resolve({
            src: media.currentSrc,
            width: media.videoWidth,
            height: media.videoHeight,
            duration: media.duration,
          });
        if (media.readyState >= 2) return answer();
        media.preload = 'auto';
        media.addEventListener('loadeddata', answer, { once: true });
        media.addEventListener('error', () =>
          reject(new Error(`video error ${media.error?.code} ${media.error?.message}`)),
        );
        setTimeout(() => reject(new Error(`no loadeddata (readyState ${media.readyState})`)), 20_000);
      }),
  );
  const started = await video.evaluate(async (element) => {
    const media = element as HTMLVideoElement;
    media.muted = true;
    await media.play();
    const from = media.currentTime;
    await new Promise((r) => setTimeout(r, 1200));
    return { from, to: media.currentTime, paused: media.paused };
  });
  expect(started.paused).toBe(false);
  expect(started.to - started.from).toBeGreaterThan(0.3);
  return loaded;
}

/**
 * On /my/issueVideo: chooses the file, waits until the server has made it playable (the preview shows), titles it and
 * publishes. Ends on the new post's page.
 */
export async function uploadAndPublish(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  title: string,
): Promise<{ mediaId: string; status: string }> {
  if (!new URL(page.url()).pathname.startsWith('/my/issueVideo')) await page.goto('/my/issueVideo');
  await expect(page.getByRole('heading', { level: 1, name: '发布视频' })).toBeVisible();
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/web/file/upload');
  await page.getByLabel('选择视频').setInputFiles(file);
  await expect(page.getByRole('progressbar', { name: '视频上传进度' })).toHaveAttribute('aria-valuenow', '100');
  const accepted = ((await (await answered).json()) as { data: { mediaId: string; status: string } }).data;
  const preview = page.getByLabel('视频预览', { exact: true }).and(page.locator('video'));
  await expect(preview).toBeVisible({ timeout: 120_000 });
  await page.getByRole('combobox', { name: /标题/ }).fill(title);
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page).toHaveURL(/\/hot\/detail/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return accepted;
}
