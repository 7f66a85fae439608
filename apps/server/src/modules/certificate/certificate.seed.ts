import type { SeedContext } from '../../demo/seed.js';
import { newId } from '../../lib/ids.js';
import { DEMO_ADMIN_MOBILE, findDemoMembers } from '../identity/index.js';
import { insertCertificates } from './certificate.repository.js';
import type { NewCertificateRow } from './certificate.table.js';

const HOUR = 3_600_000;

/** The verification behind the badge of each demo doctor and student, by mobile. */
const DEMO_CERTIFICATES: Readonly<Record<string, { realName: string; organization: string; title: string }>> = {
  '13800000002': { realName: '李明', organization: '北京协和医院', title: '主治医师' },
  '13800000003': { realName: '王小雨', organization: '北京大学医学部', title: '临床医学' },
  '13800000005': { realName: '赵刚', organization: '上海市第一人民医院', title: '急诊科主治医师' },
  '13800000006': { realName: '刘晓', organization: '复旦大学上海医学院', title: '护理学' },
};

function iso(time: number): string {
  return new Date(time).toISOString();
}

/**
 * An approved certificate behind every demo doctor and student badge, reviewed by the demo admin. Runs
 * on every start so a database created before certificates existed gets them too.
 */
export async function seedCertificates({ db, now }: SeedContext): Promise<void> {
  const rows = await findDemoMembers(db);
  if (rows.length === 0) return;
  const withCertificates = new Set(
    (
      await db
        .selectFrom('certificate')
        .select('user_id')
        .where(
          'user_id',
          'in',
          rows.map((r) => r.user_id),
        )
        .execute()
    ).map((r) => r.user_id),
  );
  const admin = rows.find((r) => r.mobile === DEMO_ADMIN_MOBILE);
  const certificates: NewCertificateRow[] = [];
  for (const row of rows) {
    const spec = DEMO_CERTIFICATES[row.mobile];
    if (!spec || withCertificates.has(row.user_id)) continue;
    if (row.type !== 'doctor' && row.type !== 'student') continue;
    certificates.push({
      certificate_id: newId(now),
      user_id: row.user_id,
      identity_type: row.type,
      real_name: spec.realName,
      organization: spec.organization,
      title: spec.title,
      document: row.avatar,
      state: 'approved',
      reason: null,
      review_by: admin?.user_id ?? null,
      review_time: iso(now),
      create_time: iso(now - 150 * 24 * HOUR),
      update_time: iso(now),
    });
  }
  await insertCertificates(db, certificates);
  if (certificates.length > 0) {
    await db
      .updateTable('user')
      .set({ certificate_state: 'approved' })
      .where(
        'user_id',
        'in',
        certificates.map((c) => c.user_id),
      )
      .execute();
  }
}
