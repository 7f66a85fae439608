import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../db/database.js';
import type { ObjectStorage } from '../lib/storage/index.js';
import { digestOf, digestOfFile, type BackupTarget } from './backup-target.js';

/** What one backup holds; written last, so a backup without it never happened. */
export interface BackupManifest {
  format: 1;
  id: string;
  createdAt: string;
  finishedAt: string;
  dialect: 'sqlite' | 'postgres';
  /** Every migration applied to the copied database, in order: a restore refuses names it does not know. */
  migrations: string[];
  database: { key: string; sha256: string; bytes: number };
  /** `local`: every upload's bytes are in `blobs/`; `s3`: uploads stay in the store and are only listed. */
  storage: 'local' | 's3';
  files: BackupFile[];
  /** Uploads copied by this backup (new since the one before). */
  newFiles: number;
  newBytes: number;
}

export interface BackupFile {
  key: string;
  bytes: number;
  /** SHA-256 of the bytes; with local storage they are kept once, as `blobs/<sha256>.bin`. */
  sha256?: string;
}

export interface BackupProgress {
  phase: 'database' | 'files' | 'prune';
  done: number;
  total: number;
}

export interface BackupSource {
  dialect: 'sqlite' | 'postgres';
  /** The data folder (SQLite file `yiying.db`). */
  dataDir: string;
  databaseUrl?: string;
  databaseSchema?: string;
  uploads: ObjectStorage;
}

export interface BackupOptions {
  keep: number;
  now?: () => Date;
  onProgress?: (progress: BackupProgress) => void;
}

const exec = promisify(execFile);
const ID = /^b\d{8}t\d{6}z$/;

/** `b20261127t020304z`: sorts by time, and is a key folder the stores accept. */
export function backupId(at: Date): string {
  return `b${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'z')
    .toLowerCase()}`;
}

export async function readManifest(target: BackupTarget, id: string): Promise<BackupManifest | undefined> {
  if (!ID.test(id)) return undefined;
  const key = target.key(`${id}/manifest.json`);
  if ((await target.store.size(key)) === undefined) return undefined;
  return JSON.parse((await buffer(target.store.get(key))).toString('utf8')) as BackupManifest;
}

/** Complete backups (those with a manifest), newest first. */
export async function listBackups(target: BackupTarget): Promise<BackupManifest[]> {
  const ids = new Set<string>();
  for await (const object of target.list('')) {
    const [folder, name] = object.key.split('/');
    if (folder && ID.test(folder) && name === 'manifest.json') ids.add(folder);
  }
  const manifests = await Promise.all([...ids].map((id) => readManifest(target, id)));
  return manifests.filter((m): m is BackupManifest => m !== undefined).sort((a, b) => b.id.localeCompare(a.id));
}

/**
 * A consistent copy of the SQLite database taken with SQLite's online backup API on a connection of its own, while
 * the site goes on writing (never a file copy of a live database).
 */
async function copySqlite(dataDir: string, into: string): Promise<string[]> {
  const source = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(into);
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(into, { readonly: true });
  try {
    const rows = copy.prepare('select name from kysely_migration order by name').all() as { name: string }[];
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`数据库副本校验失败：${String(check)}`);
    return rows.map((r) => r.name);
  } finally {
    copy.close();
  }
}

/** `pg_dump` in custom format of the site's schema (or the whole database). */
async function dumpPostgres(url: string, schema: string | undefined, into: string): Promise<string[]> {
  try {
    await exec(
      'pg_dump',
      ['--format=custom', '--no-owner', ...(schema ? [`--schema=${schema}`] : []), '-f', into, url],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('找不到 pg_dump：请安装 PostgreSQL 客户端，或使用云数据库自带的时间点恢复（PITR）');
    }
    throw error;
  }
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: url, max: 1, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  try {
    const result = await pool.query<{ name: string }>('select name from kysely_migration order by name');
    return result.rows.map((r) => r.name);
  } finally {
    await pool.end();
  }
}

