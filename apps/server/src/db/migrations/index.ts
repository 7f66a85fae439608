import type { NamedMigration } from '../migrator.js';
import { migration0001UserBannerContent } from './0001_user_banner_content.js';
import { migration0002Identity } from './0002_identity.js';

/**
 * Every migration, in the order they run. Append-only: a new migration goes at the end with the next
 * number, whichever module owns it (import it from that module's `index.ts`, which also lists it in its
 * definition). Released entries are never edited, renamed, removed or reordered.
 */
export const MIGRATIONS: readonly NamedMigration[] = [
  // Released before migrations moved into modules; each spans several modules' tables.
  { name: '0001_user_banner_content', migration: migration0001UserBannerContent },
  { name: '0002_identity', migration: migration0002Identity },
];

/** Names of every migration in order. */
export const migrationNames: readonly string[] = MIGRATIONS.map((m) => m.name);
