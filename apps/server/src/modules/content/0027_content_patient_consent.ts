import type { Kysely, Migration } from 'kysely';

/**
 * 患者隐私确认 of a post: what its author answered before publishing (`consent`, `deidentified`, `no_patient`), null
 * when it was not asked. Runs unchanged on SQLite and PostgreSQL. Released once merged: never edit it; add a new
 * migration.
 */
export const migration0027ContentPatientConsent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('content').addColumn('patient_consent', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('content').dropColumn('patient_consent').execute();
  },
};
