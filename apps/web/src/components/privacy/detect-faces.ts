import type { FaceBox } from './pixelate';
import type { DetectRequest, DetectResponse } from './face-worker';

/**
 * Pictures are decoded straight to the detector's own input size (416 px; it pads to a square and scales to that
 * itself): more pixels would only be copied into the tensor and scaled down again on a slow phone. The server looks
 * at the same size, so both find the same faces.
 */
const DETECT_LONG_EDGE = 416;
/** The first picture also waits for the model and WebAssembly to load. */
const DETECT_TIMEOUT_MS = 45_000;

/** Faces found in a picture, and how long finding them took. */
export interface DetectedFaces {
  faces: FaceBox[];
  /** In the worker, on the scaled picture. */
  ms: number;
  /** From the picture's bytes to the boxes: decoding, scaling and the worker's part (the model's first load apart). */
  totalMs: number;
}

interface Pending {
  started: number;
  resolve(found: DetectedFaces): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, Pending>();

function startWorker(): Worker {
  if (worker) return worker;
  // Created on the first picture chosen: the detector's code and model are not loaded before.
  worker = new Worker(new URL('./face-worker.ts', import.meta.url), { type: 'module', name: 'face-detector' });
  worker.onmessage = (event: MessageEvent<DetectResponse>) => {
    const pending = waiting.get(event.data.id);
    if (!pending) return;
    waiting.delete(event.data.id);
    if ('error' in event.data) return pending.reject(new Error(event.data.error));
    const { faces, ms, loadMs } = event.data;
    pending.resolve({ faces, ms, totalMs: performance.now() - pending.started - loadMs });
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const pending of waiting.values()) pending.reject(new Error('face detector failed'));
    waiting.clear();
    worker?.terminate();
    worker = undefined;
  };
  return worker;
}

/**
 * Width and height stored in a JPEG, PNG or GIF header (before any EXIF rotation), or undefined for anything else.
 * A rotated JPEG keeps its aspect ratio after the decoder's resize, which scales before it rotates.
 */
export async function imageSize(file: Blob): Promise<{ width: number; height: number } | undefined> {
  const head = new DataView(await file.slice(0, 256 * 1024).arrayBuffer());
  if (head.byteLength < 24) return undefined;
  // PNG: IHDR right after the signature.
  if (head.getUint32(0) === 0x89504e47) return { width: head.getUint32(16), height: head.getUint32(20) };
  // GIF: logical screen size, little-endian.
  if (head.getUint32(0) === 0x47494638) return { width: head.getUint16(6, true), height: head.getUint16(8, true) };
  if (head.getUint16(0) !== 0xffd8) return undefined;
  let at = 2;
  while (at + 9 < head.byteLength) {
    if (head.getUint8(at) !== 0xff) return undefined;
    const marker = head.getUint8(at + 1);
    const length = head.getUint16(at + 2);
    // Start of frame (baseline, progressive, …), not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: head.getUint16(at + 7), height: head.getUint16(at + 5) };
    }
    at += 2 + length;
  }
  return undefined;
}

/** Finds the faces of a picture on this device, in a Web Worker; boxes are fractions of the picture. */
export async function detectFaces(file: Blob): Promise<DetectedFaces> {
  const started = performance.now();
  // Decoded straight to the detection size: a 12 MP JPEG is never held at full size for this (the decoder scales
  // while it reads, which is several times faster). The long edge is read from the file's header when it can be.
  const size = await imageSize(file);
  const scale = size ? Math.min(1, DETECT_LONG_EDGE / Math.max(size.width, size.height)) : 1;
  const image = await createImageBitmap(
    file,
    size && scale < 1
      ? {
          imageOrientation: 'from-image',
          resizeWidth: Math.max(1, Math.round(size.width * scale)),
          resizeHeight: Math.max(1, Math.round(size.height * scale)),
          resizeQuality: 'low',
        }
      : { imageOrientation: 'from-image' },
  );
  const target = startWorker();
  nextId += 1;
  const id = nextId;
  return new Promise<DetectedFaces>((resolve, reject) => {
    // A detector that never answers (a device too slow, a broken worker) leaves the picture to the manual tool.
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('face detector timed out'));
    }, DETECT_TIMEOUT_MS);
    waiting.set(id, {
      started,
      resolve: (found) => {
        clearTimeout(timer);
        resolve(found);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    target.postMessage({ id, image } satisfies DetectRequest, [image]);
  });
}
