import { DEMO_MEMBER, memberPage } from './support/demo';
import { expect, test } from './support/fixtures';
import { CLIPS, playsInPage, uploadAndPublish } from './support/video';

test.describe('videos play everywhere', () => {
  test('a member uploads an AVI, sees 处理中 N% pushed over the socket, publishes, and the post’s video plays', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const title = `门诊一日${String(Date.now()).slice(-6)}`;
    const avi = CLIPS.cameraAvi();
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
  test('an iPhone HEVC MOV shot with a quarter turn plays upright on the post page', async ({ browser }) => {
    test.setTimeout(180_000);
    const title = `竖拍查房${String(Date.now()).slice(-6)}`;
    const { page, close } = await memberPage(browser, DEMO_MEMBER);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await uploadAndPublish(
        page,
        { name: 'IMG_0001.MOV', mimeType: 'video/quicktime', buffer: CLIPS.phoneHevcMov() },
        title,
      );
      const played = await playsInPage(page, `视频：${title}`);
      // Chromium cannot decode HEVC: what plays is the H.264 MP4 made from it, turned upright (320 × 240 → 240 × 320).
      expect(played.src).toMatch(/\/files\/v\/[a-z0-9]+\.mp4$/);
      expect({ width: played.width, height: played.height }).toEqual({ width: 240, height: 320 });
      expect(played.duration).toBeGreaterThan(2);
    } finally {
      await close();
    }
  });

  test('a long video streams as HLS through the player, with 自动 / 360p / 720p and never above its source', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const title = `手术示教${String(Date.now()).slice(-6)}`;
    const { page, close } = await memberPage(browser, DEMO_MEMBER);
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await uploadAndPublish(page, { name: '示教.mp4', mimeType: 'video/mp4', buffer: CLIPS.longMp4() }, title);
      const playlists: string[] = [];
      page.on('request', (request) => {
        if (/\.m3u8$/.test(new URL(request.url()).pathname)) playlists.push(new URL(request.url()).pathname);
      });
      // A fresh load of the post's address, as a visitor who opens a shared link would.
      await page.reload();
      const played = await playsInPage(page, `视频：${title}`);
      // Through hls.js (Media Source Extensions): the element plays a blob, fed from the master playlist.
      expect(played.src).toMatch(/^blob:/);
      expect(playlists.some((p) => /master\.m3u8$/.test(p))).toBe(true);
      expect(played.duration).toBeGreaterThan(9);

      const choices = page.getByRole('group', { name: '清晰度' });
      await expect(choices.getByRole('button', { name: '自动' })).toHaveAttribute('aria-pressed', 'true');
      await expect(choices.getByRole('button', { name: '360p' })).toBeEnabled();
      await expect(choices.getByRole('button', { name: '720p' })).toBeEnabled();
      // The source is 720p: no 1080p rung is made, so it cannot be chosen.
      await expect(choices.getByRole('button', { name: '1080p' })).toBeDisabled();

      const video = page.getByLabel(`视频：${title}`, { exact: true }).and(page.locator('video'));
      // Kept playing while the rungs are switched (the clip is 10 s).
      await video.evaluate((element) => {
        (element as HTMLVideoElement).loop = true;
      });
      await choices.getByRole('button', { name: '360p' }).click();
      await expect(choices.getByRole('button', { name: '360p' })).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(() => video.evaluate((element) => (element as HTMLVideoElement).videoHeight), { timeout: 30_000 })
        .toBe(360);
      await choices.getByRole('button', { name: '720p' }).click();
      await expect
        .poll(() => video.evaluate((element) => (element as HTMLVideoElement).videoHeight), { timeout: 30_000 })
        .toBe(720);
    } finally {
      await close();
    }
  });
});
