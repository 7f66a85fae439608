import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from '../secrets.js';
import {
  checkKey,
  isValidKey,
  StorageUnavailableError,
  type ByteRange,
  type ObjectHead,
  type ObjectStorage,
  type StoredObject,
} from './object-storage.js';

/** `ObjectStorage` on a local folder (`data/uploads`), the default. */
export class DiskStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  get location(): string {
    return this.root;
  }

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

  async putFile(key: string, file: string): Promise<number> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const { size } = await stat(file);
    try {
      // One rename: the target appears whole, and a large upload is not copied a second time.
      await rename(file, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another file system: copied beside the target, then renamed.
      await this.put(key, createReadStream(file));
      await rm(file, { force: true });
    }
    return size;
  }

  async head(key: string): Promise<ObjectHead | undefined> {
    const size = await this.size(key);
    return size === undefined ? undefined : { size };
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const info = await stat(this.file(key));
      return info.isFile() ? info.size : undefined;
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

  async publicUrl(): Promise<string | undefined> {
    return undefined;
  }

  async *list(): AsyncIterable<StoredObject> {
    const keys: string[] = [];
    const walk = async (dir: string, prefix: string): Promise<void> => {
      let handle;
      try {
        handle = await opendir(dir);
      } catch {
        return;
      }
      for await (const entry of handle) {
        const key = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
        else if (entry.isFile() && isValidKey(key)) keys.push(key);
      }
    };
    await walk(this.root, '');
    keys.sort();
    for (const key of keys) {
      const size = await this.size(key);
      if (size !== undefined) yield { key, size };
    }
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.R_OK | constants.W_OK);
    } catch (error) {
      throw new StorageUnavailableError(`文件存储目录 ${this.root} 无法读写`, error);
    }
  }

  async close(): Promise<void> {
    // Nothing is held open between calls.
  }
}
