import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountDeletion, DataExport } from '@yiying/models';
import type { PrivacyDb } from './privacy.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { ObjectStorage } from '../../lib/storage/index.js';
import { writeArchive, type ArchiveSource } from './privacy.archive.js';
import type { AccountDeletionRow, DataExportRow } from './privacy.table.js';

export const EXPORT_NOT_FOUND_MESSAGE = '导出记录不存在';
export const EXPORT_NOT_YOURS_MESSAGE = '无权查看该导出记录';
export const EXPORT_NOT_READY_MESSAGE = '导出文件尚未准备好';
export const EXPORT_DOWNLOADED_MESSAGE = '导出文件已下载，如需再次下载请重新导出';
export const EXPORT_EXPIRED_MESSAGE = '导出文件已过期，请重新导出';
export const EXPORT_FAILED_MESSAGE = '导出失败，请稍后重新导出';
export const EXPORT_INTERRUPTED_MESSAGE = '导出中断，请重新导出';
export const EXPORT_LOST_MESSAGE = '导出文件已丢失，请重新导出';
export const DELETION_ADMIN_MESSAGE = '管理员账号不能注销';
export const DELETION_PENDING_MESSAGE = '已提交注销申请';
export const DELETION_NONE_MESSAGE = '没有待生效的注销申请';

/** An export still `preparing` this long after its last progress was left by a process that stopped. */
const STALE_EXPORT_MS = 30 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What the privacy services use. */
export interface PrivacyDeps {
  db: PrivacyDb;
  clock: Clock;
  storage: ObjectStorage;
  log: FastifyBaseLogger;
  /** The member's data, from every module's archive hooks. */
  archive: ArchiveSource;
  exportTtlHours: number;
  deletionGraceDays: number;
}

export function exportRowToModel(row: DataExportRow): DataExport {
  return {
    exportId: row.export_id,
    state: row.state,
    progress: Number(row.progress),
    size: row.size === null ? null : Number(row.size),
    message: row.message,
    createTime: row.create_time,
    expireTime: row.expire_time,
    downloadTime: row.download_time,
  };
}

export function deletionRowToModel(row: AccountDeletionRow | undefined): AccountDeletion {
  if (!row) return { state: 'none', requestTime: null, effectiveTime: null, cancelTime: null, cancelReason: null };
  return {
    state: row.state,
    requestTime: row.request_time,
    effectiveTime: row.effective_time,
    cancelTime: row.cancel_time,
    cancelReason: row.cancel_reason,
  };
}

/**
 * 导出我的数据: one export under way per member, prepared in the background after the answer, downloadable once
 * until it expires. The archive's storage key carries 128 random bits and never leaves the server, because every
 * stored file is also served under `/files/`.
 */
