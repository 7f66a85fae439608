import { UPLOAD_FIELD, type uploadPaths } from '@yiying/validation';
import { fillPath, type CallResult } from '../contract-client.js';
import type { QueryParams, Transport } from '../transport.js';

/** How one upload is sent. */
export interface FileUploadOptions {
  /** Site the file belongs to (spec §7 `siteId`). */
  siteId?: string;
  /** Called with 0–100 while the body is sent (in a browser), and with 100 once the server has answered. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
  /** Name sent with the file; default the `File`'s own name, else `file`. */
  fileName?: string;
}

/** Post files (`/web/file/*` of the upload contract). */
export interface FileApi {
  /**
   * `POST /web/file/upload`: one image, video or document as multipart field `file`. The server types it
   * by its bytes and answers its `MediaRecord` (renditions and placeholder of an image, frames of a video).
   * Waits as long as spec §9 gives the kind: image 60 s, video 300 s, other files 120 s.
   */
  upload(file: Blob, options?: FileUploadOptions): Promise<CallResult<typeof uploadPaths.upload>>;
  /**
   * `GET /web/file/status/{id}`: one of the member's uploads as it is now; a video answers `status` `processing`
   * with its `progress` until it is `ready` (or `failed` with its `error`).
   */
  status(mediaId: string, options?: { signal?: AbortSignal }): Promise<CallResult<typeof uploadPaths.status>>;
}

function hasXhr(): boolean {
  return typeof (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest === 'function';
}

function nameOf(file: Blob, given: string | undefined): string {
  if (given) return given;
  const own = (file as Partial<File>).name;
  return typeof own === 'string' && own ? own : 'file';
}

/**
 * The file group, from the upload contract's table. Both calls are written here rather than built by `clientFor`:
 * `upload` sends a multipart body (with a progress bar in a browser) and `status` takes an abort signal (a video's
 * status is polled).
 */
export function fileApi(
  table: typeof uploadPaths,
  transport: Pick<Transport, 'request' | 'url' | 'authHeaders' | 'readAnswer'>,
): FileApi {
  return {
    upload: async (file, options = {}) => {
      const fileName = nameOf(file, options.fileName);
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, fileName);
      // Loaded with the first upload, like the progress request: the kind rules are not needed before.
      const { uploadTimeoutOf } = await import('../upload-kind.js');
      const timeout = uploadTimeoutOf(file, fileName);
      const searchParams: QueryParams = { siteId: options.siteId };
      const { onProgress, signal } = options;
      let data: unknown;
      if (onProgress && hasXhr()) {
        const query = options.siteId ? `?siteId=${encodeURIComponent(options.siteId)}` : '';
        // Loaded on the first upload: pages that never upload do not carry it.
        const { sendWithProgress } = await import('../upload-request.js');
        const answer = await sendWithProgress({
          url: transport.url(table.upload.path) + query,
          headers: transport.authHeaders(),
          body: form,
          timeout,
          onProgress,
          ...(signal ? { signal } : {}),
        });
        data = transport.readAnswer(answer).data;
      } else {
        const payload = await transport.request('POST', table.upload.path, {
          body: form,
          searchParams,
          timeout,
          ...(signal ? { signal } : {}),
        });
        data = payload.data;
      }
      onProgress?.(100);
      return data as CallResult<typeof uploadPaths.upload>;
    },
    status: async (mediaId, options = {}) => {
      const path = fillPath(table.status.path, { id: mediaId });
      const payload = await transport.request('GET', path, options.signal ? { signal: options.signal } : {});
      return payload.data as CallResult<typeof uploadPaths.status>;
    },
  };
}
