import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_DOCTOR, DEMO_MEMBER, apiLogin, memberPage, type Envelope } from './support/demo';
import { expect, test } from './support/fixtures';
import { WIDTHS, shot, suffix } from './support/journey';

const load = createRequire(__filename);
// A group portrait face-api ships with its demo, read from node_modules at test time (never committed).
const PORTRAIT = readFileSync(
  path.join(path.dirname(load.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample1.jpg'),
);

type FaceApi = typeof import('@vladmandic/face-api');
let detector: Promise<FaceApi> | undefined;

/** Faces the same detector finds in served bytes, run here in Node on its WebAssembly build. */
async function facesIn(bytes: Buffer): Promise<number> {
  detector ??= (async () => {
    const faceapi = load('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    const wasm = load('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
    wasm.setWasmPaths(`${path.dirname(load.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`);
    const tf = faceapi.tf as unknown as { setBackend(name: string): Promise<boolean>; ready(): Promise<void> };
    await tf.setBackend('wasm');
    await tf.ready();
    await faceapi.nets.tinyFaceDetector.loadFromDisk(
      path.join(path.dirname(load.resolve('@vladmandic/face-api/package.json')), 'model'),
    );
    return faceapi;
  })();
  const faceapi = await detector;
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const tensor = faceapi.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3]);
  try {
    const found = await faceapi.detectAllFaces(
      tensor as never,
      new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 }),
    );
    return found.length;
  } finally {
    tensor.dispose();
  }
}

/** How much detail the editor's canvas shows in a region (mean difference of neighbouring pixels' luma). */
function canvasDetail(stage: Locator, region: { x: number; y: number; width: number; height: number }) {
  return stage.locator('canvas').evaluate((canvas: HTMLCanvasElement, r) => {
    const context = canvas.getContext('2d');
    if (!context) return -1;
    const left = Math.floor(r.x * canvas.width);
    const top = Math.floor(r.y * canvas.height);
    const width = Math.max(2, Math.floor(r.width * canvas.width));
    const height = Math.max(1, Math.floor(r.height * canvas.height));
    const { data } = context.getImageData(left, top, width, height);
    const luma = (i: number) => 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
    let sum = 0;
    let n = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 1; x < width; x++) {
        sum += Math.abs(luma((y * width + x) * 4) - luma((y * width + x - 1) * 4));
        n += 1;
      }
    }
    return sum / n;
  }, region);
}

/**
 * Paints a brush stroke across the stage at height `y` (a fraction), from `from` to `to`: with the mouse, or as a
 * finger would (touch pointer events) when `touch`.
 */
async function paint(page: Page, stage: Locator, y: number, from: number, to: number, touch: boolean) {
  const box = await stage.boundingBox();
  if (!box) throw new Error('no stage');
  const at = (fx: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * y });
  const steps = 12;
  if (!touch) {
    await page.mouse.move(at(from).x, at(from).y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) {
      const p = at(from + ((to - from) * i) / steps);
      await page.mouse.move(p.x, p.y);
    }
    await page.mouse.up();
    return;
  }
  const fire = (type: string, fx: number) =>
    stage.dispatchEvent(type, {
      pointerId: 11,
      pointerType: 'touch',
      isPrimary: true,
      bubbles: true,
      clientX: at(fx).x,
      clientY: at(fx).y,
    });
  await fire('pointerdown', from);
  for (let i = 1; i <= steps; i++) await fire('pointermove', from + ((to - from) * i) / steps);
  await fire('pointerup', to);
}

interface Detail {
  contentId: string;
  patientConsent?: string | null;
  media?: { url: string; kind: string }[];
}

