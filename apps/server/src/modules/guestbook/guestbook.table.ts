import type { Insertable, Selectable } from 'kysely';
import type { GuestbookKind, YesNo } from '@yiying/models';

/** Row of the `guestbook` table: a contact-us or online message entry. */
export interface GuestbookTable {
  guestbook_id: string;
  kind: GuestbookKind;
  name: string;
  phone: string;
  title: string | null;
  message: string | null;
  email: string | null;
  company: string | null;
  department: string | null;
  read_flag: YesNo;
  user_id: string | null;
  create_time: string;
}

export type GuestbookRow = Selectable<GuestbookTable>;
export type NewGuestbookRow = Insertable<GuestbookTable>;

/** The table of this module (created by the site module's migration `0012_site`). */
export interface GuestbookTables {
  guestbook: GuestbookTable;
}