export class DataExportService {
  /** Exports being prepared by this process; closing waits for them. */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: PrivacyDeps) {}

  /** Starts an export, or answers the one already under way. */
  async start(userId: string): Promise<DataExport> {
    const { db, clock } = this.deps;
    const running = await this.runningOf(userId);
    if (running) return exportRowToModel(running);
    const now = clock();
    const row: DataExportRow = {
      export_id: newId(now),
      user_id: userId,
      state: 'queued',
      progress: 0,
      storage_key: null,
      size: null,
      message: null,
      create_time: isoAt(now),
      update_time: isoAt(now),
      expire_time: null,
      download_time: null,
    };
    try {
      await db.insertInto('data_export').values(row).execute();
    } catch (error) {
      // Two starts at once: the unique index of running exports lets one in; the other answers it.
      const other = await this.runningOf(userId);
      if (other) return exportRowToModel(other);
      throw error;
    }
    const job = this.prepare(row.export_id, userId).finally(() => this.running.delete(job));
    this.running.add(job);
    return exportRowToModel(row);
  }

  /** The member's newest export, or null. */
  async latest(userId: string): Promise<DataExport | null> {
    const row = await this.deps.db
      .selectFrom('data_export')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('create_time', 'desc')
      .orderBy('export_id', 'desc')
      .executeTakeFirst();
    return row ? exportRowToModel(row) : null;
  }

  /** One of the member's exports: 404 when it does not exist, 403 when it is someone else's. */
  async detail(userId: string, exportId: string): Promise<DataExport> {
    return exportRowToModel(await this.owned(userId, exportId));
  }

  /**
   * The archive, once: the row is marked downloaded before the bytes go out (a second call, even a concurrent one,
   * gets a 400), and the stored file is deleted when the stream ends.
   */
  async download(userId: string, exportId: string): Promise<{ stream: Readable; size: number; name: string }> {
    const { db, storage, clock } = this.deps;
    const row = await this.owned(userId, exportId);
    if (row.state === 'downloaded') throw new AppError('BAD_REQUEST', EXPORT_DOWNLOADED_MESSAGE);
    if (row.state === 'expired') throw new AppError('BAD_REQUEST', EXPORT_EXPIRED_MESSAGE);
    if (row.state !== 'ready' || !row.storage_key) throw new AppError('BAD_REQUEST', EXPORT_NOT_READY_MESSAGE);
    const nowIso = isoAt(clock());
    if (!(await storage.head(row.storage_key))) {
      // The store lost the archive (removed by hand, a restored backup): say so rather than send a broken file.
      await db
        .updateTable('data_export')
        .set({ state: 'failed', storage_key: null, message: EXPORT_LOST_MESSAGE, update_time: nowIso })
        .where('export_id', '=', exportId)
        .where('state', '=', 'ready')
        .execute();
      throw new AppError('BAD_REQUEST', EXPORT_LOST_MESSAGE);
    }
    const taken = await db
      .updateTable('data_export')
      .set({ state: 'downloaded', download_time: nowIso, update_time: nowIso })
      .where('export_id', '=', exportId)
      .where('state', '=', 'ready')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new AppError('BAD_REQUEST', EXPORT_DOWNLOADED_MESSAGE);
    const key = row.storage_key;
    const stream = storage.get(key);
    const remove = () => {
      storage.delete(key).catch((error: unknown) => this.deps.log.warn({ err: error }, '删除已下载的导出文件失败'));
    };
    stream.once('close', remove);
    const day = row.create_time.slice(0, 10).replace(/-/g, '');
    return { stream, size: Number(row.size ?? 0), name: `yiying-data-${day}.zip` };
  }

  /** Expires archives past their time (the file goes, the row stays to say so) and fails abandoned ones. */
  async prune(): Promise<number> {
    const { db, storage, clock } = this.deps;
    const now = clock();
    const nowIso = isoAt(now);
    const due = await db
      .selectFrom('data_export')
      .select(['export_id', 'storage_key'])
      .where('state', '=', 'ready')
      .where('expire_time', '<=', nowIso)
      .execute();
    for (const row of due) {
      if (row.storage_key) await storage.delete(row.storage_key);
      await db
        .updateTable('data_export')
        .set({ state: 'expired', storage_key: null, update_time: nowIso })
        .where('export_id', '=', row.export_id)
        .where('state', '=', 'ready')
        .execute();
    }
    const stale = await db
      .updateTable('data_export')
      .set({ state: 'failed', message: EXPORT_INTERRUPTED_MESSAGE, update_time: nowIso })
      .where('state', 'in', ['queued', 'preparing'])
      .where('update_time', '<', isoAt(now - STALE_EXPORT_MS))
      .executeTakeFirst();
    return due.length + Number(stale.numUpdatedRows);
  }

  /** Waits for the exports this process is preparing. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private async runningOf(userId: string): Promise<DataExportRow | undefined> {
    return this.deps.db
      .selectFrom('data_export')
      .selectAll()
      .where('user_id', '=', userId)
      .where('state', 'in', ['queued', 'preparing'])
      .executeTakeFirst();
  }

  private async owned(userId: string, exportId: string): Promise<DataExportRow> {
    const row = await this.deps.db
      .selectFrom('data_export')
      .selectAll()
      .where('export_id', '=', exportId)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', EXPORT_NOT_FOUND_MESSAGE);
    if (row.user_id !== userId) throw new AppError('FORBIDDEN', EXPORT_NOT_YOURS_MESSAGE);
    return row;
  }

  private async setProgress(exportId: string, progress: number): Promise<void> {
    await this.deps.db
      .updateTable('data_export')
      .set({ state: 'preparing', progress, update_time: isoAt(this.deps.clock()) })
      .where('export_id', '=', exportId)
      .where('state', 'in', ['queued', 'preparing'])
      .execute();
  }

  /** Builds the archive after the answer went out; any failure leaves state `failed` with a Chinese message. */
  private async prepare(exportId: string, userId: string): Promise<void> {
    const { db, storage, clock, log, archive } = this.deps;
    await new Promise<void>((resolve) => setImmediate(resolve));
    const key = `exports/${exportId}-${randomBytes(16).toString('hex')}.zip`;
    let stored = false;
    try {
      await this.setProgress(exportId, 1);
      const sections = await archive.sections(userId);
      const keys = await archive.fileKeys(userId);
      await this.setProgress(exportId, 10);
      // Progress writes are chained so they land in order; each step moves the bar between 10 and 99.
      let writes = Promise.resolve();
      let shown = 10;
      const size = await writeArchive(storage, key, sections, keys, (done, total) => {
        const progress = Math.min(99, 10 + Math.floor((done / total) * 89));
        if (progress <= shown) return;
        shown = progress;
        writes = writes.then(() => this.setProgress(exportId, progress)).catch(() => undefined);
      });
      stored = true;
      await writes;
      const now = clock();
      await db
        .updateTable('data_export')
        .set({
          state: 'ready',
          progress: 100,
          storage_key: key,
          size,
          update_time: isoAt(now),
          expire_time: isoAt(now + this.deps.exportTtlHours * HOUR_MS),
        })
        .where('export_id', '=', exportId)
        .execute();
    } catch (error) {
      log.error({ err: error, exportId }, '数据导出失败');
      if (stored) await storage.delete(key).catch(() => undefined);
      await db
        .updateTable('data_export')
        .set({ state: 'failed', message: EXPORT_FAILED_MESSAGE, update_time: isoAt(clock()) })
        .where('export_id', '=', exportId)
        .execute()
        .catch(() => undefined);
    }
  }
}

