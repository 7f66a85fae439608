import type { Kysely } from 'kysely';
import { activityErasure } from './activity.erase.js';
import { attachDemoActivityCovers } from './activity.demo.js';
import type { ServerModule } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { migration0011Activity } from './0011_activity.js';
import { activityRoutes } from './activity.routes.js';
import { seedActivities } from './activity.seed.js';
import { entryPostCheck } from './entry.service.js';

/** Entries one member may submit to one activity, when `ACTIVITY_ENTRY_LIMIT` is not set. */
export const DEFAULT_ENTRY_LIMIT = 3;
/** Votes one member may cast per day in one activity, when `ACTIVITY_VOTE_DAILY_CAP` is not set. */
export const DEFAULT_VOTE_DAILY_CAP = 5;

/**
 * Activities and exhibitions (one model, `kind`), their entries through the publishing pipeline, review, public
 * voting and road shows. An activity's likes, collections and views, and an entry's files, likes, comments and views,
 * live on a post of the content module, so every content rule (access scope, counters, search) applies to them.
 */
export const activityModule: ServerModule = {
  name: 'activity',
  dependsOn: ['content', 'identity', 'media', 'notification', 'watchlist'],
  erase: activityErasure,
  migrations: [{ name: '0011_activity', migration: migration0011Activity }],
  services(ctx) {
    // An entry's post is edited through the content routes too: the entry's rules hold there.
    ctx.contentWriteChecks.push(entryPostCheck(ctx.clock));
    return {};
  },
  async register(app, ctx) {
    await app.register(activityRoutes, {
      db: ctx.db,
      clock: ctx.clock,
      cache: ctx.contentCache,
      media: ctx.media,
      store: ctx.store,
      auth: ctx.identity.auth,
      entryLimit: ctx.config.activityEntryLimit ?? DEFAULT_ENTRY_LIMIT,
      voteDailyCap: ctx.config.activityVoteDailyCap ?? DEFAULT_VOTE_DAILY_CAP,
      notifications: ctx.notifications,
      guard: ctx.textGuard,
    });
    // Test suites that load demo data keep the plain demo pictures (each upload would run beside the tests).
    if (ctx.config.demoData && ctx.config.nodeEnv !== 'test') {
      app.addHook('onReady', () => {
        // After the start, so the site answers at once; until then the cards draw the plain demo pictures.
        void attachDemoActivityCovers(ctx.db, ctx.media, ctx.storage).then(
          (n) => {
            if (n > 0) {
              ctx.contentCache.invalidate();
              ctx.log.info({ covers: n }, '演示活动与路演封面已走上传流程');
            }
          },
          (error: unknown) => ctx.log.warn({ err: error }, '演示活动封面上传失败'),
        );
      });
    }
  },
  async isEmpty(db: Kysely<Database>) {
    const row = await db.selectFrom('activity').select('activity_id').limit(1).executeTakeFirst();
    return !row;
  },
  seed: seedActivities,
};
