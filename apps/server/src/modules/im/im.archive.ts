import type { ArchiveHooks } from '../../context.js';
import { camelRows } from '../../lib/camel-keys.js';
import type { ImDb } from './im.db.js';

async function messagesPart(db: ImDb, userId: string): Promise<Record<string, unknown>> {
  const messages = await db
    .selectFrom('im_msg')
    .select(['msg_id', 'from_id', 'to_id', 'content_type', 'content', 'state', 'create_time'])
    .where((eb) =>
      eb.or([
        eb.and([eb('from_id', '=', userId), eb('from_deleted', '=', 0)]),
        eb.and([eb('to_id', '=', userId), eb('to_deleted', '=', 0)]),
      ]),
    )
    .orderBy('create_time')
    .execute();
  return { messages: camelRows(messages) };
}

/** The data export, for chat: the `messages` the member sent or received and has not deleted, oldest first. */
export const imArchive: ArchiveHooks = { parts: messagesPart };
