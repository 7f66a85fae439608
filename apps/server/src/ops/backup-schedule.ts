import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { DialectName } from '../db/database.js';
import type { ObjectStorage } from '../lib/storage/index.js';
import { openBackupTarget } from './backup-target.js';
import { createBackup, type BackupManifest } from './backup.js';

/** The newest scheduled backup of this process, for the admin overview and health. */
export interface BackupStatus {
  lastSuccess?: { id: string; at: string; bytes: number; files: number };
  lastFailure?: { at: string; error: string };
}

export interface BackupSchedule {
  status(): BackupStatus;
  /** Runs one backup now (or joins the one under way). */
  run(): Promise<BackupManifest>;
  stop(): Promise<void>;
}

export interface BackupScheduleOptions {
  config: Pick<AppConfig, 'backupTarget' | 'backupIntervalMinutes' | 'backupKeep' | 'dataDir' | 's3'> &
    Partial<Pick<AppConfig, 'databaseUrl' | 'databaseSchema'>>;
  dialect: DialectName;
  uploads: ObjectStorage;
  log: FastifyBaseLogger;
  /** Several processes share one site: one of them backs up per period. */
  claim: (run: () => Promise<unknown>) => Promise<boolean>;
}

/**
 * Backs the site up every `BACKUP_INTERVAL_MINUTES` (off at 0) while it serves. A failed backup is logged at error
 * level and kept as the last failure; the next period tries again. The timer never keeps the process alive.
 */
export function startBackupSchedule({ config, dialect, uploads, log, claim }: BackupScheduleOptions): BackupSchedule {
  const status: BackupStatus = {};
  let running: Promise<BackupManifest> | undefined;
  const run = () =>
    (running ??= (async () => {
      const target = openBackupTarget(config.backupTarget, config.s3);
      try {
        const manifest = await createBackup(
          {
            dialect,
            dataDir: config.dataDir,
            databaseUrl: config.databaseUrl,
            databaseSchema: config.databaseSchema,
            uploads,
          },
          target,
          { keep: config.backupKeep },
        );
        const bytes = manifest.database.bytes + manifest.newBytes;
        status.lastSuccess = { id: manifest.id, at: manifest.finishedAt, bytes, files: manifest.files.length };
        log.info(
          { job: 'backup', id: manifest.id, bytes, newFiles: manifest.newFiles, target: target.location },
          '备份完成',
        );
        return manifest;
      } catch (error) {
        status.lastFailure = {
          at: new Date().toISOString(),
          error: error instanceof Error ? error.message : String(error),
        };
        log.error({ job: 'backup', err: error, target: target.location }, '备份失败');
        throw error;
      } finally {
        await target.close();
        running = undefined;
      }
    })());
  const timer =
    config.backupIntervalMinutes > 0
      ? setInterval(() => {
          claim(run).catch(() => undefined);
        }, config.backupIntervalMinutes * 60_000)
      : undefined;
  timer?.unref();
  return {
    status: () => ({ ...status }),
    run,
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
