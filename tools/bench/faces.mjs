// Patient privacy (issue 41): the face detector's costs.
//  - server: the tiny face detector on the TensorFlow.js WebAssembly backend in Node, with the settings of
//    apps/server/src/modules/media/media.faces.ts (scaled to the 416 px input, input 416, score 0.5), per picture,
//    on the portraits face-api ships and on a 12-megapixel photo made from one of them (budget ≤ 300 ms);
//  - browser: on 上传作品 in Chromium with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), a 12 MP portrait
//    chosen, from its bytes to the outlined faces, the model's first load apart (budget ≤ 400 ms);
//  - size: the detector's worker chunk, model and WebAssembly as fetched, gzip (budget ≤ 1.5 MB), and none of them
//    requested by pages without an upload, nor by 上传作品 before a picture is chosen.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const faceApiDir = dirname(require.resolve('@vladmandic/face-api/package.json'));
const PORTRAITS = ['sample1.jpg', 'sample2.jpg', 'sample3.jpg', 'sample4.jpg', 'sample5.jpg', 'sample6.jpg'];
const DETECTOR_FILES = /face-worker|tiny_face_detector|tfjs-backend-wasm/;

/** A 4000 × 3000 (12 MP) JPEG of the shipped group portrait, under the 2 MB form limit so it is not shrunk first. */
export async function portrait12mp() {
  for (const quality of [80, 70, 60, 50]) {
    const bytes = await sharp(join(faceApiDir, 'demo', 'sample1.jpg'))
      .resize(4000, 3000, { fit: 'cover', kernel: 'lanczos3' })
      .jpeg({ quality })
      .toBuffer();
    if (bytes.length < 2 * 1024 * 1024) return bytes;
  }
  throw new Error('12 MP portrait over 2 MB');
}

/** Server side, in this process: milliseconds per picture (median and max over the runs after one warm-up). */
export async function serverDetection(runs = 5) {
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
  const wasm = require('@tensorflow/tfjs-backend-wasm');
  wasm.setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`);
  await faceapi.tf.setBackend('wasm');
  await faceapi.tf.ready();
  await faceapi.nets.tinyFaceDetector.loadFromDisk(join(faceApiDir, 'model'));
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 });
  const detect = async (bytes) => {
    const started = performance.now();
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize({ width: 416, height: 416, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const tensor = faceapi.tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.length), [
      info.height,
      info.width,
      3,
    ]);
    const faces = await faceapi.detectAllFaces(tensor, options);
    tensor.dispose();
    return { ms: performance.now() - started, faces: faces.length };
  };
  const pictures = [
    ...PORTRAITS.map((name) => ({ name, bytes: readFileSync(join(faceApiDir, 'demo', name)) })),
    { name: '12mp', bytes: await portrait12mp() },
  ];
  await detect(pictures[0].bytes);
  const times = [];
  let big = 0;
  let faces = 0;
  for (let run = 0; run < runs; run += 1) {
    for (const picture of pictures) {
      const result = await detect(picture.bytes);
      times.push(result.ms);
      if (picture.name === '12mp') big = Math.max(big, result.ms);
      if (run === 0) faces += result.faces;
    }
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)], maxMs: times[times.length - 1], bigMs: big, faces };
}

/** The detector's files in the build, gzip bytes: the worker chunk, the model and the WebAssembly build fetched. */
export function detectorSizes(webDist) {
  const assets = join(webDist, 'assets');
  const files = readdirSync(assets).filter((f) => DETECTOR_FILES.test(f) && !/\.(gz|br)$/.test(f));
  const gz = (f) => gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
  const pick = (re) => files.find((f) => re.test(f));
  const worker = pick(/^face-worker-.*\.js$/);
  const model = pick(/^tiny_face_detector_model-.*\.bin$/);
  const simd = pick(/^tfjs-backend-wasm-simd-.*\.wasm$/);
  if (!worker || !model || !simd) throw new Error(`detector files missing in ${assets}: ${files.join(', ')}`);
  // No other script of the build may carry the detector's code.
  const leaked = readdirSync(assets).filter(
    (f) => f.endsWith('.js') && f !== worker && readFileSync(join(assets, f), 'utf8').includes('tinyFaceDetector'),
  );
  return { workerKb: gz(worker) / 1024, modelKb: gz(model) / 1024, wasmKb: gz(simd) / 1024, leaked };
}

async function logIn(page, base) {
  await page.goto(`${base}/my/login`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  const form = page.getByRole('form', { name: '密码登录' });
  await form.getByLabel('手机号').fill('13800000001');
  await form.getByLabel('密码').fill('Yiying@2026');
  await form.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/my$/);
}

/**
 * In Chromium, CPU slowed 4×: which pages fetch any of the detector's files (none but 上传作品 after a picture is
 * chosen may), and the detection of a 12 MP portrait (after one picture loaded the model), runs times.
 */
export async function browserDetection(browser, base, runs = 5) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (r) => {
    if (DETECTOR_FILES.test(r.url())) fetched.push({ page: page.url(), url: r.url() });
  });
  await logIn(page, base);
  for (const path of ['/', '/hot', '/my', '/my/upload']) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
  }
  const before = fetched.length;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const bytes = await portrait12mp();
  const times = [];
  const workerTimes = [];
  for (let run = 0; run <= runs; run += 1) {
    await page.getByLabel('选择图片').setInputFiles({ name: `p${run}.jpg`, mimeType: 'image/jpeg', buffer: bytes });
    const stage = page.getByTestId('privacy-stage');
    await stage.waitFor({ timeout: 120_000 });
    const ms = Number(await stage.getAttribute('data-detect-ms'));
    if (run > 0) times.push(ms);
    if (run > 0) workerTimes.push(Number(await stage.getAttribute('data-detect-worker-ms')));
    await page.getByRole('button', { name: '不上传这张' }).click();
    await stage.waitFor({ state: 'detached' });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  times.sort((a, b) => a - b);
  workerTimes.sort((a, b) => a - b);
  return {
    medianMs: times[Math.floor(times.length / 2)],
    workerMedianMs: workerTimes[Math.floor(workerTimes.length / 2)],
    maxMs: times[times.length - 1],
    leakedRequests: fetched.slice(0, before),
  };
}
