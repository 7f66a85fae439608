import type { Kysely, Migration } from 'kysely';

/*
 * Released: a database migrated by an earlier version ran exactly this. Never edit it; add a new migration.
 */
export const migration0001UserBannerContent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('account', 'text', (c) => c.notNull().unique())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull().unique())
      .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('user'))
      .addColumn('signature', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('banner')
      .addColumn('banner_id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('cover', 'text', (c) => c.notNull())
      .addColumn('cover_name', 'text')
      .addColumn('cover_author', 'text')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('summary', 'text')
      .addColumn('content', 'text')
      .addColumn('link', 'text')
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('create'))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('banner_type_state_idx').on('banner').columns(['type', 'state', 'sort']).execute();

    await db.schema
      .createTable('content')
      .addColumn('content_id', 'text', (c) => c.primaryKey())
      .addColumn('parent_id', 'text', (c) => c.references('content.content_id').onDelete('set null'))
      .addColumn('category_id', 'text')
      .addColumn('circle_id', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('create'))
      .addColumn('talk_topic', 'text')
      .addColumn('likes_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('collect_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comment_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hit_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('forwarded_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('forwarded_flag', 'text', (c) => c.notNull().defaultTo('no'))
      .addColumn('thumbs', 'text')
      .addColumn('content', 'text')
      .addColumn('access_scope', 'text', (c) => c.notNull().defaultTo('public'))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .addColumn('create_by', 'text', (c) => c.notNull().references('user.user_id'))
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('top_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // The public list filters on state + scope and orders by top_flag, sort, create_time, content_id: one index
    // serves the filter, the order and the limit.
    await db.schema
      .createIndex('content_list_idx')
      .on('content')
      .columns(['state', 'access_scope', 'top_flag', 'sort', 'create_time', 'content_id'])
      .execute();
    await db.schema
      .createIndex('content_type_list_idx')
      .on('content')
      .columns(['type', 'state', 'access_scope', 'top_flag', 'sort', 'create_time', 'content_id'])
      .execute();
    // Explicit sorts of the public list (newest, most liked, most viewed) without sorting the table.
    for (const column of ['create_time', 'likes_num', 'hit_num'] as const) {
      await db.schema
        .createIndex(`content_${column}_idx`)
        .on('content')
        .columns(['state', 'access_scope', column])
        .execute();
    }
    await db.schema.createIndex('content_create_by_idx').on('content').columns(['create_by', 'create_time']).execute();
    await db.schema.createIndex('content_parent_idx').on('content').column('parent_id').execute();
    await db.schema.createIndex('content_circle_idx').on('content').columns(['circle_id', 'create_time']).execute();
    await db.schema.createIndex('content_category_idx').on('content').columns(['category_id', 'create_time']).execute();
    await db.schema
      .createIndex('content_talk_topic_idx')
      .on('content')
      .columns(['talk_topic', 'create_time'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('content').execute();
    await db.schema.dropTable('banner').execute();
    await db.schema.dropTable('user').execute();
  },
};
