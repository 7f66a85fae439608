import type { ValueOf } from './enums.js';

/** States of a data export (导出我的数据): queued, being prepared, ready, downloaded, expired or failed. */
export const DataExportState = {
  queued: 'queued',
  preparing: 'preparing',
  ready: 'ready',
  downloaded: 'downloaded',
  expired: 'expired',
  failed: 'failed',
} as const;
export type DataExportState = ValueOf<typeof DataExportState>;

/** What the member reads for each export state. */
export const DATA_EXPORT_STATE_LABELS: Record<DataExportState, string> = {
  queued: '排队中',
  preparing: '准备中',
  ready: '可下载',
  downloaded: '已下载',
  expired: '已过期',
  failed: '失败',
};

/** One archive of a member's data: prepared in the background, downloadable once until `expireTime`. */
export interface DataExport {
  exportId: string;
  state: DataExportState;
  /** 0–100 while it is prepared; 100 once ready. */
  progress: number;
  /** Bytes of the archive once it is ready. */
  size: number | null;
  /** Why it failed (Chinese), when `state` is failed. */
  message: string | null;
  createTime: string;
  /** When the archive is (or was) removed if nobody downloads it. */
  expireTime: string | null;
  downloadTime: string | null;
}

/** States of an account deletion request (注销账号). */
export const AccountDeletionState = {
  /** No request (or none left to tell about). */
  none: 'none',
  /** Scheduled: the account is deleted at `effectiveTime` unless the member logs in or cancels. */
  pending: 'pending',
  /** Withdrawn by the member (撤销注销) or by a login during the grace period. */
  cancelled: 'cancelled',
} as const;
export type AccountDeletionState = ValueOf<typeof AccountDeletionState>;

/** How a deletion request was withdrawn. */
export const AccountDeletionCancel = { member: 'member', login: 'login' } as const;
export type AccountDeletionCancel = ValueOf<typeof AccountDeletionCancel>;

/** The member's latest account deletion request. */
export interface AccountDeletion {
  state: AccountDeletionState;
  /** When the request was made. */
  requestTime: string | null;
  /** When the account is deleted (request time plus the grace period). */
  effectiveTime: string | null;
  cancelTime: string | null;
  /** `login` when logging in during the grace period withdrew it. */
  cancelReason: AccountDeletionCancel | null;
}
