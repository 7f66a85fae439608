import type { ArchiveHooks } from '../../context.js';
import type { MuteDb } from './mute.db.js';
import { allMutesOf } from './mute.service.js';

async function mutesPart(db: MuteDb, userId: string): Promise<Record<string, unknown>> {
  return { mutes: await allMutesOf(db, userId) };
}

/** The data export, for mutes: the member's `mutes`, as the API answers them. */
export const muteArchive: ArchiveHooks = { parts: mutesPart };
