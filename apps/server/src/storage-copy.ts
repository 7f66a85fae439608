import { ConfigError, loadConfig, type StorageKind } from './config.js';
import { fail, formatBytes } from './lib/cli.js';
import { copyStorage, type CopyProgress, type CopySummary } from './lib/storage/copy.js';
import { createStorage, StorageUnavailableError } from './lib/storage/index.js';

const USAGE = `用法：npm run storage:copy -- --from local --to s3 [--dry-run]
  把一个文件存储里的全部文件复制到另一个（local = DATA_DIR/uploads，s3 = S3_* 变量指定的存储桶）。
  已经复制过且大小相同的文件会跳过，所以中断后再次运行即可继续。`;

const KINDS: readonly StorageKind[] = ['local', 's3'];

function parseArgs(argv: readonly string[]): { from: StorageKind; to: StorageKind; dryRun: boolean } {
  let from: string | undefined;
  let to: string | undefined;
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--from') from = argv[++i];
    else if (arg === '--to') to = argv[++i];
    else if (arg?.startsWith('--from=')) from = arg.slice('--from='.length);
    else if (arg?.startsWith('--to=')) to = arg.slice('--to='.length);
    else if (arg === '--dry-run') dryRun = true;
    else if (arg === '--help' || arg === '-h') fail(USAGE, 0);
    else fail(`不认识的参数：${arg}\n${USAGE}`);
  }
  if (!from || !to || !KINDS.includes(from as StorageKind) || !KINDS.includes(to as StorageKind)) {
    fail(`--from 和 --to 必须是 local 或 s3\n${USAGE}`);
  }
  if (from === to) fail('--from 和 --to 不能是同一个存储');
  return { from: from as StorageKind, to: to as StorageKind, dryRun };
}

/** A one-line bar on a terminal; a line every 5% (and at the end) in a log. */
function progressPrinter(): (p: CopyProgress) => void {
  const tty = process.stdout.isTTY;
  let lastStep = -1;
  return (p) => {
    const ratio = p.bytesTotal > 0 ? p.bytesDone / p.bytesTotal : p.done / Math.max(1, p.total);
    const line = `${(ratio * 100).toFixed(0).padStart(3)}%  ${p.done}/${p.total} 个文件  ${formatBytes(p.bytesDone)} / ${formatBytes(p.bytesTotal)}`;
    if (tty) {
      const width = 30;
      const filled = Math.round(ratio * width);
      process.stdout.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${line}   `);
      if (p.done === p.total) process.stdout.write('\n');
      return;
    }
    const step = Math.floor(ratio * 20);
    if (step !== lastStep || p.done === p.total) {
      lastStep = step;
      console.log(line);
    }
  };
}

function report(summary: CopySummary, dryRun: boolean): void {
  console.log(
    `${dryRun ? '试运行：将复制' : '已复制'} ${summary.copied} 个文件（${formatBytes(summary.copiedBytes)}），` +
      `跳过 ${summary.skipped} 个已存在的文件，失败 ${summary.failed.length} 个，用时 ${summary.seconds.toFixed(1)} 秒`,
  );
  for (const { key, reason } of summary.failed.slice(0, 20)) console.error(`  失败：${key}：${reason}`);
  if (summary.failed.length > 20) console.error(`  …… 另有 ${summary.failed.length - 20} 个失败`);
  if (summary.failed.length > 0) console.error('再次运行同一命令会只复制还没有复制成功的文件。');
}

async function main(): Promise<void> {
  const { from, to, dryRun } = parseArgs(process.argv.slice(2));
  let source;
  let target;
  try {
    source = createStorage(loadConfig({ ...process.env, STORAGE: from }));
    target = createStorage(loadConfig({ ...process.env, STORAGE: to }));
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  try {
    await source.check();
    await target.check();
    console.log(`从 ${source.location} 复制到 ${target.location}${dryRun ? '（试运行，不写入）' : ''}`);
    const summary = await copyStorage(source, target, { dryRun, onProgress: progressPrinter() });
    report(summary, dryRun);
    if (summary.failed.length > 0) process.exitCode = 1;
  } catch (error) {
    if (error instanceof StorageUnavailableError) fail(error.message);
    throw error;
  } finally {
    await source.close();
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error('复制失败：', error instanceof Error ? error.message : error);
  process.exit(1);
});
