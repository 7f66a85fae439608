// The bench's PostgreSQL runs each use a schema of their own; this drops one when its run ends.

/** Drops `schema` (and everything in it) from the database at `connectionString`. */
export async function dropSchema(connectionString, schema) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
