import type { DetectedFaces } from './detect-faces';

/** The face detector's client, loaded once a picture is chosen (its worker and model load on its first call). */
export function loadFaceDetector(): Promise<(file: Blob) => Promise<DetectedFaces>> {
  return import('./detect-faces').then((m) => m.detectFaces);
}
