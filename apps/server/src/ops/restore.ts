import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { SQLITE_FILE_NAME } from '../db/database.js';
import type { ObjectStorage } from '../lib/storage/index.js';
import { digestOf, digestOfFile, type BackupTarget } from './backup-target.js';
import { listBackups, readManifest, type BackupManifest } from './backup.js';

export interface RestoreDestination {
  dialect: 'sqlite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  uploads: ObjectStorage;
}

export interface RestoreOptions {
  /** The migrations this build knows; a backup that applied any other is from a newer version. */
  knownMigrations: readonly string[];
  /** Write over a data folder that is not empty (the site must be stopped). */
  force?: boolean;
  onProgress?: (progress: { phase: 'verify' | 'database' | 'files'; done: number; total: number }) => void;
}

export class RestoreError extends Error {}

const exec = promisify(execFile);

/** The backup named `id`, or the newest one for `latest`. */
export async function findBackup(target: BackupTarget, id: string): Promise<BackupManifest> {
  const manifest = id === 'latest' ? (await listBackups(target))[0] : await readManifest(target, id);
  if (!manifest) throw new RestoreError(`找不到备份 ${id}（${target.location}）`);
  return manifest;
}

function dataFolderInUse(destination: RestoreDestination): boolean {
  if (destination.dialect === 'sqlite' && existsSync(path.join(destination.dataDir, SQLITE_FILE_NAME))) return true;
  const uploads = path.join(destination.dataDir, 'uploads');
  return existsSync(uploads) && readdirSync(uploads).length > 0;
}

/**
 * Restores a backup into an empty data folder (or, with `force`, over a stopped site's). Every checksum is verified
 * before anything is written; a backup whose schema this build does not know is refused.
 */
export async function restoreBackup(
  target: BackupTarget,
  manifest: BackupManifest,
  destination: RestoreDestination,
  options: RestoreOptions,
): Promise<{ files: number; bytes: number }> {
  const progress = options.onProgress ?? (() => undefined);
  const unknown = manifest.migrations.filter((name) => !options.knownMigrations.includes(name));
  if (unknown.length > 0) {
    throw new RestoreError(`备份来自更新版本的医影（数据库结构 ${unknown.join('、')}），请先升级后再恢复`);
  }
  if (manifest.dialect !== destination.dialect) {
    throw new RestoreError(`备份的数据库是 ${manifest.dialect}，当前配置的是 ${destination.dialect}`);
  }
  if (!options.force && dataFolderInUse(destination)) {
    throw new RestoreError(`数据目录 ${destination.dataDir} 不是空的：请恢复到新的目录，或停止网站后加 --force`);
  }

  const scratch = await mkdtemp(path.join(tmpdir(), 'yiying-restore-'));
  try {
    // 1. Verify: the database copy and every blob, before anything is written.
    const dbFile = path.join(scratch, path.basename(manifest.database.key));
    await pipeline(target.store.get(target.key(manifest.database.key)), createWriteStream(dbFile));
    const dbDigest = await digestOfFile(dbFile);
    if (dbDigest.sha256 !== manifest.database.sha256) throw new RestoreError('数据库副本的校验和不符，备份已损坏');
    const blobs = [...new Set(manifest.files.flatMap((f) => (f.sha256 ? [f.sha256] : [])))];
    for (const [index, sha256] of blobs.entries()) {
      const { sha256: actual } = await digestOf(target.store.get(target.key(`blobs/${sha256}.bin`))).catch(() => ({
        sha256: 'missing',
      }));
      if (actual !== sha256) throw new RestoreError(`文件 ${sha256.slice(0, 12)}… 缺失或校验和不符，备份已损坏`);
      progress({ phase: 'verify', done: index + 1, total: blobs.length });
    }

    // 2. The database.
    progress({ phase: 'database', done: 0, total: 1 });
    if (destination.dialect === 'sqlite') {
      await mkdir(destination.dataDir, { recursive: true, mode: 0o700 });
      for (const suffix of ['-wal', '-shm']) {
        await rm(path.join(destination.dataDir, SQLITE_FILE_NAME + suffix), { force: true });
      }
      await rename(dbFile, path.join(destination.dataDir, SQLITE_FILE_NAME)).catch(async () => {
        // Another file system: copy through a stream.
        await pipeline(createReadStream(dbFile), createWriteStream(path.join(destination.dataDir, SQLITE_FILE_NAME)));
      });
    } else {
      await exec('pg_restore', ['--clean', '--if-exists', '--no-owner', '-d', destination.databaseUrl ?? '', dbFile]);
    }
    progress({ phase: 'database', done: 1, total: 1 });

    // 3. The uploads (with S3 storage they never left the store).
    let bytes = 0;
    const local = manifest.files.filter((f) => f.sha256);
    for (const [index, file] of local.entries()) {
      bytes += await destination.uploads.put(file.key, target.store.get(target.key(`blobs/${file.sha256}.bin`)));
      progress({ phase: 'files', done: index + 1, total: local.length });
    }
    return { files: local.length, bytes };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
