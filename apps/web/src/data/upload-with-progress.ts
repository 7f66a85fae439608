import type { ApiClient, UploadedFile } from '@yiying/api-client';

/** An upload in progress: its result, and a way to stop it. */
export interface UploadTask<T = UploadedFile> {
  done: Promise<T>;
  abort(): void;
}

/** Starts an upload of one file, calling `onProgress` with 0–100. */
export type ImageUploader = (file: File, onProgress: (percent: number) => void) => UploadTask;

/**
 * Uploads one image to `uploadOss` (avatars, certificates) with a progress bar. The client sends it by
 * XMLHttpRequest, whose upload progress events work in every browser, and checks the answer like any other call
 * (same errors, same 401 handling).
 */
export function uploadWithProgress(client: ApiClient, file: File, onProgress: (percent: number) => void): UploadTask {
  const controller = new AbortController();
  const done = client.user.uploadOss(file, file.name, { onProgress, signal: controller.signal });
  return { done, abort: () => controller.abort() };
}
