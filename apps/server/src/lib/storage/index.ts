import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { DiskStorage } from './disk-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3-storage.js';

export { DiskStorage } from './disk-storage.js';
export { S3Storage, type S3Settings } from './s3-storage.js';
export * from './object-storage.js';

/** Folder of uploaded and generated files inside the data folder (the local store). */
export function localStorageDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The store the configuration names: `data/uploads` by default, an S3-compatible bucket with `STORAGE=s3`. */
export function createStorage(config: Pick<AppConfig, 'storage' | 'dataDir' | 's3'>): ObjectStorage {
  if (config.storage === 's3' && config.s3) return new S3Storage(config.s3);
  return new DiskStorage(localStorageDir(config.dataDir));
}
