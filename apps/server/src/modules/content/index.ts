import { migration0027ContentPatientConsent } from './0027_content_patient_consent.js';
import { hookDatabase } from '../../db/narrow.js';
import type { ContentDatabase } from './content.db.js';
import { migration0017Security } from './0017_security.js';
import { findFfmpeg } from '../../lib/ffmpeg.js';
import { attachDemoVideos } from './demo-videos.js';
import { adoptVideoPoster } from './video-poster.js';
import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { ServerModule } from '../../context.js';
import { contentArchive } from './content.archive.js';
import type { Database } from '../../db/schema.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { migration0004ContentPublishing } from './0004_content_publishing.js';
import { migration0006ContentDiscovery } from './0006_content_discovery.js';
import { migration0018ForwardByReference } from './0018_forward_by_reference.js';
import { contentRoutes } from './content.routes.js';
import { contentErasure } from './content.erase.js';
import { postCovers } from './content.repository.js';
import { HOT_REFRESH_INTERVAL_MS, HOT_REFRESH_WINDOW_MS, refreshHotScores } from './hot-rank.js';
import { seedContent } from './content.seed.js';
import { attachDemoCovers, attachDemoMedia, attachDemoPictureSets } from './demo-media.js';
import type { ContentWriteCheck } from './content.service.js';
import type { MedicalPlaceCheck } from './patient-consent.js';

export { contentRowToModel } from './content.record.js';
export { countUserContent, findContentByIds } from './content.repository.js';
export { insertContent } from './content.mutations.js';
export { likePattern, type ContentWithCreatorRow } from './content.filter.js';
export { hotScore, refreshHotScores } from './hot-rank.js';
export { BULK_ID_PREFIX } from './content.seed.js';
export { migration0018ForwardByReference } from './0018_forward_by_reference.js';
export { FORWARD_SCOPE_WIDER_MESSAGE, forwardScopeOf, recountForwards, scopeWithin } from './forward-rules.js';
export { CONTENT_NOT_FOUND_MESSAGE } from './content.service.js';
export { contentDetail } from './content.list.js';
export { createContent, deleteContent, updateContent } from './content.write.js';
export { existingPosts } from './content.erase.js';
export type { ContentWriteCheck, ContentWriteFollowUp, ContentWriteTarget } from './content.service.js';
export type { MedicalPlaceCheck, PostPlace } from './patient-consent.js';
export { viewerKey } from './content.routes.js';
export { isSiteFile, sanitizeArticle } from './article-html.js';
export { ANONYMOUS, contentVisibleTo, visibleContent, type Viewer } from './visibility.js';
export type { TopicRow } from './content.table.js';
export type { ContentMedia } from './content.service.js';
export type { ContentDeps } from './content.service.js';
export { updateContentRow } from './content.mutations.js';
export { holdContentForReview } from './moderation.js';

declare module '../../context.js' {
  interface ModuleServices {
    /** Anonymous content list pages and totals; every write to content must invalidate it. */
    contentCache: TtlCache;
    /** Checks run before every create, update and delete of a post; other modules add theirs. */
    contentWriteChecks: ContentWriteCheck[];
    /** Whether a post's circle or category is medical (患者隐私确认); the modules owning them add theirs. */
    contentMedicalChecks: MedicalPlaceCheck[];
  }
}

