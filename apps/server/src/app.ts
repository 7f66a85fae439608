import { LOG_REDACT_PATHS, REDACTED, redactUrl, serializeRequest } from './lib/log-redaction.js';
import type { AddressInfo } from 'node:net';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { lazyChildLogger } from './lib/request-logger.js';
import { sql } from 'kysely';
import type { AppConfig } from './config.js';
import type { CoreContext, ServerContext, ServerModule } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { MIGRATIONS } from './db/migrations/index.js';
import { migrateToLatest } from './db/migrator.js';
import { loadDemoData, type DemoLoadResult } from './demo/seed.js';
import { installErrorHandling } from './errors.js';
import { systemClock, type Clock } from './lib/clock.js';
import { SiteCluster } from './lib/cluster.js';
import { startPruning, type Pruning } from './lib/pruning.js';
import { startBackupSchedule, type BackupSchedule } from './ops/backup-schedule.js';
import { createMetrics, queryKind } from './ops/metrics.js';
import { registerMetrics } from './plugins/metrics.js';
import { RedisStore } from './lib/redis-store.js';
import { AliyunSmsProvider, ConsoleSmsProvider, type SmsProvider } from './lib/sms-provider.js';
import { createStorage, type ObjectStorage } from './lib/storage/index.js';
import { MemoryStore, type KeyValueStore } from './lib/store.js';
import { MODULES } from './modules/index.js';
import { registerDocs } from './plugins/docs.js';
import { registerHealth } from './plugins/health.js';
import { answerKeptEarly, EarlyAnswers } from './plugins/early-answer.js';
import { hardenedServerOptions, installHardening } from './plugins/hardening.js';
import { assertNoDemoPasswordOnAdmins, restrictDataFiles } from './lib/production-checks.js';
import { SharedAnswerAddresses } from './lib/shared-answer.js';
import { sendableAnswer } from './lib/answer-bytes.js';
import { registerFiles } from './plugins/files.js';
import { heroImagePreload, registerWebApp, serverRenderer, type PageRenderer } from './plugins/web-app.js';
import { homeHeroImage } from './modules/banner/index.js';
import { pageHeadOf } from './modules/seo/index.js';

/** What the server knows about its own start, for main and tests. */
export interface ServerState {
  config: AppConfig;
  database: DatabaseHandle;
  /** Migrations applied by this start (empty when the schema was current). */
  migrationsApplied: string[];
  demo: DemoLoadResult | null;
  /** The context every module was given: environment and services, built once. */
  context: ServerContext;
  /** The periodic deletion of expired tokens, SMS codes and QR tickets. */
  pruning: Pruning;
  /** Scheduled backups (`BACKUP_INTERVAL_MINUTES`) and the last one's outcome. */
  backups: BackupSchedule;
  /** Every route the server registered, with its schemas: what the contract tests compare with the contracts. */
  routes: RegisteredRoute[];
}

/** One registered route: method, Fastify path (`/a/:id`) and its schemas (`operationId`, `response` …). */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    yiying: ServerState;
  }
}

async function prepareDatabase(config: AppConfig, database: DatabaseHandle): Promise<string[]> {
  if (database.dialect === 'postgres' && config.databaseSchema) {
    await database.db.schema.createSchema(config.databaseSchema).ifNotExists().execute();
  }
  const schema = database.dialect === 'postgres' ? (config.databaseSchema ?? 'public') : undefined;
  return migrateToLatest(database.db, MIGRATIONS, schema);
}

/** Pino's level numbers ("silent" and unknown levels write nothing). */
const LOG_LEVEL_VALUES: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** Whether a logger at `loggerLevel` writes lines of `level` ('silent' writes none). */
function writesAt(level: string, loggerLevel: string): boolean {
  return (LOG_LEVEL_VALUES[level] ?? -Infinity) >= (LOG_LEVEL_VALUES[loggerLevel] ?? Infinity);
}

/** Builds every module's services once, in registry order: a module sees the services of those before it. */
export function createServerContext(core: CoreContext, modules: readonly ServerModule[]): ServerContext {
  const context = { ...core, modules } as ServerContext;
  for (const module of modules) {
    if (module.services) Object.assign(context, module.services(context));
  }
  return context;
}

/** Runs every module's `prune`; answers how many records went in total. */
async function pruneExpired(context: ServerContext, modules: readonly ServerModule[]): Promise<number> {
  let deleted = 0;
  for (const module of modules) deleted += (await module.prune?.(context)) ?? 0;
  return deleted;
}

/** The SMS gateway of the configuration; the console one never logs a code in production. */
function createSmsProvider(config: AppConfig, log: FastifyInstance['log']): SmsProvider {
  if (config.smsProvider === 'aliyun' && config.aliyunSms) return new AliyunSmsProvider(config.aliyunSms);
  return new ConsoleSmsProvider(log, config.nodeEnv !== 'production');
}

