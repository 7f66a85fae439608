import type { Insertable, Selectable } from 'kysely';
import type { CaptchaScope } from '@yiying/models';

/** An SMS code; only its SHA-256 is stored. */
export interface SmsCodeTable {
  code_id: string;
  mobile: string;
  scope: CaptchaScope;
  code_hash: string;
  tries: number;
  expire_time: string;
  used_time: string | null;
  create_time: string;
}

export type SmsCodeRow = Selectable<SmsCodeTable>;
export type NewSmsCodeRow = Insertable<SmsCodeTable>;
