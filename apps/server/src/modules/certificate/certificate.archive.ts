import type { ArchiveHooks } from '../../context.js';
import { camelRows } from '../../lib/camel-keys.js';
import type { CertificateDb } from './certificate.db.js';

async function certificatesPart(db: CertificateDb, userId: string): Promise<Record<string, unknown>> {
  const certificates = await db
    .selectFrom('certificate')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('create_time')
    .execute();
  return { certificates: camelRows(certificates) };
}

/** The data export, for certificates: `certificates`, the member's own, oldest first. */
export const certificateArchive: ArchiveHooks = { parts: certificatesPart };