/**
 * Writes one backup: the database copy, then the uploads that are new since the newest complete backup (content
 * addressed, so a file is stored once whatever the number of backups), then the manifest; then removes the backups
 * beyond `keep` and the blobs no kept backup lists.
 */
export async function createBackup(
  source: BackupSource,
  target: BackupTarget,
  options: BackupOptions,
): Promise<BackupManifest> {
  const started = (options.now ?? (() => new Date()))();
  const id = backupId(started);
  const progress = options.onProgress ?? (() => undefined);
  const scratch = await mkdtemp(path.join(tmpdir(), 'yiying-backup-'));
  try {
    progress({ phase: 'database', done: 0, total: 1 });
    const dbName = source.dialect === 'sqlite' ? 'database.sqlite' : 'database.pgdump';
    const dbFile = path.join(scratch, dbName);
    const migrations =
      source.dialect === 'sqlite'
        ? await copySqlite(source.dataDir, dbFile)
        : await dumpPostgres(source.databaseUrl ?? '', source.databaseSchema, dbFile);
    const dbDigest = await digestOfFile(dbFile);
    const dbKey = `${id}/${dbName}`;
    await target.store.put(target.key(dbKey), createReadStream(dbFile));
    progress({ phase: 'database', done: 1, total: 1 });

    const previous = (await listBackups(target))[0];
    const known = new Map((previous?.files ?? []).map((f) => [f.key, f]));
    const uploads: { key: string; size: number }[] = [];
    for await (const object of source.uploads.list()) uploads.push(object);
    const files: BackupFile[] = [];
    let newFiles = 0;
    let newBytes = 0;
    const local = source.uploads.kind === 'local';
    for (const [index, object] of uploads.entries()) {
      const before = known.get(object.key);
      if (!local) files.push({ key: object.key, bytes: object.size });
      else if (before?.sha256 && before.bytes === object.size) files.push(before);
      else {
        // Read twice (digest, then copy) rather than buffered: a 500 MB video never sits in memory.
        const { sha256, bytes } = await digestOf(source.uploads.get(object.key));
        const blob = target.key(`blobs/${sha256}.bin`);
        if ((await target.store.size(blob)) !== bytes) await target.store.put(blob, source.uploads.get(object.key));
        files.push({ key: object.key, bytes, sha256 });
        newFiles += 1;
        newBytes += bytes;
      }
      progress({ phase: 'files', done: index + 1, total: uploads.length });
    }

    const manifest: BackupManifest = {
      format: 1,
      id,
      createdAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      dialect: source.dialect,
      migrations,
      database: { key: dbKey, sha256: dbDigest.sha256, bytes: dbDigest.bytes },
      storage: local ? 'local' : 's3',
      files,
      newFiles,
      newBytes,
    };
    await target.store.put(
      target.key(`${id}/manifest.json`),
      Readable.from([Buffer.from(JSON.stringify(manifest, null, 1))]),
    );
    progress({ phase: 'prune', done: 0, total: 1 });
    await pruneBackups(target, options.keep);
    progress({ phase: 'prune', done: 1, total: 1 });
    return manifest;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` backups; removes older ones, unfinished ones and blobs no kept manifest lists. */
export async function pruneBackups(target: BackupTarget, keep: number): Promise<void> {
  const manifests = await listBackups(target);
  const kept = manifests.slice(0, Math.max(1, keep));
  const keptIds = new Set(kept.map((m) => m.id));
  const newest = kept[0]?.id ?? '';
  const blobs = new Set(kept.flatMap((m) => m.files.flatMap((f) => (f.sha256 ? [`blobs/${f.sha256}.bin`] : []))));
  for await (const object of target.list('')) {
    const [folder] = object.key.split('/');
    if (folder === 'blobs') {
      if (!blobs.has(object.key)) await target.store.delete(target.key(object.key));
    } else if (folder && ID.test(folder) && !keptIds.has(folder) && folder < newest) {
      // Older than the newest kept backup: either dropped by `keep` or a backup that never finished.
      await target.store.delete(target.key(object.key));
    }
  }
}
