import { NetworkError } from './errors/network-error.js';
import { TimeoutError } from './errors/timeout-error.js';
import type { RawAnswer } from './transport.js';

/** One multipart upload sent outside ky, so the browser can report how much of the body has gone. */
export interface ProgressUploadRequest {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** Milliseconds before the upload fails with `TimeoutError`. */
  timeout: number;
  /** Called with 0–100 as the body is sent. */
  onProgress(percent: number): void;
  signal?: AbortSignal;
}

/** The part of XMLHttpRequest used here; the library is built without the DOM types so it stays usable in Node. */
interface ProgressXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  timeout: number;
  readonly upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  getResponseHeader(name: string): string | null;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
  onabort: (() => void) | null;
  abort(): void;
  send(body: FormData): void;
}

type XhrConstructor = new () => ProgressXhr;

function xhrConstructor(): XhrConstructor | undefined {
  const candidate = (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
  return typeof candidate === 'function' ? (candidate as XhrConstructor) : undefined;
}

/** Whether this runtime has an `XMLHttpRequest` (browsers, jsdom); Node has none and uploads through fetch. */
export function canReportUploadProgress(): boolean {
  return xhrConstructor() !== undefined;
}

function abortError(): Error {
  const error = new Error('上传已取消');
  error.name = 'AbortError';
  return error;
}

/**
 * Sends an upload with XMLHttpRequest, whose upload progress events work in every browser (fetch
 * reports upload progress only over HTTP/2 with streams). Resolves with what was received, for the
 * transport's `readAnswer`; rejects with `NetworkError`, `TimeoutError` or an `AbortError`.
 */
export function sendWithProgress(request: ProgressUploadRequest): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(abortError());
      return;
    }
    const Xhr = xhrConstructor();
    if (!Xhr) {
      reject(new NetworkError(new Error('XMLHttpRequest is not available')));
      return;
    }
    const xhr = new Xhr();
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = request.timeout;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    const onAbort = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => request.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        body: xhr.responseText,
        retryAfter: xhr.getResponseHeader('retry-after'),
      });
    };
    xhr.onerror = () => {
      settle();
      reject(new NetworkError());
    };
    xhr.ontimeout = () => {
      settle();
      reject(new TimeoutError());
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.send(request.body);
  });
}