/** Posts of every content type: the list and detail under `/api/content` and the author's writes under `/web/content`. */
export const contentModule: ServerModule = {
  name: 'content',
  // fans: the access-scope rule (visibility.ts) reads who follows whom.
  dependsOn: ['fans', 'identity', 'media', 'mute', 'notification', 'watchlist'],
  archive: contentArchive,
  erase: contentErasure,
  migrations: [
    { name: '0004_content_publishing', migration: migration0004ContentPublishing },
    { name: '0006_content_discovery', migration: migration0006ContentDiscovery },
    { name: '0017_security', migration: migration0017Security },
    { name: '0018_forward_by_reference', migration: migration0018ForwardByReference },
    { name: '0027_content_patient_consent', migration: migration0027ContentPatientConsent },
  ],
  services: (ctx) => {
    const contentCache = new TtlCache();
    // A write through any process empties the cache of every process.
    ctx.cluster.shareCache('content', contentCache);
    ctx.media.onVideo((ownerId, video) => {
      if (video.status !== 'ready' || !video.poster) return;
      void ctx.media
        .ownedByUrl(ctx.db, ownerId, video.poster)
        .then((poster) => (poster ? adoptVideoPoster(ctx.db, video, poster) : 0))
        .then((changed) => {
          if (changed > 0) contentCache.invalidate();
        })
        .catch((error: unknown) => ctx.log.warn({ err: error }, '视频封面更新失败'));
    });
    // Thumbnails of the posts notifications name, read as their addressee may see them.
    ctx.notifications.showCoversFrom((db, userId, contentIds) =>
      postCovers(hookDatabase<ContentDatabase>(db), userId, contentIds),
    );
    return { contentCache, contentWriteChecks: [], contentMedicalChecks: [] };
  },
  async register(app, ctx) {
    // Members' totals with hidden words live 10 s at most (a write elsewhere in the cluster reaches them by then).
    const mutedTotals = new TtlCache(10_000, 500);
    ctx.contentCache.onInvalidate(() => mutedTotals.clear());
    await app.register(contentRoutes, {
      db: ctx.db,
      clock: ctx.clock,
      cache: ctx.contentCache,
      media: ctx.media,
      store: ctx.store,
      auth: ctx.identity.auth,
      writeChecks: ctx.contentWriteChecks,
      medicalChecks: ctx.contentMedicalChecks,
      guard: ctx.textGuard,
      mutes: ctx.mutes,
      mutedTotals,
      answerCache: ctx.config.contentAnswerCache,
    });
    // Age alone changes the hot rank: recent posts are re-ranked every few minutes, every post once at start.
    let stopped = false;
    const refresh = (since: string | null) =>
      refreshHotScores(ctx.db, ctx.clock(), { since }).catch((error: unknown) => {
        if (!stopped) ctx.log.warn({ err: error }, '热度刷新失败');
        return 0;
      });
    // One process of the site re-ranks per period; its invalidation reaches the caches of the others.
    const timer = setInterval(() => {
      void ctx.cluster
        .runOnce('hot-rank', HOT_REFRESH_INTERVAL_MS - Math.min(1_000, HOT_REFRESH_INTERVAL_MS * 0.05), () =>
          refresh(new Date(ctx.clock() - HOT_REFRESH_WINDOW_MS).toISOString()).then((n) => {
            if (n > 0) ctx.contentCache.invalidate();
          }),
        )
        .catch((error: unknown) => ctx.log.warn({ err: error }, '热度刷新失败'));
    }, HOT_REFRESH_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      await refreshPlannerStatistics(ctx.db);
      // A large table keeps ranking after the server is ready (start hooks are bounded in time).
      // Processes starting together (a rolling restart) rank the whole table once between them.
      const ranked = ctx.cluster
        .runOnce('hot-rank-all', START_RANK_WINDOW_MS, () =>
          refresh(null).then((n) => {
            if (n > 0) ctx.contentCache.invalidate();
          }),
        )
        .catch((error: unknown) => ctx.log.warn({ err: error }, '热度刷新失败'));
      await Promise.race([ranked, new Promise((resolve) => setTimeout(resolve, START_WAIT_MS).unref())]);
    });
    app.addHook('onClose', async () => {
      stopped = true;
      clearInterval(timer);
    });
    if (ctx.config.demoData) {
      // After the demo transaction: the media service writes through its own connection.
      app.addHook('onReady', async () => {
        const attached = await attachDemoMedia(ctx.db, ctx.media, ctx.storage);
        if (attached > 0) {
          ctx.contentCache.invalidate();
          ctx.log.info({ posts: attached }, '演示图片帖子已走上传流程');
        }
        // Test suites that load demo data skip the photographs at full size and the clips (each would run beside the
        // tests).
        if (ctx.config.nodeEnv !== 'test') {
          // After the start, so the site answers at once with every post's list cover.
          void attachDemoPictureSets(ctx.db, ctx.media, ctx.storage).then(
            (sets) => {
              if (sets > 0) {
                ctx.contentCache.invalidate();
                ctx.log.info({ posts: sets }, '演示照片原图已走上传流程');
              }
            },
            (error: unknown) => ctx.log.warn({ err: error }, '演示照片原图上传失败'),
          );
        }
        const tools = ctx.config.nodeEnv === 'test' ? undefined : findFfmpeg(ctx.config.ffmpegPath);
        // Made after the start, so the site answers at once; each clip is then transcoded by the job queue.
        const clips =
          tools && ctx.config.ffmpegPath !== 'none'
            ? attachDemoVideos(ctx.db, ctx.media, ctx.storage, tools.ffmpeg).then(
                (videos) => {
                  if (videos > 0) ctx.log.info({ posts: videos }, '演示视频帖子已走上传和转码流程');
                },
                (error: unknown) => ctx.log.warn({ err: error }, '演示视频生成失败'),
              )
            : Promise.resolve();
        if (ctx.config.nodeEnv !== 'test') {
          // After the clips, which are made from these covers and whose links the covers keep.
          void clips
            .then(() => attachDemoCovers(ctx.db, ctx.media, ctx.storage))
            .then(
              (covers) => {
                if (covers > 0) {
                  ctx.contentCache.invalidate();
                  ctx.log.info({ posts: covers }, '演示帖子封面已走上传流程');
                }
              },
              (error: unknown) => ctx.log.warn({ err: error }, '演示帖子封面上传失败'),
            );
        }
      });
    }
  },
  seed: seedContent,
  async prune(ctx) {
    await refreshPlannerStatistics(ctx.db);
    return 0;
  },
};

/** How long start-up waits for the first ranking before serving (the rest goes on in the background). */
const START_WAIT_MS = 5_000;
/** A full ranking at start is skipped when another process of the site did one this recently. */
const START_RANK_WINDOW_MS = 60_000;

/**
 * SQLite plans without statistics: it then reads a page's rows by the (state, scope) index, 100k entries, rather
 * than by their ids. A sampled ANALYZE (a few ms) at start and with each pruning pass keeps the plans right as the
 * table grows; PostgreSQL keeps its own statistics.
 */
async function refreshPlannerStatistics(db: Kysely<Database>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`pragma analysis_limit = 1000`.execute(db);
  await sql`analyze`.execute(db);
}
