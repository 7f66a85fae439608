import type { Insertable, Selectable } from 'kysely';
import type { AccountDeletionCancel, DataExportState } from '@yiying/models';

/** One data export of a member; the archive lives in storage under `storage_key` until downloaded or expired. */
export interface DataExportTable {
  export_id: string;
  user_id: string;
  state: DataExportState;
  progress: number;
  storage_key: string | null;
  size: number | null;
  message: string | null;
  create_time: string;
  update_time: string;
  expire_time: string | null;
  download_time: string | null;
}

/** A member's latest account deletion request (one row per member). */
export interface AccountDeletionTable {
  user_id: string;
  state: 'pending' | 'cancelled';
  request_time: string;
  effective_time: string;
  cancel_time: string | null;
  cancel_reason: AccountDeletionCancel | null;
}

export type DataExportRow = Selectable<DataExportTable>;
export type NewDataExportRow = Insertable<DataExportTable>;
export type AccountDeletionRow = Selectable<AccountDeletionTable>;

/** The tables of this module. */
export interface PrivacyTables {
  data_export: DataExportTable;
  account_deletion: AccountDeletionTable;
}
