import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `bytes` to `file` whole or not at all (a partial file renamed into place, so a reader at the same time sees
 * the old file or the new one), making its folder. For caches kept in the machine's temporary folder: answers false
 * instead of throwing when the folder cannot be written (read-only, full), which only costs the next run the work
 * again.
 */
export async function writeWhole(file: string, bytes: Buffer): Promise<boolean> {
  const partial = `${file}.${process.pid}.${Date.now()}.part`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(partial, bytes);
    await rename(partial, file);
    return true;
  } catch {
    await rm(partial, { force: true }).catch(() => undefined);
    return false;
  }
}
