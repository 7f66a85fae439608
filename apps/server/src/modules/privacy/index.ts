import type { ServerModule } from '../../context.js';
import { migration0014Privacy } from './0014_privacy.js';
import { archiveSource } from './privacy.archive.js';
import { purgeMember } from './privacy.purge.js';
import { privacyRoutes } from './privacy.routes.js';
import { AccountDeletionService, DataExportService } from './privacy.service.js';

export { AccountDeletionService, DataExportService } from './privacy.service.js';

/** Accounts whose grace period ended, deleted per pruning pass (the rest wait for the next pass). */
const PURGE_BATCH = 20;

/** What the privacy module offers. */
export interface PrivacyServices {
  exports: DataExportService;
  deletions: AccountDeletionService;
}

declare module '../../context.js' {
  interface ModuleServices {
    privacy: PrivacyServices;
  }
}

/**
 * Privacy rights (PIPL): 导出我的数据 (a zip of the member's data and uploads, prepared in the background,
 * downloadable once, expiring) and 注销账号 (an SMS-confirmed request, a grace period any login cancels, then the
 * account and its personal data deleted by `prune`, counters of what remains recounted).
 */
export const privacyModule: ServerModule = {
  name: 'privacy',
  // The data export and the erasure go through every module's hooks (`archive`, `erase`), not their tables.
  dependsOn: ['identity'],
  migrations: [{ name: '0014_privacy', migration: migration0014Privacy }],
  services(ctx) {
    const deps = {
      db: ctx.db,
      clock: ctx.clock,
      storage: ctx.storage,
      log: ctx.log,
      archive: archiveSource(ctx.modules, ctx.db),
      exportTtlHours: ctx.config.dataExportTtlHours,
      deletionGraceDays: ctx.config.accountDeletionGraceDays,
    };
    const dataExports = new DataExportService(deps);
    const deletions = new AccountDeletionService(deps);
    // Any login during the grace period withdraws the deletion; /my/info then says so.
    ctx.identity.accounts.loginHooks.push(async (user) => {
      await deletions.cancel(user.user_id, 'login');
    });
    return { privacy: { exports: dataExports, deletions } };
  },
  async register(app, ctx) {
    const { exports: dataExports, deletions } = ctx.privacy;
    await app.register(privacyRoutes, {
      db: ctx.db,
      auth: ctx.identity.auth,
      sms: ctx.identity.sms,
      accounts: ctx.identity.accounts,
      dataExports,
      deletions,
    });
    // Archives being written finish (or fail) before the database closes.
    app.addHook('onClose', async () => dataExports.drain());
  },
  erase: {
    // Archives of the member's data exports (their rows cascade with the user).
    async files({ userId }, ctx) {
      const archives = await ctx.db
        .selectFrom('data_export')
        .select('storage_key')
        .where('user_id', '=', userId)
        .where('storage_key', 'is not', null)
        .execute();
      for (const row of archives) if (row.storage_key) await ctx.storage.delete(row.storage_key);
    },
  },
  async prune(ctx) {
    const { exports: dataExports, deletions } = ctx.privacy;
    let done = await dataExports.prune();
    for (const userId of await deletions.due(PURGE_BATCH)) {
      if (await purgeMember(ctx, userId)) done += 1;
      // An admin is never deleted this way: the request is withdrawn instead.
      else await deletions.cancel(userId, 'member');
    }
    return done;
  },
};
