import type { CertificateState } from '@yiying/models';
import type { CertificateDb } from './certificate.db.js';
import type { CertificateRow, NewCertificateRow } from './certificate.table.js';

export async function insertCertificate(db: CertificateDb, row: NewCertificateRow): Promise<void> {
  await db.insertInto('certificate').values(row).execute();
}

export async function insertCertificates(db: CertificateDb, rows: NewCertificateRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('certificate').values(rows).execute();
}

export async function findCertificate(db: CertificateDb, id: string): Promise<CertificateRow | undefined> {
  return db.selectFrom('certificate').selectAll().where('certificate_id', '=', id).executeTakeFirst();
}

export async function findLatestCertificate(db: CertificateDb, userId: string): Promise<CertificateRow | undefined> {
  return db
    .selectFrom('certificate')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('create_time', 'desc')
    .orderBy('certificate_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function listCertificates(
  db: CertificateDb,
  state: CertificateState,
  limit: number,
  offset: number,
): Promise<CertificateRow[]> {
  return db
    .selectFrom('certificate')
    .selectAll()
    .where('state', '=', state)
    .orderBy('create_time', 'asc')
    .orderBy('certificate_id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countCertificates(db: CertificateDb, state: CertificateState): Promise<number> {
  const row = await db
    .selectFrom('certificate')
    .where('state', '=', state)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Decides a pending request; false when it was no longer pending (another admin was faster). */
export async function reviewCertificate(
  db: CertificateDb,
  id: string,
  changes: { state: CertificateState; reason: string | null; review_by: string; review_time: string },
): Promise<boolean> {
  const result = await db
    .updateTable('certificate')
    .set({ ...changes, update_time: changes.review_time })
    .where('certificate_id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
