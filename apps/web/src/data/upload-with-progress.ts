import { NetworkError, TimeoutError, userPaths, type ApiClient, type UploadedFile } from '@yiying/api-client';
import { UPLOAD_TIMEOUT } from '@yiying/models';

/** An upload in progress: its result, and a way to stop it. */
export interface UploadTask {
  done: Promise<UploadedFile>;
  abort(): void;
}

/** Starts an upload of one file, calling `onProgress` with 0–100. */
export type ImageUploader = (file: File, onProgress: (percent: number) => void) => UploadTask;

/**
 * Uploads one image to `uploadOss` with XMLHttpRequest, whose upload progress events work in every
 * browser (fetch can only report upload progress over HTTP/2). The answer is checked by the client,
 * so errors and the 401 handling are the same as for any other call.
 */
export function uploadWithProgress(client: ApiClient, file: File, onProgress: (percent: number) => void): UploadTask {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', client.url(userPaths.uploadOss.path));
    for (const [name, value] of Object.entries(client.authHeaders())) xhr.setRequestHeader(name, value);
    xhr.timeout = UPLOAD_TIMEOUT.image;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      try {
        const payload = client.readAnswer({
          status: xhr.status,
          statusText: xhr.statusText,
          body: xhr.responseText,
          retryAfter: xhr.getResponseHeader('retry-after'),
        });
        onProgress(100);
        resolve(payload.data as UploadedFile);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.ontimeout = () => reject(new TimeoutError());
    xhr.onabort = () => reject(new DOMException('上传已取消', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
