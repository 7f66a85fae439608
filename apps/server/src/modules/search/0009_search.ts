import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

/** True on SQLite, false on PostgreSQL: the search index is built differently on each. */
export function isSqlite(db: { getExecutor(): { readonly adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * The content search index (`cjk-tokens.ts` makes its words). SQLite: an FTS5 table whose rowid orders documents
 * by creation time, so the newest matches come first without sorting; `content_search_doc` maps posts to rowids.
 * PostgreSQL: a `simple` tsvector with a GIN index. `search_state` remembers how far the indexer got. Released once
 * merged: never edit it; add a new migration.
 */
export const migration0009Search: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('search_state')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('content_search_doc')
      .addColumn('content_id', 'text', (c) => c.primaryKey())
      .addColumn('doc_id', 'bigint', (c) => c.notNull().unique())
      .addColumn('create_time', 'text', (c) => c.notNull())
      .execute();
    if (isSqlite(db)) {
      await sql`create virtual table content_fts using fts5(tokens, content_id unindexed, tokenize = 'unicode61')`.execute(
        db,
      );
    } else {
      await db.schema
        .createTable('content_fts')
        .addColumn('doc_id', 'bigint', (c) => c.primaryKey())
        .addColumn('content_id', 'text', (c) => c.notNull().unique())
        .addColumn('tokens', sql`tsvector`, (c) => c.notNull())
        .execute();
      await sql`create index content_fts_tokens_idx on content_fts using gin (tokens)`.execute(db);
    }
    // A deleted post leaves the index with it (the indexer only sees posts that still exist).
    if (isSqlite(db)) {
      await sql`create trigger content_search_deleted after delete on content begin
        delete from content_fts where rowid = (select doc_id from content_search_doc where content_id = old.content_id);
        delete from content_search_doc where content_id = old.content_id;
      end`.execute(db);
    } else {
      await sql`create function content_search_deleted() returns trigger language plpgsql as $$
        begin
          delete from content_fts where content_id = old.content_id;
          delete from content_search_doc where content_id = old.content_id;
          return old;
        end $$`.execute(db);
      await sql`create trigger content_search_deleted after delete on content
        for each row execute function content_search_deleted()`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger if exists content_search_deleted${isSqlite(db) ? sql`` : sql` on content`}`.execute(db);
    if (!isSqlite(db)) await sql`drop function if exists content_search_deleted()`.execute(db);
    await db.schema.dropTable('content_fts').execute();
    await db.schema.dropTable('content_search_doc').execute();
    await db.schema.dropTable('search_state').execute();
  },
};
