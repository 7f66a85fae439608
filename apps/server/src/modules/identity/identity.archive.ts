import type { ArchiveHooks } from '../../context.js';
import { camelKeys } from '../../lib/camel-keys.js';
import type { IdentityDb } from './identity.db.js';

/** The member's account, without the password hash (only whether there is one). */
async function profilePart(db: IdentityDb, userId: string): Promise<Record<string, unknown>> {
  const user = await db.selectFrom('user').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const { password_hash: passwordHash, ...profile } = user;
  return { profile: { ...camelKeys(profile), hasPassword: passwordHash !== null } };
}

/** The data export, for identity: `profile`. */
export const identityArchive: ArchiveHooks = { parts: profilePart };
