import type { Kysely } from 'kysely';
import type { JobTables } from './job.table.js';

/**
 * The tables the job module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type JobDatabase = JobTables;

/** The database as the job module's services see it. */
export type JobDb = Kysely<JobDatabase>;
