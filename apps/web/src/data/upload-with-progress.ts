import { sendWithProgress, userPaths, type ApiClient, type UploadedFile } from '@yiying/api-client';
import { UPLOAD_TIMEOUT } from '@yiying/models';

/** An upload in progress: its result, and a way to stop it. */
export interface UploadTask<T = UploadedFile> {
  done: Promise<T>;
  abort(): void;
}

/** Starts an upload of one file, calling `onProgress` with 0–100. */
export type ImageUploader = (file: File, onProgress: (percent: number) => void) => UploadTask;

/**
 * Uploads one image to `uploadOss` (avatars, certificates) through the client's XMLHttpRequest path, whose
 * upload progress events work in every browser. The answer is checked by the client, so errors and the 401
 * handling are the same as for any other call.
 */
export function uploadWithProgress(client: ApiClient, file: File, onProgress: (percent: number) => void): UploadTask {
  const controller = new AbortController();
  const form = new FormData();
  form.append('file', file, file.name);
  const done = sendWithProgress({
    url: client.url(userPaths.uploadOss.path),
    headers: client.authHeaders(),
    body: form,
    timeout: UPLOAD_TIMEOUT.image,
    onProgress,
    signal: controller.signal,
  }).then((answer) => {
    const payload = client.readAnswer(answer);
    onProgress(100);
    return payload.data as UploadedFile;
  });
  return { done, abort: () => controller.abort() };
}
