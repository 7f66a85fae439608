import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_MEMBER, memberPage } from './support/demo';
import { expect, test } from './support/fixtures';

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

/**
 * A camera-style AVI (MPEG-4 Part 2 video, MP3 sound), which Chromium cannot open as it is: 6 s at 640 × 360, made
 * here so the test needs no stored fixture.
 */
function cameraAvi(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'yiying-e2e-video-'));
  try {
    const out = path.join(dir, 'ward.avi');
    execFileSync(ffmpeg(), [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=duration=6:size=640x360:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=6',
      '-c:v',
      'mpeg4',
      '-q:v',
      '5',
      '-c:a',
      'libmp3lame',
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Resolves once the page's `<video>` (by its label) fired `loadeddata` (or already has data), then plays it muted. */
async function playsInPage(page: Page, label: string) {
  const video = page.getByLabel(label, { exact: true }).and(page.locator('video'));
  await expect(video).toBeVisible();
  const loaded = await video.evaluate(
    (element) =>
      new Promise<{ src: string; width: number; height: number; duration: number }>((resolve, reject) => {
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

test.describe('videos play everywhere', () => {
  test('a member uploads an AVI, sees 处理中 N% pushed over the socket, publishes, and the post’s video plays', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const title = `门诊一日${String(Date.now()).slice(-6)}`;
    const avi = cameraAvi();
    const { page, close } = await memberPage(browser, DEMO_MEMBER);
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      // The processing notices the server pushes on the member's chat socket.
      const pushed: { mediaId: string; status: string; progress?: number }[] = [];
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          const frame = JSON.parse(String(payload)) as { type?: string; media?: (typeof pushed)[number] };
          if (frame.type === 'notice' && frame.media) pushed.push(frame.media);
        }),
      );
      const socketOpened = page.waitForEvent('websocket');
      await page.goto('/my/issueVideo');
      await expect(page.getByRole('heading', { level: 1, name: '发布视频' })).toBeVisible();
      // Every value the processing bar shows is kept (it may move faster than an assertion polls).
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { __progress: number[] }).__progress = seen;
        new MutationObserver(() => {
          const bar = document.querySelector('[role="progressbar"][aria-label="视频处理进度"]');
          const value = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
          if (Number.isFinite(value) && seen[seen.length - 1] !== value) seen.push(value);
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      // The chat socket (loaded after the first paint) is open before the upload starts.
      await socketOpened;

      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/web/file/upload');
      await page.getByLabel('选择视频').setInputFiles({ name: '门诊.avi', mimeType: 'video/x-msvideo', buffer: avi });
      await expect(page.getByRole('progressbar', { name: '视频上传进度' })).toHaveAttribute('aria-valuenow', '100');
      const accepted = ((await (await answered).json()) as { data: { mediaId: string; status: string } }).data;
      expect(accepted.status).toBe('processing');

      // Processed on the server: progress shown, then the preview plays the H.264 MP4.
      const preview = page.getByLabel('视频预览', { exact: true }).and(page.locator('video'));
      await expect(preview).toBeVisible({ timeout: 120_000 });
      const shown = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
      expect(shown.length, `progress shown: ${shown.join(', ')}`).toBeGreaterThan(0);
      const mine = pushed.filter((m) => m.mediaId === accepted.mediaId);
      expect(mine.some((m) => m.status === 'processing' && (m.progress ?? 0) > 0)).toBe(true);
      expect(mine[mine.length - 1]?.status).toBe('ready');
      // The bar took what the socket pushed: values between the upload's 0 and the end.
      expect(shown.some((v) => v > 0 && v < 100)).toBe(true);
      await expect(page.getByText('处理中', { exact: false })).toHaveCount(0);

      await page.getByRole('combobox', { name: /标题/ }).fill(title);
      await page.getByRole('button', { name: '发布' }).click();
      await expect(page).toHaveURL(/\/hot\/detail/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const played = await playsInPage(page, `视频：${title}`);
      expect(played.src).toMatch(/\/files\/v\/[a-z0-9]+\.mp4$/);
      expect({ width: played.width, height: played.height }).toEqual({ width: 640, height: 360 });
      expect(played.duration).toBeGreaterThan(5);

      // The same post on a phone.
      const url = page.url();
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      try {
        const small = await phone.newPage();
        await small.goto(url);
        await expect(small.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const box = await small.getByLabel(`视频：${title}`, { exact: true }).and(small.locator('video')).boundingBox();
        expect(box?.width ?? 0).toBeGreaterThan(300);
        expect(box?.width ?? 999).toBeLessThanOrEqual(390);
        await playsInPage(small, `视频：${title}`);
      } finally {
        await phone.close();
      }
    } finally {
      await close();
    }
  });
});
