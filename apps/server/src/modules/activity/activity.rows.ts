import { ACTIVITY_MESSAGES } from '@yiying/validation';
import type { ActivityDb } from './activity.db.js';
import { AppError } from '../../errors.js';
import type { ActivityRow } from './activity.table.js';

/** The tags of a row (a JSON list of strings); anything else reads as none. */
export function parseTags(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** Tags as a row stores them: a JSON list, or null for none. */
export function tagsJson(tags: string[] | undefined | null): string | null {
  return tags && tags.length > 0 ? JSON.stringify(tags) : null;
}

/** State of the post behind an activity: published with the activity, hidden otherwise. */
export function contentStateOf(state: ActivityRow['state']): 'publish' | 'down' {
  return state === 'publish' ? 'publish' : 'down';
}

/** The activity row itself, whatever its state (writes check the state with their own messages). */
export async function activityRow(db: ActivityDb, activityId: string): Promise<ActivityRow> {
  const row = await db.selectFrom('activity').selectAll().where('activity_id', '=', activityId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.activityNotFound);
  return row;
}

/** Entries of an activity in every state. */
export async function countEntries(db: ActivityDb, activityId: string): Promise<number> {
  const row = await db
    .selectFrom('activity_enroll')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('activity_id', '=', activityId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Writes an activity's entry count (`join_num`) from its entries. */
export async function recountJoins(db: ActivityDb, activityId: string): Promise<void> {
  await db
    .updateTable('activity')
    .set((eb) => ({
      join_num: eb
        .selectFrom('activity_enroll')
        .select((s) => s.fn.countAll<number>().as('n'))
        .where('activity_enroll.activity_id', '=', activityId),
    }))
    .where('activity_id', '=', activityId)
    .execute();
}
