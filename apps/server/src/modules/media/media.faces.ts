import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaDb } from './media.db.js';
import { FILES_PREFIX } from '../../plugins/files.js';
import { PermanentJobError, type JobContext } from '../job/index.js';
import { findMediaByIds } from './media.repository.js';
import type { MediaStorage } from './media.storage.js';

/** The job that looks for faces in a stored picture (patient privacy, issue 41). */
export const FACE_DETECT_JOB = 'media.faces';

/** One face found, as fractions of the picture's width and height (0–1), and the detector's score. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

/** The same settings as the browser's detector, so a picture blurred there is judged the same way here. */
export const FACE_INPUT_SIZE = 416;
export const FACE_MIN_SCORE = 0.5;
/**
 * Pictures are scaled to the detector's own input size before detection: the tiny face detector pads to a square and
 * resizes to 416 px itself, so handing it more pixels only adds a resize on the WebAssembly backend, while sharp's
 * shrink-on-load decodes a large JPEG at a fraction of its size. Same faces and scores within a few hundredths.
 */
const DETECT_LONG_EDGE = FACE_INPUT_SIZE;

type FaceApi = typeof import('@vladmandic/face-api');

let loading: Promise<FaceApi> | undefined;

/**
 * Loads TensorFlow.js on its WebAssembly backend and the tiny face detector from `node_modules` (nothing fetched from
 * another host), once per process and only when the first picture is checked.
 */
function loadDetector(): Promise<FaceApi> {
  loading ??= (async () => {
    const require = createRequire(__filename);
    // The node-wasm build of face-api loads @tensorflow/tfjs and the wasm backend itself; both are the same copies.
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string, custom?: boolean): void };
    const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
    wasm.setWasmPaths(`${wasmDir}${path.sep}`);
    // The bundled typings leave out the engine functions the node builds have.
    const tf = faceapi.tf as unknown as { setBackend(name: string): Promise<boolean>; ready(): Promise<void> };
    await tf.setBackend('wasm');
    await tf.ready();
    const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    await faceapi.nets.tinyFaceDetector.loadFromDisk(modelDir);
    return faceapi;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Faces in a picture (any format sharp reads), largest score first. */
export async function detectFaces(bytes: Buffer): Promise<FaceBox[]> {
  const faceapi = await loadDetector();
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: DETECT_LONG_EDGE, height: DETECT_LONG_EDGE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tensor = faceapi.tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.length), [
    info.height,
    info.width,
    3,
  ]);
  try {
    const found = await faceapi.detectAllFaces(
      tensor as unknown as Parameters<FaceApi['detectAllFaces']>[0],
      new faceapi.TinyFaceDetectorOptions({ inputSize: FACE_INPUT_SIZE, scoreThreshold: FACE_MIN_SCORE }),
    );
    const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 10_000) / 10_000;
    return found
      .map((face) => ({
        x: round(face.box.x / info.width),
        y: round(face.box.y / info.height),
        width: round(face.box.width / info.width),
        height: round(face.box.height / info.height),
        score: Math.round(face.score * 100) / 100,
      }))
      .sort((a, b) => b.score - a.score);
  } finally {
    tensor.dispose();
  }
}

export interface FaceJobDeps {
  db: MediaDb;
  storage: MediaStorage;
  detect?: (bytes: Buffer) => Promise<FaceBox[]>;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * Checks a stored picture for faces and records the count and boxes on its media row, whatever way it arrived (an
 * old client, the API): what the review screens and the publish rule read.
 */
export function faceJobHandler(deps: FaceJobDeps) {
  const detect = deps.detect ?? detectFaces;
  return async (job: JobContext<{ mediaId: string }>): Promise<void> => {
    const [row] = await findMediaByIds(deps.db, [job.data.mediaId]);
    // Deleted before its turn: nothing to check.
    if (!row || row.kind !== 'image') return;
    if (!row.url.startsWith(FILES_PREFIX)) return;
    const bytes = await readAll(deps.storage.get(row.url.slice(FILES_PREFIX.length)));
    let faces: FaceBox[];
    try {
      faces = await detect(bytes);
    } catch (error) {
      throw new PermanentJobError(`图片无法检测人脸：${error instanceof Error ? error.message : String(error)}`);
    }
    await deps.db
      .updateTable('media')
      .set({ faces: faces.length, face_boxes: JSON.stringify(faces) })
      .where('media_id', '=', row.media_id)
      .execute();
  };
}