/** Parts a test (or another host) may swap: the clock, the shared store, the SMS gateway. */
export interface AppOverrides {
  clock?: Clock;
  store?: KeyValueStore;
  smsProvider?: SmsProvider;
  /** The file store (a store that fails on purpose, …); the configured one otherwise. */
  storage?: ObjectStorage;
  /** What renders a visitor's first screen (`SERVER_RENDER`); the web build's server module otherwise. */
  render?: PageRenderer;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole server: opens and migrates the database, loads demo data on an empty one, and
 * registers every route. The caller listens (see {@link startServer}) or injects requests.
 */
export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const early = new EarlyAnswers();
  const app = Fastify({
    serverFactory: early.serverFactory,
    logger: {
      level: config.logLevel,
      // Tokens, codes and passwords never reach a log line, whatever logs them.
      redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
      serializers: { req: serializeRequest },
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    // Request lines come from the onResponse hook below, at a level that depends on the status.
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's pino child is made only when the request writes a line (most write none).
    childLoggerFactory: lazyChildLogger,
    routerOptions: { ignoreTrailingSlash: true },
    ...hardenedServerOptions(config),
    // Start hooks put the demo pictures through the upload pipeline, into a remote store too: on a busy machine that
    // takes longer than Fastify's default 10 s.
    pluginTimeout: 60_000,
  });
  // Request schemas only document the routes: yup (the shared contracts) validates every request
  // part in one place (lib/contract-route.ts), so AJV lets everything through.
  app.setValidatorCompiler(() => () => true);

  const clock = overrides.clock ?? systemClock;
  const store =
    overrides.store ?? (config.redisUrl ? new RedisStore(config.redisUrl, config.redisPrefix) : new MemoryStore(clock));
  const storage = overrides.storage ?? createStorage(config);
  const metrics = createMetrics(config.metricsEnabled);
  const cluster = new SiteCluster({
    store,
    log: app.log,
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    jobScope: config.databaseSchema,
  });
  let database: DatabaseHandle | undefined;
  let state: Omit<ServerState, 'pruning' | 'backups' | 'routes'>;
  try {
    // A store that does not answer stops the start with its reason, before anything is written.
    await storage.check();
    // Invalidations from the other processes must reach this one from its first answer on; a Redis that does not
    // answer within 10 s is reported and waited for in the background (the store's own calls then fail loudly).
    let subscribed = false;
    await Promise.race([
      cluster.ready.then(() => {
        subscribed = true;
      }),
      new Promise((resolve) => setTimeout(resolve, 10_000).unref()),
    ]);
    if (!subscribed && config.redisUrl) app.log.error('Redis 缓存失效通知尚未订阅成功，继续等待');
    const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
    database = openDatabase(
      config,
      metrics.enabled
        ? (text, ms) => metrics.dbQueryDuration.observe({ dialect, kind: queryKind(text) }, ms / 1000)
        : undefined,
    );
    const migrationsApplied = await prepareDatabase(config, database);
    if (migrationsApplied.length > 0) app.log.info({ migrations: migrationsApplied }, '数据库迁移完成');
    const context = createServerContext(
      {
        config,
        db: database.db,
        clock,
        store,
        smsProvider: overrides.smsProvider ?? createSmsProvider(config, app.log),
        log: app.log,
        storage,
        cluster,
        metrics,
      },
      MODULES,
    );
    const demo = config.demoData
      ? await loadDemoData(database.db, MODULES, {
          storage,
          bulkPosts: config.demoBulkPosts,
        })
      : null;
    if (demo?.loaded) app.log.info('已载入演示数据');
    // A demo password on an admin is a published key to the site: production refuses it unless it is a demo on purpose.
    if (config.nodeEnv === 'production' && !config.demoData) await assertNoDemoPasswordOnAdmins(database.db);
    if (database.dialect === 'sqlite') restrictDataFiles(config.dataDir);
    if (demo && demo.bulkInserted > 0) {
      app.log.info({ posts: demo.bulkInserted }, '已生成批量帖子');
      // PostgreSQL plans by its table statistics; after a bulk load they are stale until autovacuum (which may be
      // off, or a minute away) analyzes the table, and meanwhile a list page takes a sequential filter of every row.
      if (database.dialect === 'postgres') await sql`analyze content`.execute(database.db);
    }
    state = { config, database, migrationsApplied, demo, context };
  } catch (error) {
    await cluster.close();
    if (!overrides.store) await store.close();
    if (!overrides.storage) await storage.close();
    await database?.close();
    await app.close();
    throw error;
  }

  const globalLimit = installHardening(app, { config, store, clock });
  // After the global limit and the security headers: an anonymous GET of an address whose answer is kept as shared
  // bytes is answered here, without parsing its query again (see `SharedAnswerAddresses`).
  const sharedAnswers = new SharedAnswerAddresses();
  app.decorate('sharedAnswers', sharedAnswers);
  app.addHook('onRequest', (request, reply, done) => {
    if (!sharedAnswers.sendKept(request, reply)) done();
  });
  // The same answers, sent before the framework sees the request (see `EarlyAnswers`): counted by the global limit
  // and timed in the request metrics as the hooks below would, with the same headers and bytes. Everything the hooks
  // could change takes the framework's way: a draining server, an invalidation still going out, request logging.
  early.use(
    answerKeptEarly({
      sharedAnswers,
      globalLimit,
      open: () => !app.draining && !cluster.flushing && !writesAt('debug', app.log.level),
      observe: metrics.enabled
        ? (route, seconds) => metrics.httpDuration.observe({ method: 'GET', route, status_code: 200 }, seconds)
        : undefined,
    }),
  );
  // Callback hooks (every request runs them): only a write waiting for its invalidation to go out awaits anything.
  app.addHook('onSend', (_request, reply, given, done) => {
    reply.header('x-content-type-options', 'nosniff');
    const payload = sendableAnswer(given);
    // A write answers once its cache invalidation reached the other processes: the next read anywhere is fresh.
    if (!cluster.flushing) {
      done(null, payload);
      return;
    }
    cluster.flush().then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    if (metrics.enabled) {
      metrics.httpDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: status },
        reply.elapsedTime / 1000,
      );
    }
    const level = status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
    // The entry is only built when the request's logger writes this level.
    if (writesAt(level, request.log.level)) {
      const url = redactUrl(request.url);
      const entry = { method: request.method, url, status, ms: Math.round(reply.elapsedTime) };
      request.log[level](entry, 'request completed');
    }
    done();
  });

  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, schema: (route.schema ?? {}) as Record<string, unknown> });
    }
  });
  installErrorHandling(app);
  registerMetrics(app, metrics, config.metricsToken);
  await registerDocs(app, config);
  for (const module of MODULES) await module.hooks?.(app, state.context);
  for (const module of MODULES) await module.register(app, state.context);
  await registerHealth(app, state.context);
  await registerFiles(app, config.dataDir, storage);
  await registerWebApp(app, config.webRoot, {
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    homeHead: async () => heroImagePreload(await homeHeroImage(state.context.db)),
    homeModules: ['src/features/home/home-page.tsx', 'src/features/home/hero-carousel.ts'],
    // Any other page's code is found through the route table's page loaders, a chunk of their own.
    otherModules: ['src/app/route-pages.ts'],
    // The same requests an anonymous visitor's browser would make (no token, the visitor's address for the limits):
    // the answers come from the shared list cache, which every write empties.
    firstScreen: async (request, paths) => {
      const answers = new Map<string, string>();
      const results = await Promise.all(
        paths.map((url) => app.inject({ method: 'GET', url, remoteAddress: request.ip, headers: {} })),
      );
      results.forEach((answer, i) => {
        const url = paths[i];
        if (url && answer.statusCode === 200) answers.set(url, answer.body);
      });
      return answers;
    },
    fileOrigins: storage.publicOrigin ? [storage.publicOrigin] : [],
    render: config.serverRender ? (overrides.render ?? serverRenderer(config.webRoot)) : undefined,
    pageHead: pageHeadOf(app, config.publicUrl),
  });

  const { context } = state;
  const pruning = startPruning({
    intervalMs: config.pruneIntervalSeconds * 1000,
    task: () => pruneExpired(context, MODULES),
    log: app.log,
    // One process of the site prunes per period.
    claim: (run) => cluster.runOnce('prune', claimWindow(config.pruneIntervalSeconds * 1000), run),
  });
  const backupMs = config.backupIntervalMinutes * 60_000;
  const backups = startBackupSchedule({
    config,
    dialect: state.database.dialect,
    uploads: storage,
    log: app.log,
    claim: (run) => cluster.runOnce('backup', claimWindow(backupMs), run),
  });
  app.addHook('onClose', async () => {
    // A run under way finishes before the database closes.
    await pruning.stop();
    await backups.stop();
    await cluster.close();
    if (!overrides.store) await store.close();
    if (!overrides.storage) await storage.close();
    await state.database.close();
  });
  app.decorate('yiying', { ...state, pruning, backups, routes });
  return app;
}

/**
 * How long a process keeps a periodic job to itself: nearly its whole period, so the process holding it renews it
 * on its next tick while the ticks of the others, at any other moment of the period, find it taken.
 */
export function claimWindow(intervalMs: number): number {
  return intervalMs - Math.min(1_000, Math.max(20, intervalMs * 0.05));
}

/** A listening server. */
export interface RunningServer {
  app: FastifyInstance;
  port: number;
  /** Base URL reachable from this machine. */
  url: string;
  close(): Promise<void>;
}

/** Builds the app and listens on `config.host:config.port` (port 0 picks a free port). */
export async function startServer(config: AppConfig, overrides: AppOverrides = {}): Promise<RunningServer> {
  const app = await buildApp(config, overrides);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { app, port, url, close: () => app.close() };
}
