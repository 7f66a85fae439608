import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { fail, formatBytes } from './lib/cli.js';
import { migrationNames } from './db/migrations/index.js';
import { createStorage } from './lib/storage/index.js';
import { openBackupTarget } from './ops/backup-target.js';
import { createBackup, listBackups, type BackupProgress } from './ops/backup.js';
import { findBackup, restoreBackup, RestoreError } from './ops/restore.js';

const USAGE = `用法：
  npm run backup                          备份数据库和新增的上传文件到 BACKUP_TARGET（默认 DATA_DIR/backups）
  npm run backup -- --list                列出已有的备份
  npm run restore -- <备份> [--force]      恢复一份备份到 DATA_DIR：<备份> 是备份编号（b20261127t020000z）、
                                          latest（最新一份）或备份文件夹的路径；数据目录必须是空的，
                                          或在停止网站后加 --force 覆盖`;

const PHASES: Record<string, string> = {
  database: '数据库',
  files: '上传文件',
  prune: '清理旧备份',
  verify: '校验',
};

/** A one-line bar per phase on a terminal; a line every 10% in a log. */
function progressPrinter(): (p: BackupProgress | { phase: string; done: number; total: number }) => void {
  const tty = process.stdout.isTTY;
  let last = '';
  return (p) => {
    const ratio = p.total > 0 ? p.done / p.total : 1;
    const label = `${PHASES[p.phase] ?? p.phase} ${(ratio * 100).toFixed(0).padStart(3)}%  ${p.done}/${p.total}`;
    if (tty) {
      const filled = Math.round(ratio * 30);
      process.stdout.write(`\r[${'#'.repeat(filled)}${'-'.repeat(30 - filled)}] ${label}   `);
      if (p.done === p.total) process.stdout.write('\n');
      return;
    }
    const step = `${p.phase}:${Math.floor(ratio * 10)}`;
    if (step !== last) {
      last = step;
      console.log(label);
    }
  };
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === '--help' || command === '-h' || !command) fail(USAGE, command ? 0 : 2);
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  const uploads = createStorage(config);
  try {
    if (command === 'backup') {
      const target = openBackupTarget(config.backupTarget, config.s3);
      try {
        if (args.includes('--list')) {
          const backups = await listBackups(target);
          if (backups.length === 0) console.log(`${target.location} 里还没有备份`);
          for (const b of backups) {
            console.log(`${b.id}  ${b.finishedAt}  数据库 ${formatBytes(b.database.bytes)}  文件 ${b.files.length} 个`);
          }
          return;
        }
        if (args.length > 0) fail(`不认识的参数：${args.join(' ')}\n${USAGE}`);
        const started = Date.now();
        console.log(`备份 ${dialect === 'sqlite' ? config.dataDir : '数据库'} 到 ${target.location}`);
        const manifest = await createBackup({ ...config, dialect, uploads }, target, {
          keep: config.backupKeep,
          onProgress: progressPrinter(),
        });
        console.log(
          `备份完成：${manifest.id}，数据库 ${formatBytes(manifest.database.bytes)}，上传文件 ${manifest.files.length} 个` +
            `（新增 ${manifest.newFiles} 个，${formatBytes(manifest.newBytes)}），用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`,
        );
      } finally {
        await target.close();
      }
      return;
    }
    if (command === 'restore') {
      const force = args.includes('--force');
      const named = args.filter((a) => a !== '--force');
      const arg = named[0];
      if (named.length !== 1 || !arg) fail(`请指定一份备份\n${USAGE}`);
      const fromPath = arg.includes('/') || arg.includes(path.sep);
      const target = openBackupTarget(fromPath ? path.dirname(path.resolve(arg)) : config.backupTarget, config.s3);
      try {
        const manifest = await findBackup(target, fromPath ? path.basename(arg) : arg);
        console.log(`恢复备份 ${manifest.id}（${manifest.finishedAt}）到 ${config.dataDir}`);
        const result = await restoreBackup(
          target,
          manifest,
          { dialect, dataDir: config.dataDir, databaseUrl: config.databaseUrl, uploads },
          { knownMigrations: migrationNames, force, onProgress: progressPrinter() },
        );
        console.log(`恢复完成：数据库和 ${result.files} 个文件（${formatBytes(result.bytes)}），现在可以启动网站`);
      } finally {
        await target.close();
      }
      return;
    }
    fail(`不认识的命令：${command}\n${USAGE}`);
  } finally {
    await uploads.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof RestoreError) fail(`恢复失败：${error.message}`);
  console.error('失败：', error instanceof Error ? error.message : error);
  process.exit(1);
});
