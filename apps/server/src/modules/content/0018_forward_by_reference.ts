import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Forwards show their source by reference only. Forwards written before this copied their source's cover, thumbs,
 * cover image and size into their own row and were made public whatever the source's scope, so a fans-only or
 * mutual-only picture reached everyone through its forward. This clears the copied files (the `parent_id` reference
 * stays), narrows each forward to its source's scope where it was wider, recounts every post's `forwarded_num` from
 * the forwards that remain, and has the search index read every post again (forwards are no longer indexed as
 * works). Data only: no schema change. Released once merged: never edit it; add a new migration.
 */
export const migration0018ForwardByReference: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update content set cover = '', thumbs = null, cover_image = null, width = null, height = null
      where forwarded_flag = 'yes'`.execute(db);
    // Widest first: public (3) > fans (2) > mutual (1) > private (0); a forward takes its source's scope when wider.
    const narrower: [string, string[]][] = [
      ['private', ['public', 'fans', 'mutual']],
      ['mutual', ['public', 'fans']],
      ['fans', ['public']],
    ];
    for (const [scope, wider] of narrower) {
      await sql`update content set access_scope = ${scope}
        where forwarded_flag = 'yes' and access_scope in (${sql.join(wider)})
        and parent_id in (select s.content_id from content s where s.access_scope = ${scope})`.execute(db);
    }
    await sql`update content set forwarded_num =
      (select count(*) from content f where f.parent_id = content.content_id)`.execute(db);
    await sql`delete from search_state where name = 'content'`.execute(db);
  },
  async down() {
    // The copied files are not restored: they were the leak.
  },
};
