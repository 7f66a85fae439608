import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from '../../lib/secrets.js';

/** Inclusive byte range of a stored object. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media bytes live, addressed by keys such as `m/abc.jpg` (the url after `/files/`). The media pipeline only
 * talks to this interface, so an object store can replace the disk without touching it.
 */
export interface MediaStorage {
  /** Streams `body` into `key` (never buffered whole); answers the bytes written. A failed put leaves nothing. */
  put(key: string, body: Readable): Promise<number>;
  /** Size of `key`, or undefined when it does not exist. */
  size(key: string): Promise<number | undefined>;
  /** The bytes of `key`, or only `range` of them. */
  get(key: string, range?: ByteRange): Readable;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by the server: folders and names of letters, digits, `-` and `_`, one extension. */
const KEY = /^[a-z]\/[\w-]+\.[a-z0-9]+$/;

function checkKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

/** `MediaStorage` on a local folder (`data/uploads`), the one `/files/*` serves. */
export class DiskStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    checkKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable): Promise<number> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target under a dot name (never served), then renamed: readers never see half a file.
    const partial = path.join(path.dirname(target), `.${randomToken(9)}.part`);
    let bytes = 0;
    body.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return bytes;
  }

  async size(key: string): Promise<number | undefined> {
    try {
      return (await stat(this.file(key))).size;
    } catch {
      return undefined;
    }
  }

  get(key: string, range?: ByteRange): Readable {
    return createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
