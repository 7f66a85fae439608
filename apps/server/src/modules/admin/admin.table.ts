import type { Selectable } from 'kysely';

/** Row of `audit_log`: one admin write. `body`, `before` and `after` are JSON text. */
export interface AuditLogTable {
  audit_id: string;
  actor_id: string;
  /** `<resource>.<verb>`, e.g. `user.ban`, `content.hide`. */
  action: string;
  target_type: string;
  target_id: string | null;
  method: string;
  path: string;
  status: number;
  body: string | null;
  before: string | null;
  after: string | null;
  create_time: string;
}

/** Row of `member_ban`: a member who may not log in. */
export interface MemberBanTable {
  user_id: string;
  reason: string;
  banned_by: string;
  create_time: string;
}

export type AuditLogRow = Selectable<AuditLogTable>;
export type MemberBanRow = Selectable<MemberBanTable>;

/** The tables of this module. */
export interface AdminTables {
  audit_log: AuditLogTable;
  member_ban: MemberBanTable;
}
