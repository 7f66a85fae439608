import type { ObjectStorage } from './object-storage.js';
import { typeOfKey } from './object-storage.js';

/** Where a copy stands, after each object. */
export interface CopyProgress {
  /** Objects looked at so far (copied, skipped or failed). */
  done: number;
  /** Objects in the source (known once it was listed). */
  total: number;
  bytesDone: number;
  bytesTotal: number;
  key: string;
}

/** What a copy did. */
export interface CopySummary {
  copied: number;
  copiedBytes: number;
  /** Already in the target with the same size (an earlier run, or the same file twice). */
  skipped: number;
  failed: { key: string; reason: string }[];
  seconds: number;
}

export interface CopyOptions {
  onProgress?: (progress: CopyProgress) => void;
  /** Only count what would be copied. */
  dryRun?: boolean;
}

/**
 * Copies every object of `from` that `to` does not already hold with the same size. Stores write an object whole or
 * not at all, so an interrupted copy is resumed by running it again, and a finished one costs one look per object.
 */
export async function copyStorage(
  from: ObjectStorage,
  to: ObjectStorage,
  options: CopyOptions = {},
): Promise<CopySummary> {
  const started = Date.now();
  const objects = [];
  for await (const item of from.list()) objects.push(item);
  const bytesTotal = objects.reduce((sum, o) => sum + o.size, 0);
  const summary: CopySummary = { copied: 0, copiedBytes: 0, skipped: 0, failed: [], seconds: 0 };
  let bytesDone = 0;
  for (const [index, object] of objects.entries()) {
    try {
      const there = await to.head(object.key);
      if (there && there.size === object.size) {
        summary.skipped += 1;
      } else if (!options.dryRun) {
        const written = await to.put(object.key, from.get(object.key), { contentType: typeOfKey(object.key) });
        if (written !== object.size) throw new Error(`写入 ${written} 字节，源文件 ${object.size} 字节`);
        summary.copied += 1;
        summary.copiedBytes += written;
      } else {
        summary.copied += 1;
        summary.copiedBytes += object.size;
      }
    } catch (error) {
      summary.failed.push({ key: object.key, reason: error instanceof Error ? error.message : String(error) });
    }
    bytesDone += object.size;
    options.onProgress?.({ done: index + 1, total: objects.length, bytesDone, bytesTotal, key: object.key });
  }
  summary.seconds = (Date.now() - started) / 1000;
  return summary;
}
