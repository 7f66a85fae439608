import type { ArchiveHooks } from '../../context.js';
import { camelRows } from '../../lib/camel-keys.js';
import type { FansDb } from './fans.db.js';

async function peopleParts(db: FansDb, userId: string): Promise<Record<string, unknown>> {
  const people = (column: 'user_id' | 'fans_id', other: 'user_id' | 'fans_id') =>
    db
      .selectFrom('fans')
      .innerJoin('user', 'user.user_id', `fans.${other}`)
      .select(['fans.id', 'user.user_id', 'user.username', 'fans.create_time'])
      .where(`fans.${column}`, '=', userId)
      .orderBy('fans.create_time')
      .execute();
  const [follows, fans] = await Promise.all([people('fans_id', 'user_id'), people('user_id', 'fans_id')]);
  return { follows: camelRows(follows), fans: camelRows(fans) };
}

/** The data export, for follows: whom the member `follows` and their `fans`, oldest first. */
export const fansArchive: ArchiveHooks = { parts: peopleParts };
