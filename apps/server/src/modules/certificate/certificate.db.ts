import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../identity/identity.db.js';
import type { CertificateTables } from './certificate.table.js';

/**
 * The tables the certificate module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type CertificateDatabase = CertificateTables & IdentityDatabase;

/** The database as the certificate module's services see it. */
export type CertificateDb = Kysely<CertificateDatabase>;
