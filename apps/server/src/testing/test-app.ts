import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { buildApp, type AppOverrides } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';

/** Where a test suite runs: always SQLite; PostgreSQL when TEST_DATABASE_URL is set. */
export interface DatabaseTarget {
  label: string;
  postgresUrl?: string;
}

export const testPostgresUrl = process.env['TEST_DATABASE_URL']?.trim() || undefined;

export const SQLITE_TARGET: DatabaseTarget = { label: 'SQLite' };

/** A running app for one describe block; fields are filled in `beforeAll`. */
export interface TestContext {
  app: FastifyInstance;
  config: AppConfig;
  dataDir: string;
  webRoot: string;
}

export interface TestAppOptions {
  /** Extra environment variables for `loadConfig` (a function is read when the app starts, e.g. a peer's port). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Write a small built web app (index.html + hashed asset) into the web root. */
  withWebApp?: boolean;
  /** Called before the app is ready, e.g. to add a route that fails on purpose. */
  beforeReady?: (app: FastifyInstance) => void;
  /** Injected parts (clock, store, SMS provider), made fresh for each app. */
  overrides?: () => AppOverrides;
}

export const WEB_INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head><title>医影</title></head><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>';

/** A fresh temporary folder. */
export function tempDir(prefix = 'yiying-test-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** A built-looking web app folder. */
export function writeWebApp(root: string): void {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), WEB_INDEX_HTML);
  writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js'), 'console.log("医影");\n');
}

/** A fresh PostgreSQL schema name; each test file gets its own. */
export function freshSchemaName(): string {
  return `yy_test_${randomBytes(5).toString('hex')}`;
}

/** Drops a test schema and everything in it. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({
      pool: new Pool({ connectionString: url, max: 1 }),
    }),
  });
  try {
    await db.schema.dropSchema(schema).ifExists().cascade().execute();
  } finally {
    await db.destroy();
  }
}

/** Limits high enough for suites that log in and post a lot from 127.0.0.1; the limit tests override them. */
export const TEST_LIMITS: Record<string, string> = {
  RATE_LIMIT_GLOBAL_IP: '1000000/60',
  RATE_LIMIT_LOGIN_IP: '1000000/300',
  RATE_LIMIT_LOGIN_ACCOUNT: '1000000/3600',
  RATE_LIMIT_PASSWORD_CHANGE: '1000000/3600',
  RATE_LIMIT_QRCODE_IP: '1000000/60',
  RATE_LIMIT_UPLOAD: '1000000/60',
  RATE_LIMIT_COMMENT: '1000000/60',
  RATE_LIMIT_LIKE: '1000000/60',
  RATE_LIMIT_COLLECT: '1000000/60',
};

/**
 * The Redis key prefix of this test file's servers: the servers of one file share it (two processes of one site), and
 * no other file sees their counters, job claims or channels, even when files run at once against one Redis.
 */
export const SUITE_REDIS_PREFIX = `yiying-test-${randomBytes(4).toString('hex')}:`;

/** Config of a test server on `dataDir` (and a PostgreSQL schema for a PostgreSQL target). */
export function testConfig(
  target: DatabaseTarget,
  dataDir: string,
  webRoot: string,
  schema: string | undefined,
  env: Record<string, string> = {},
): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    PORT: '0',
    HOST: '127.0.0.1',
    // Suites send many requests from one address; the suites of the limits set their own.
    ...TEST_LIMITS,
    REDIS_PREFIX: SUITE_REDIS_PREFIX,
    ...(target.postgresUrl && schema ? { DATABASE_URL: target.postgresUrl, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
}

/**
 * Registers beforeAll/afterAll that build a real app on a fresh data folder (real SQLite file or a
 * fresh PostgreSQL schema, real migrations, real demo data) and tear it down afterwards.
 */
export function useTestApp(target: DatabaseTarget, options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  let schema: string | undefined;
  beforeAll(async () => {
    context.dataDir = tempDir();
    context.webRoot = path.join(context.dataDir, 'web');
    if (options.withWebApp) writeWebApp(context.webRoot);
    schema = target.postgresUrl ? freshSchemaName() : undefined;
    context.config = testConfig(
      target,
      context.dataDir,
      context.webRoot,
      schema,
      typeof options.env === 'function' ? options.env() : options.env,
    );
    context.app = await buildApp(context.config, options.overrides?.());
    options.beforeReady?.(context.app);
    await context.app.ready();
  }, 60_000);
  afterAll(async () => {
    await context.app?.close();
    if (target.postgresUrl && schema) await dropSchema(target.postgresUrl, schema);
    if (context.dataDir) rmSync(context.dataDir, { recursive: true, force: true });
  });
  return context;
}

/**
 * Runs `body` once per database target. Without TEST_DATABASE_URL the PostgreSQL run is reported as
 * skipped, so a green run never pretends PostgreSQL was covered.
 */
export function describeEachDatabase(title: string, body: (target: DatabaseTarget) => void): void {
  describe(`${title}（SQLite）`, () => body(SQLITE_TARGET));
  if (testPostgresUrl) {
    describe(`${title}（PostgreSQL）`, () => body({ label: 'PostgreSQL', postgresUrl: testPostgresUrl }));
  } else {
    describe.skip(`${title} — PostgreSQL（未设置 TEST_DATABASE_URL，已跳过）`, () => {
      it('runs on PostgreSQL', () => undefined);
    });
  }
}