/** 注销账号: a request proved by SMS code, a grace period any login ends, then the deletion by `prune`. */
export class AccountDeletionService {
  constructor(private readonly deps: Pick<PrivacyDeps, 'db' | 'clock' | 'deletionGraceDays'>) {}

  async status(userId: string): Promise<AccountDeletion> {
    return deletionRowToModel(await this.find(userId));
  }

  /** Schedules the deletion (the code was checked by the caller); a pending request is answered as it is. */
  async request(userId: string): Promise<AccountDeletion> {
    const { db, clock, deletionGraceDays } = this.deps;
    const existing = await this.find(userId);
    if (existing?.state === 'pending') return deletionRowToModel(existing);
    const now = clock();
    const row: AccountDeletionRow = {
      user_id: userId,
      state: 'pending',
      request_time: isoAt(now),
      effective_time: isoAt(now + deletionGraceDays * DAY_MS),
      cancel_time: null,
      cancel_reason: null,
    };
    await db
      .insertInto('account_deletion')
      .values(row)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          state: 'pending',
          request_time: row.request_time,
          effective_time: row.effective_time,
          cancel_time: null,
          cancel_reason: null,
        }),
      )
      .execute();
    return deletionRowToModel(row);
  }

  /** 撤销注销 (`member`) or a login during the grace period (`login`); false when nothing was pending. */
  async cancel(userId: string, reason: 'member' | 'login'): Promise<boolean> {
    const nowIso = isoAt(this.deps.clock());
    const result = await this.deps.db
      .updateTable('account_deletion')
      .set({ state: 'cancelled', cancel_time: nowIso, cancel_reason: reason })
      .where('user_id', '=', userId)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Members whose grace period ended. */
  async due(limit: number): Promise<string[]> {
    const rows = await this.deps.db
      .selectFrom('account_deletion')
      .select('user_id')
      .where('state', '=', 'pending')
      .where('effective_time', '<=', isoAt(this.deps.clock()))
      .orderBy('effective_time')
      .limit(limit)
      .execute();
    return rows.map((row) => row.user_id);
  }

  private find(userId: string): Promise<AccountDeletionRow | undefined> {
    return this.deps.db.selectFrom('account_deletion').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }
}
