import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { DiskStorage, S3Storage, type ObjectStorage, type S3Settings } from '../lib/storage/index.js';

/**
 * Where backups go: a folder (`BACKUP_TARGET=/path`, by default `DATA_DIR/backups`) or the S3-compatible store of the
 * site (`BACKUP_TARGET=s3`, under `backups/`). Both are an object store, addressed by keys such as
 * `b20261127t020000z/manifest.json` and `blobs/<sha256>.bin`.
 */
export interface BackupTarget {
  readonly location: string;
  readonly store: ObjectStorage;
  /** The key inside the store of a backup-relative key. */
  key(relative: string): string;
  /** Every backup-relative key under `prefix`. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  close(): Promise<void>;
}

const S3_PREFIX = 'backups/';

export function openBackupTarget(setting: string, s3: S3Settings | undefined): BackupTarget {
  if (setting === 's3') {
    if (!s3) throw new Error('BACKUP_TARGET=s3 需要配置 S3_* 变量');
    const store = new S3Storage(s3);
    return targetOver(store, S3_PREFIX, `${store.location}/${S3_PREFIX}`);
  }
  const folder = path.resolve(setting);
  return targetOver(new DiskStorage(folder), '', folder);
}

function targetOver(store: ObjectStorage, prefix: string, location: string): BackupTarget {
  return {
    location,
    store,
    key: (relative) => `${prefix}${relative}`,
    async *list(under) {
      for await (const object of store.list()) {
        if (!object.key.startsWith(prefix + under)) continue;
        yield { key: object.key.slice(prefix.length), size: object.size };
      }
    },
    close: () => store.close(),
  };
}

/** SHA-256 (hex) and length of a stream. */
export async function digestOf(body: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    body,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done();
      },
    }),
  );
  return { sha256: hash.digest('hex'), bytes };
}

export function digestOfFile(file: string): Promise<{ sha256: string; bytes: number }> {
  return digestOf(createReadStream(file));
}
