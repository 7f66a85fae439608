import type { FaceBox } from './pixelate';
import type { DetectRequest, DetectResponse } from './face-worker';

/** Pictures are scaled to this long edge before detection (the detector looks at 416 px anyway). */
const DETECT_LONG_EDGE = 1024;
/** The first picture also waits for the model and WebAssembly to load. */
const DETECT_TIMEOUT_MS = 45_000;

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve(faces: DetectedFaces): void; reject(error: Error): void }>();

/** Faces found in a picture, and how long the detection took in the worker (model loading apart). */
export interface DetectedFaces {
  faces: FaceBox[];
  ms: number;
}

function startWorker(): Worker {
  if (worker) return worker;
  // Created on the first picture chosen: the detector's code and model are not loaded before.
  worker = new Worker(new URL('./face-worker.ts', import.meta.url), { type: 'module', name: 'face-detector' });
  worker.onmessage = (event: MessageEvent<DetectResponse>) => {
    const pending = waiting.get(event.data.id);
    if (!pending) return;
    waiting.delete(event.data.id);
    if ('error' in event.data) pending.reject(new Error(event.data.error));
    else pending.resolve({ faces: event.data.faces, ms: event.data.ms });
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

/** Finds the faces of a picture on this device, in a Web Worker; boxes are fractions of the picture. */
export async function detectFaces(file: Blob): Promise<DetectedFaces> {
  const probe = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, DETECT_LONG_EDGE / Math.max(probe.width, probe.height));
  let image = probe;
  if (scale < 1) {
    image = await createImageBitmap(probe, {
      resizeWidth: Math.max(1, Math.round(probe.width * scale)),
      resizeHeight: Math.max(1, Math.round(probe.height * scale)),
      resizeQuality: 'medium',
    });
    probe.close();
  }
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
      resolve: (faces) => {
        clearTimeout(timer);
        resolve(faces);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    target.postMessage({ id, image } satisfies DetectRequest, [image]);
  });
}
