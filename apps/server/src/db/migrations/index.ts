import type { NamedMigration } from '../migrator.js';
import { MODULES } from '../../modules/index.js';
import { migration0001UserBannerContent } from './0001_user_banner_content.js';
import { migration0002Identity } from './0002_identity.js';

/**
 * Released before migrations moved into modules; each spans several modules' tables. Never edited, renamed,
 * removed or reordered.
 */
const RELEASED: readonly NamedMigration[] = [
  { name: '0001_user_banner_content', migration: migration0001UserBannerContent },
  { name: '0002_identity', migration: migration0002Identity },
];

/**
 * Every migration, in the order they run: the released ones, then those the modules declare in their
 * `ServerModule.migrations`, ordered by name. A new migration takes the next free number (`0003_…`), so it runs
 * after every migration before it whichever module owns it; the database refuses a list whose order changed.
 */
export const MIGRATIONS: readonly NamedMigration[] = [
  ...RELEASED,
  ...MODULES.flatMap((module) => module.migrations ?? []).sort((a, b) => a.name.localeCompare(b.name)),
];

/** Names of every migration in order. */
export const migrationNames: readonly string[] = MIGRATIONS.map((m) => m.name);
