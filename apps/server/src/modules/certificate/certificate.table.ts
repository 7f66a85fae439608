import type { Insertable, Selectable } from 'kysely';
import type { CertificateState, IdentityType } from '@yiying/models';

/** A doctor / student verification request. */
export interface CertificateTable {
  certificate_id: string;
  user_id: string;
  identity_type: IdentityType;
  real_name: string;
  /** Hospital or school. */
  organization: string;
  /** Professional title or major. */
  title: string;
  /** Stored path of the uploaded document. */
  document: string;
  state: CertificateState;
  reason: string | null;
  review_by: string | null;
  review_time: string | null;
  create_time: string;
  update_time: string;
}

export type CertificateRow = Selectable<CertificateTable>;
export type NewCertificateRow = Insertable<CertificateTable>;

/** The tables of this module. */
export interface CertificateTables {
  certificate: CertificateTable;
}
