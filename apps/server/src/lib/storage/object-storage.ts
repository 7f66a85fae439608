import type { Readable } from 'node:stream';

/** Inclusive byte range of a stored object. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What is known of a stored object without reading it. */
export interface ObjectHead {
  size: number;
  contentType?: string;
}

/** How an object is written: the type and download name a store that serves it directly should announce. */
export interface PutOptions {
  contentType?: string;
  contentDisposition?: string;
}

/** One stored object, as a listing gives it. */
export interface StoredObject {
  key: string;
  size: number;
}

/**
 * Where uploaded and generated files live, addressed by keys such as `m/abc.jpg` (the url after `/files/`). Every file
 * path of the server (uploads, renditions, posters, avatars, certificates, demo pictures, clean-up) goes through this
 * interface, so a local folder and an S3-compatible store are interchangeable.
 */
export interface ObjectStorage {
  /** `local` or `s3`. */
  readonly kind: StorageKind;
  /** Where the objects are, for logs (never a secret). */
  readonly location: string;
  /** The origin browsers are sent to for files (`STORAGE_PUBLIC_URL`), or undefined when the site serves them. */
  readonly publicOrigin?: string;
  /** Streams `body` into `key` (never buffered whole); answers the bytes written. A failed put leaves nothing. */
  put(key: string, body: Readable, options?: PutOptions): Promise<number>;
  /**
   * Puts a whole file of this machine into `key`, taking the file (it is gone afterwards): a store on the same disk
   * moves it (a rename, no copy), others stream it. Answers its size.
   */
  putFile?(key: string, file: string, options?: PutOptions): Promise<number>;
  /** Size (and type when the store keeps it) of `key`, or undefined when it does not exist. */
  head(key: string): Promise<ObjectHead | undefined>;
  /** Size of `key`, or undefined when it does not exist. */
  size(key: string): Promise<number | undefined>;
  /** The bytes of `key`, or only `range` of them; a missing key or an unreachable store errors the stream. */
  get(key: string, range?: ByteRange): Readable;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Where a browser may fetch `key` directly (a CDN or a presigned address), or undefined when the server serves it.
   * `downloadName` asks for an attachment with that name where the store can say so.
   */
  publicUrl(key: string, options?: { downloadName?: string }): Promise<string | undefined>;
  /** Every stored object, in key order. */
  list(): AsyncIterable<StoredObject>;
  /** Resolves when the store answers; throws {@link StorageUnavailableError} otherwise. */
  check(): Promise<void>;
  /** Releases connections. */
  close(): Promise<void>;
}

export type StorageKind = 'local' | 's3';

/** The store did not answer or refused the server's credentials: a 503 for a request, a stop at start. */
export class StorageUnavailableError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'StorageUnavailableError';
  }
}

/** Keys are made by the server: lower-case folders, a name of letters, digits, `-` and `_`, one extension. */
const KEY = /^[a-z][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\/[\w-]+\.[a-z0-9]+$/;

/** Throws on a key the server could not have made (no `..`, no absolute paths, no dot files). */
export function checkKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

/** Whether `key` is one the server could have made. */
export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

/** MIME type of a stored file from its extension (stored files are typed by their bytes before they get one). */
export function typeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return MIME_BY_EXTENSION[ext] ?? 'application/octet-stream';
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  rmvb: 'application/vnd.rn-realmedia-vbr',
  rm: 'application/vnd.rn-realmedia',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** `attachment; filename*=UTF-8''…` with an ASCII fallback for old clients. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