test.describe('patient privacy of pictures', () => {
  for (const { name, viewport } of WIDTHS) {
    test(`a portrait's faces are found and pixelated before upload, and consent is asked in a medical circle (${name})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      expect(await facesIn(PORTRAIT)).toBeGreaterThanOrEqual(2);
      const title = `病房里的合影${suffix()}`;
      const { page, close } = await memberPage(browser, DEMO_MEMBER);
      await page.setViewportSize(viewport);
      // 病房故事: a medical circle by its name.
      await page.goto('/my/upload?circleId=circle-ward');
      await page.getByLabel('选择图片').setInputFiles({ name: 'group.jpg', mimeType: 'image/jpeg', buffer: PORTRAIT });

      const editor = page.getByRole('dialog', { name: '图片隐私检查' });
      await expect(editor).toBeVisible({ timeout: 30_000 });
      await expect(editor.getByText(/^检测到 \d+ 张人脸$/)).toBeVisible();
      const boxes = editor.getByTestId('face-box');
      // The boxes are drawn once the picture has its size on screen, a moment after the count.
      await expect.poll(() => boxes.count()).toBeGreaterThanOrEqual(2);
      await shot(page, 'privacy-faces', viewport.width);

      await editor.getByRole('button', { name: '一键打码' }).click();
      await expect(editor.getByText(/张人脸已全部打码$/)).toBeVisible();
      await expect(boxes).toHaveCount(0);
      await editor.getByRole('button', { name: '撤销' }).click();
      await expect(editor.getByText(/^检测到 \d+ 张人脸$/)).toBeVisible();
      await editor.getByRole('button', { name: '一键打码' }).click();
      await shot(page, 'privacy-blurred', viewport.width);

      // The brush blurs anything else (a wristband, a chart): by mouse at 1280 px, by finger at 390 px.
      const stage = editor.getByTestId('privacy-stage');
      const marks = Number(await stage.getAttribute('data-marks'));
      expect(marks).toBeGreaterThanOrEqual(2);
      await editor.getByRole('radio', { name: '画笔' }).click();
      await editor.getByRole('radio', { name: '粗' }).click();
      await expect(stage).toHaveAttribute('data-tool', 'brush');
      const band = { x: 0.2, y: 0.9, width: 0.6, height: 0.02 };
      const sharpBand = await canvasDetail(stage, band);
      expect(sharpBand).toBeGreaterThan(0);
      await paint(page, stage, 0.91, 0.1, 0.9, viewport.width < 600);
      await expect(stage).toHaveAttribute('data-marks', String(marks + 1));
      await expect.poll(() => canvasDetail(stage, band)).toBeLessThan(sharpBand * 0.6);
      await shot(page, 'privacy-brush', viewport.width);
      // 撤销 takes the stroke back, pixels and all; the faces stay blurred.
      await editor.getByRole('button', { name: '撤销' }).click();
      await expect(stage).toHaveAttribute('data-marks', String(marks));
      await expect.poll(() => canvasDetail(stage, band)).toBe(sharpBand);
      await expect(editor.getByText(/张人脸已全部打码$/)).toBeVisible();
      // From the keyboard: arrows move the cursor, Enter starts and ends the stroke, Ctrl+Z undoes it.
      await stage.focus();
      await page.keyboard.press('Enter');
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(stage).toHaveAttribute('data-marks', String(marks + 1));
      await page.keyboard.press('Control+z');
      await expect(stage).toHaveAttribute('data-marks', String(marks));
      // The picture goes up with its wristband painted over.
      await paint(page, stage, 0.91, 0.1, 0.9, viewport.width < 600);
      await expect(stage).toHaveAttribute('data-marks', String(marks + 1));
      await editor.getByRole('button', { name: '上传打码后的图片' }).click();
      await expect(editor).toBeHidden();
      await expect(page.getByRole('progressbar', { name: 'group.jpg 上传进度' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
      await expect(page.getByRole('list', { name: '已选图片' }).getByText('上传完成')).toBeVisible();

      await page.getByRole('combobox', { name: /标题/ }).fill(title);
      await page.getByRole('button', { name: '发布' }).click();
      const consent = page.getByRole('dialog', { name: '患者隐私确认' });
      await expect(consent).toBeVisible();
      await expect(consent).toContainText('医学类圈子');
      await consent.getByRole('button', { name: '确认发布' }).click();
      await expect(consent.getByText('请选择图片的患者隐私情况')).toBeVisible();
      await shot(page, 'privacy-consent', viewport.width);
      await consent.getByText('图片已去除可识别信息').click();
      await consent.getByRole('button', { name: '确认发布' }).click();

      await expect(page).toHaveURL(/\/hot\/detail/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const contentId = new URL(page.url()).searchParams.get('contentId') ?? page.url().split('/').pop();
      const detail = ((await (await request.get(`/api/content/detail/${contentId}`)).json()) as Envelope<Detail>).data;
      expect(detail.patientConsent).toBe('deidentified');
      const picture = detail.media?.find((m) => m.kind === 'image');
      expect(picture).toBeDefined();
      const served = await request.get(picture?.url ?? '');
      expect(served.ok()).toBe(true);
      expect(await facesIn(await served.body())).toBe(0);
      await close();
    });
  }

  test('a chat picture with faces is pixelated before it is sent', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const doctor = await apiLogin(request, DEMO_DOCTOR);
    const { page, close } = await memberPage(browser, DEMO_MEMBER);
    await page.goto(`/my/messages?chatUserId=${doctor.userId}`);
    const chat = page.locator('[aria-label="聊天窗口"]');
    await chat.getByLabel('图片').setInputFiles({ name: 'ward.jpg', mimeType: 'image/jpeg', buffer: PORTRAIT });
    const editor = page.getByRole('dialog', { name: '图片隐私检查' });
    await expect(editor).toBeVisible({ timeout: 30_000 });
    await editor.getByRole('button', { name: '一键打码' }).click();
    await editor.getByRole('button', { name: '上传打码后的图片' }).click();
    await expect(editor).toBeHidden();
    const sent = chat.locator('img[src*="/files/"]').last();
    await expect(sent).toBeVisible({ timeout: 30_000 });
    const served = await request.get((await sent.getAttribute('src')) ?? '');
    expect(served.ok()).toBe(true);
    expect(await facesIn(await served.body())).toBe(0);
    await close();
  });

  test('发布视频 in a medical circle asks the consent question and stores the answer', async ({ browser, request }) => {
    test.setTimeout(120_000);
    // A one-second clip made with the ffmpeg the server uses (from node_modules), never committed.
    const ffmpeg = (load('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'yiying-privacy-')), 'ward.mp4');
    execFileSync(ffmpeg, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x240:rate=25'],
      ...['-c:v', 'mpeg4', '-pix_fmt', 'yuv420p', file],
    ]);
    const title = `病房的一分钟${suffix()}`;
    const { page, close } = await memberPage(browser, DEMO_MEMBER);
    // 镜头下的医院: a medical circle by its name.
    await page.goto('/my/issueVideo?circleId=circle-lens');
    await page.getByLabel('选择视频').setInputFiles({
      name: 'ward.mp4',
      mimeType: 'video/mp4',
      buffer: readFileSync(file),
    });
    await expect(page.getByText('ward.mp4 上传完成')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('combobox', { name: /标题/ }).fill(title);
    await page.getByRole('button', { name: '发布' }).click();
    const consent = page.getByRole('dialog', { name: '患者隐私确认' });
    await expect(consent).toBeVisible();
    await expect(consent).toContainText('医学类圈子');
    await consent.getByText('已获得患者知情同意').click();
    await consent.getByRole('button', { name: '确认发布' }).click();
    await expect(page).toHaveURL(/\/hot\/detail/);
    const contentId = new URL(page.url()).searchParams.get('contentId');
    const detail = ((await (await request.get(`/api/content/detail/${contentId}`)).json()) as Envelope<Detail>).data;
    expect(detail.patientConsent).toBe('consent');
    expect(detail.media?.some((m) => m.kind === 'video')).toBe(true);
    await close();
  });

  test('the portrait of an activity entry is checked on the device, and its answer is stored with the entry', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { page, close } = await memberPage(browser, DEMO_DOCTOR);
    await page.goto('/activity');
    const card = page
      .getByRole('list', { name: '活动列表' })
      .getByRole('listitem')
      .filter({ hasText: '第三届"医者仁心"摄影大赛' });
    await card.getByRole('link', { name: '第三届"医者仁心"摄影大赛' }).click();
    await expect(page).toHaveURL(/\/activity\/detail\?activityId=/);
    const activityId = new URL(page.url()).searchParams.get('activityId');
    await page.getByRole('button', { name: '参加活动' }).click();
    const flow = page.getByRole('dialog', { name: /参加活动 · / });
    await flow.getByRole('button', { name: '上传新作品' }).click();
    await flow.getByLabel('选择图片').setInputFiles({ name: 'team.jpg', mimeType: 'image/jpeg', buffer: PORTRAIT });

    const editor = page.getByRole('dialog', { name: '图片隐私检查' });
    await expect(editor).toBeVisible({ timeout: 30_000 });
    await expect(editor.getByText(/^检测到 \d+ 张人脸$/)).toBeVisible();
    // The author keeps the faces (their own team, say): the entry then asks how the patients' privacy is kept.
    await editor.getByRole('button', { name: '不打码，直接上传' }).click();
    await expect(flow.getByText('上传完成')).toBeVisible({ timeout: 30_000 });
    const title = `科室合影${suffix()}`;
    await flow.getByLabel(/作品标题/).fill(title);
    await flow.getByRole('button', { name: '下一步' }).click();
    const consent = page.getByRole('dialog', { name: '患者隐私确认' });
    await expect(consent).toContainText(/图片中仍有 \d+ 张未打码的人脸/);
    await consent.getByText('图片不含患者').click();
    await consent.getByRole('button', { name: '确认发布' }).click();
    const form = flow.getByRole('form', { name: '填写参赛信息' });
    await form.getByLabel(/姓名/).fill('李医生');
    await form.getByRole('button', { name: '提交' }).click();
    await expect(flow.getByText('作品已提交，等待审核')).toBeVisible();

    const doctor = await apiLogin(request, DEMO_DOCTOR);
    const headers = { authorization: doctor.token, uuid: doctor.userId };
    const mine = (await (
      await request.get(`/api/activityEnroll/current?activityId=${activityId}`, { headers })
    ).json()) as Envelope<{ records: { title: string; contentId: string }[] }>;
    const entry = mine.data.records.find((r) => r.title === title);
    expect(entry).toBeDefined();
    const post = (await (
      await request.get(`/api/content/detail/${entry?.contentId}`, { headers })
    ).json()) as Envelope<Detail>;
    expect(post.data.patientConsent).toBe('no_patient');
    await close();
  });
});
