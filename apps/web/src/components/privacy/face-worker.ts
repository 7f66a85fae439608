/// <reference lib="webworker" />
// Runs the tiny face detector off the main thread. Its code, model and WebAssembly come from this site's own build
// (bundled from node_modules); nothing is fetched from another host.
import * as faceapi from '@vladmandic/face-api/dist/face-api.esm.js';
import manifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import modelUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import wasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import wasmSimdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import wasmThreadedUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';

/** The same settings as the server's check. */
const INPUT_SIZE = 416;
const MIN_SCORE = 0.5;

export interface DetectRequest {
  id: number;
  image: ImageBitmap;
}

export type DetectResponse =
  | {
      id: number;
      faces: Array<{ x: number; y: number; width: number; height: number; score: number }>;
      /** Detection on the scaled picture. */
      ms: number;
      /** Loading the model and WebAssembly (the first picture only). */
      loadMs: number;
    }
  | { id: number; error: string };

let ready: Promise<void> | undefined;

/** face-api looks for a DOM to work with; a worker has none, so it is told what stands in (pictures come as tensors). */
function workerEnvironment() {
  const unavailable = () => {
    throw new Error('not available in a worker');
  };
  const env = faceapi.env as unknown as { setEnv(env: Record<string, unknown>): void };
  env.setEnv({
    Canvas: OffscreenCanvas,
    CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D,
    Image: ImageBitmap,
    ImageData,
    Video: class {},
    createCanvasElement: () => new OffscreenCanvas(1, 1),
    createImageElement: unavailable,
    createVideoElement: unavailable,
    fetch: (input: RequestInfo, init?: RequestInit) => fetch(input, init),
    readFile: unavailable,
  });
}

async function load(): Promise<void> {
  workerEnvironment();
  const tf = faceapi.tf as unknown as {
    setWasmPaths(paths: Record<string, string>): void;
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
    io: { decodeWeights(buffer: ArrayBuffer, specs: unknown): Record<string, unknown> };
  };
  tf.setWasmPaths({
    'tfjs-backend-wasm.wasm': wasmUrl,
    'tfjs-backend-wasm-simd.wasm': wasmSimdUrl,
    'tfjs-backend-wasm-threaded-simd.wasm': wasmThreadedUrl,
  });
  // WebAssembly is the fastest everywhere a worker runs; the plain JavaScript backend is the fallback.
  if (!(await tf.setBackend('wasm').catch(() => false))) await tf.setBackend('cpu');
  await tf.ready();
  const response = await fetch(modelUrl);
  if (!response.ok) throw new Error(`model ${response.status}`);
  const weights = tf.io.decodeWeights(await response.arrayBuffer(), manifest[0].weights);
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(weights as never);
}

async function detect(image: ImageBitmap): Promise<DetectResponse extends infer R ? R : never> {
  const loading = performance.now();
  ready ??= load();
  await ready;
  const started = performance.now();
  const loadMs = started - loading;
  const canvas = new OffscreenCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.drawImage(image, 0, 0);
  image.close();
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const rgb = new Int32Array(canvas.width * canvas.height * 3);
  for (let i = 0, j = 0; i < data.length; i += 4, j += 3) {
    rgb[j] = data[i];
    rgb[j + 1] = data[i + 1];
    rgb[j + 2] = data[i + 2];
  }
  const tensor = faceapi.tf.tensor3d(rgb, [canvas.height, canvas.width, 3], 'int32');
  try {
    const found = await faceapi.detectAllFaces(
      tensor as never,
      new faceapi.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: MIN_SCORE }),
    );
    const faces = found.map((face) => ({
      x: face.box.x / canvas.width,
      y: face.box.y / canvas.height,
      width: face.box.width / canvas.width,
      height: face.box.height / canvas.height,
      score: face.score,
    }));
    return { id: 0, faces, ms: performance.now() - started, loadMs };
  } finally {
    tensor.dispose();
  }
}

/** The worker's own scope. */
const scope = globalThis as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<DetectRequest>) => {
  const { id, image } = event.data;
  detect(image).then(
    (result) => scope.postMessage({ ...result, id }),
    (error: unknown) => {
      ready = undefined;
      scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    },
  );
};
