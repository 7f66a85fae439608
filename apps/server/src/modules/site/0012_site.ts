import type { Kysely, Migration } from 'kysely';

/**
 * Circles and their subscriptions, notices and who read them, site parameters, site configuration, the dictionary,
 * categories and the guestbook. Released once merged: never edit it; add a new migration.
 */
export const migration0012Site: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('circle')
      .addColumn('circle_id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('star_flag', 'text', (c) => c.notNull().defaultTo('no'))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_by', 'text', (c) => c.references('user.user_id').onDelete('set null'))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('circle_enabled_sort_idx').on('circle').columns(['enabled', 'sort']).execute();

    await db.schema
      .createTable('circle_subscribe')
      .addColumn('subscribe_id', 'text', (c) => c.primaryKey())
      .addColumn('circle_id', 'text', (c) => c.notNull().references('circle.circle_id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('subscribe_flag', 'text', (c) => c.notNull().defaultTo('yes'))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      // One subscription per member and circle: leaving flips the flag, joining again flips it back.
      .addUniqueConstraint('circle_subscribe_circle_user_uq', ['circle_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('circle_subscribe_user_idx')
      .on('circle_subscribe')
      .columns(['user_id', 'subscribe_flag'])
      .execute();

    await db.schema
      .createTable('notice')
      .addColumn('notice_id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull().defaultTo('article'))
      .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('publish_time', 'text', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_by', 'text', (c) => c.references('user.user_id').onDelete('set null'))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notice_state_time_idx').on('notice').columns(['state', 'publish_time']).execute();

    await db.schema
      .createTable('notice_read')
      .addColumn('notice_id', 'text', (c) => c.notNull().references('notice.notice_id').onDelete('cascade'))
      // The member (`u:` id) or the visitor's hashed address and browser (`a:` hash), as content views count them.
      .addColumn('viewer_key', 'text', (c) => c.notNull())
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('notice_read_pk', ['notice_id', 'viewer_key'])
      .execute();

    await db.schema
      .createTable('site_param')
      .addColumn('param_key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('site_config')
      .addColumn('config_id', 'text', (c) => c.primaryKey())
      .addColumn('site_id', 'text', (c) => c.notNull().defaultTo('default'))
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('site_config_site_value_idx').on('site_config').columns(['site_id', 'value']).execute();

    await db.schema
      .createTable('dict')
      .addColumn('dict_id', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('parent_id', 'text', (c) => c.references('dict.dict_id').onDelete('set null'))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('dict_type_sort_idx').on('dict').columns(['type', 'sort']).execute();

    await db.schema
      .createTable('category')
      .addColumn('category_id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('parent_id', 'text', (c) => c.references('category.category_id').onDelete('set null'))
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('publish'))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('guestbook')
      .addColumn('guestbook_id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('message', 'text')
      .addColumn('email', 'text')
      .addColumn('company', 'text')
      .addColumn('department', 'text')
      .addColumn('read_flag', 'text', (c) => c.notNull().defaultTo('no'))
      .addColumn('user_id', 'text', (c) => c.references('user.user_id').onDelete('set null'))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('guestbook_read_time_idx')
      .on('guestbook')
      .columns(['read_flag', 'create_time'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'guestbook',
      'category',
      'dict',
      'site_config',
      'site_param',
      'notice_read',
      'notice',
      'circle_subscribe',
      'circle',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
