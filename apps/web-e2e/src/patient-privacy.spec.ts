import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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
      expect(await boxes.count()).toBeGreaterThanOrEqual(2);
      await shot(page, 'privacy-faces', viewport.width);

      await editor.getByRole('button', { name: '一键打码' }).click();
      await expect(editor.getByText(/张人脸已全部打码$/)).toBeVisible();
      await expect(boxes).toHaveCount(0);
      await editor.getByRole('button', { name: '撤销' }).click();
      await expect(editor.getByText(/^检测到 \d+ 张人脸$/)).toBeVisible();
      await editor.getByRole('button', { name: '一键打码' }).click();
      await shot(page, 'privacy-blurred', viewport.width);
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
});
