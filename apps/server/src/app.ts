import type { AddressInfo } from 'node:net';
import type { Plugin as AjvPlugin } from 'ajv';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrations.js';
import { loadDemoData, type DemoLoadResult } from './demo/demo-data.js';
import { installErrorHandling, MESSAGE_KEYWORD } from './errors.js';
import { TtlCache } from './lib/ttl-cache.js';
import { bannerRoutes } from './modules/banner/banner.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { registerDocs } from './plugins/docs.js';
import { registerFiles, uploadsDir } from './plugins/files.js';
import { registerWebApp } from './plugins/web-app.js';
import { createAuth } from './plugins/auth.js';
import { systemClock, type Clock } from './lib/clock.js';
import { MemoryStore, type KeyValueStore } from './lib/store.js';
import { RedisStore } from './lib/redis-store.js';
import type { IdentityDeps } from './modules/identity.js';
import { ConsoleSmsProvider, type SmsProvider } from './modules/sms/sms.provider.js';
import { smsDevRoutes } from './modules/sms/sms.routes.js';
import { SmsService } from './modules/sms/sms.service.js';
import { AccountService } from './modules/sso/sso.service.js';
import { ssoRoutes } from './modules/sso/sso.routes.js';
import { TokenService } from './modules/sso/token.service.js';
import { userRoutes } from './modules/user/user.routes.js';
import { fansRoutes } from './modules/fans/fans.routes.js';
import { uploadRoutes } from './modules/upload/upload.routes.js';
import { UploadService } from './modules/upload/upload.service.js';
import { certificateRoutes } from './modules/certificate/certificate.routes.js';
import { wxMpRoutes } from './modules/wxMp/wxMp.routes.js';

/** What the server knows about its own start, for main and tests. */
export interface ServerState {
  config: AppConfig;
  database: DatabaseHandle;
  /** Migrations applied by this start (empty when the schema was current). */
  migrationsApplied: string[];
  demo: DemoLoadResult | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    yiying: ServerState;
  }
}

/** `x-message` only annotates a schema with its Chinese text; AJV must accept it without validating. */
const messageKeyword: AjvPlugin<unknown> = (ajv) =>
  ajv.addKeyword({ keyword: MESSAGE_KEYWORD, schemaType: 'string' });

async function prepareDatabase(
  config: AppConfig,
  database: DatabaseHandle,
): Promise<string[]> {
  if (database.dialect === 'postgres' && config.databaseSchema) {
    await database.db.schema
      .createSchema(config.databaseSchema)
      .ifNotExists()
      .execute();
  }
  return migrateToLatest(database.db);
}

/** Parts a test (or another host) may swap: the clock, the shared store, the SMS gateway. */
export interface AppOverrides {
  clock?: Clock;
  store?: KeyValueStore;
  smsProvider?: SmsProvider;
}

/**
 * Builds the whole server: opens and migrates the database, loads demo data on an empty one, and
 * registers every route. The caller listens (see {@link startServer}) or injects requests.
 */
export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Request lines come from the onResponse hook below, at a level that depends on the status.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    ajv: {
      customOptions: {
        allErrors: true,
        verbose: true,
        coerceTypes: 'array',
        useDefaults: true,
        removeAdditional: true,
      },
      plugins: [messageKeyword],
    },
  });

  const database = openDatabase(config);
  let state: ServerState;
  try {
    const migrationsApplied = await prepareDatabase(config, database);
    if (migrationsApplied.length > 0)
      app.log.info({ migrations: migrationsApplied }, '数据库迁移完成');
    const demo = config.demoData
      ? await loadDemoData(database.db, {
          uploadsDir: uploadsDir(config.dataDir),
          bulkPosts: config.demoBulkPosts,
        })
      : null;
    if (demo?.loaded) app.log.info('已载入演示数据');
    if (demo && demo.bulkInserted > 0)
      app.log.info({ posts: demo.bulkInserted }, '已生成批量帖子');
    state = { config, database, migrationsApplied, demo };
  } catch (error) {
    await database.close();
    await app.close();
    throw error;
  }

  app.decorate('yiying', state);
  const clock = overrides.clock ?? systemClock;
  const store =
    overrides.store ?? (config.redisUrl ? new RedisStore(config.redisUrl) : new MemoryStore(clock));
  app.addHook('onClose', async () => {
    if (!overrides.store) await store.close();
    await database.close();
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const entry = {
      method: request.method,
      url: request.url,
      status,
      ms: Math.round(reply.elapsedTime),
    };
    if (status >= 500) request.log.error(entry, 'request completed');
    else if (status >= 400) request.log.info(entry, 'request completed');
    else request.log.debug(entry, 'request completed');
  });

  installErrorHandling(app);
  await registerDocs(app);
  await app.register(
    async (api) => {
      await api.register(bannerRoutes, { db: database.db });
      await api.register(contentRoutes, {
        db: database.db,
        cache: new TtlCache(),
      });
    },
    { prefix: '/api' },
  );
  await registerIdentity(app, config, database.db, clock, store, overrides);
  await registerFiles(app, config.dataDir);
  await registerWebApp(app, config.webRoot);
  return app;
}

/** Accounts, sessions, follows, uploads, certificates and QR login. */
async function registerIdentity(
  app: FastifyInstance,
  config: AppConfig,
  db: DatabaseHandle['db'],
  clock: Clock,
  store: KeyValueStore,
  overrides: AppOverrides,
): Promise<void> {
  app.decorateRequest('session', null);
  const sms = new SmsService({
    db,
    store,
    clock,
    provider: overrides.smsProvider ?? new ConsoleSmsProvider(app.log),
    maxPerMobilePerDay: config.smsDailyMaxPerMobile,
    maxPerIpPerDay: config.smsDailyMaxPerIp,
    outbox: config.nodeEnv !== 'production',
  });
  const tokens = new TokenService(db, clock);
  const accounts = new AccountService({ db, sms, tokens, store, clock });
  const deps: IdentityDeps = { config, db, clock, store, sms, tokens, accounts, auth: createAuth(db, tokens) };
  const uploads = new UploadService({ db, clock, uploadsDir: uploadsDir(config.dataDir) });
  await app.register(userRoutes, deps);
  await app.register(ssoRoutes, deps);
  await app.register(fansRoutes, deps);
  await app.register(uploadRoutes, { deps, uploads });
  await app.register(certificateRoutes, { deps, uploads });
  await app.register(wxMpRoutes, deps);
  if (config.nodeEnv !== 'production') await app.register(smsDevRoutes, { sms });
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
  const host =
    config.host === '0.0.0.0' || config.host === '::'
      ? '127.0.0.1'
      : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { app, port, url, close: () => app.close() };
}
