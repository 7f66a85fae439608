import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { NamedMigration } from './db/migrator.js';
import type { Database } from './db/schema.js';
import type { SeedContext, SeedReport } from './demo/seed.js';
import type { Clock } from './lib/clock.js';
import type { Cluster } from './lib/cluster.js';
import type { SmsProvider } from './lib/sms-provider.js';
import type { ObjectStorage } from './lib/storage/index.js';
import type { KeyValueStore } from './lib/store.js';
import type { Metrics } from './ops/metrics.js';

/** The environment of one server: what every module may use besides the services of other modules. */
export interface CoreContext {
  readonly config: AppConfig;
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** Short-lived shared state (in process, or Redis with several processes). */
  readonly store: KeyValueStore;
  /** Where SMS codes go (the console in development). */
  readonly smsProvider: SmsProvider;
  readonly log: FastifyBaseLogger;
  /** Where every uploaded and generated file lives (`data/uploads`, or an S3-compatible store). */
  readonly storage: ObjectStorage;
  /** The other processes of the site: once-per-site background jobs, shared cache invalidations. */
  readonly cluster: Cluster;
  /** Prometheus metrics of this server (`GET /metrics`); modules add their counters and gauges. */
  readonly metrics: Metrics;
}

/**
 * Services the modules offer each other, built once per server. Empty here on purpose: each module
 * declares its own entries (declaration merging in its `index.ts`), so adding a module never edits this file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- filled by the modules
export interface ModuleServices {}

/** The one context of a server: its environment plus the services of every module. */
export type ServerContext = CoreContext &
  ModuleServices & {
    /** Every module of the server, in start order (`orderModules`). */
    readonly modules: readonly ServerModule[];
  };

/**
 * A feature of the server, listed once in `MODULES` (modules/index.ts). Everything a module does at
 * start goes through this definition; other modules reach its code only through its `index.ts`.
 */
export interface ServerModule {
  readonly name: string;
  /**
   * Names of the modules this one uses (their services, code or tables). They start first: services are built, routes
   * registered and demo data seeded in an order where each module comes after these (`orderModules`); start-up fails
   * on a name not in the list or on a cycle.
   */
  readonly dependsOn?: readonly string[];
  /** Migrations this module owns, named `NNNN_what` with the next free number (db/migrations/index.ts orders them). */
  readonly migrations?: readonly NamedMigration[];
  /** Builds the services this module offers, once, after those of the modules it depends on. */
  services?(ctx: ServerContext): Partial<ModuleServices>;
  /** Adds hooks to the root instance before any module registers its routes, so they reach every route. */
  hooks?(app: FastifyInstance, ctx: ServerContext): Promise<void> | void;
  /** Adds the module's routes (and hooks) to the server. */
  register(app: FastifyInstance, ctx: ServerContext): Promise<void>;
  /** False when the module holds data: demo data is only loaded when no module does. */
  isEmpty?(db: Kysely<Database>): Promise<boolean>;
  /** Writes the module's demo rows; all modules seed in dependency order inside one transaction. */
  seed?(seed: SeedContext): Promise<SeedReport | void>;
  /** Deletes what expired (run periodically); answers how many records went. */
  prune?(ctx: ServerContext): Promise<number>;
  /**
   * This module's part in erasing a member (注销账号, run by the privacy module): it deletes its own rows and files
   * of the member and recounts what remains of its own; no module touches another's tables for it.
   */
  readonly erase?: ErasureHooks;
  /**
   * This module's part in a member's data export (导出我的数据, assembled by the privacy module): it reads its own rows
   * and files of the member; no module reads another's tables for it.
   */
  readonly archive?: ArchiveHooks;
}

/** A member being erased, as the erasure hooks see it. */
export interface MemberErasure {
  readonly userId: string;
  readonly mobile: string;
  /**
   * Posts of other members the erased member left marks on (likes, collections, comments, forwards): modules add
   * them before the transaction or inside it, and recount their counters of them once the member is gone.
   */
  readonly touchedPosts: Set<string>;
}

/**
 * The phases of erasing a member. Each phase runs over every module that has it before the next phase starts,
 * dependents first (the reverse of the start order): a module's rows and counters go before those of the modules it
 * builds on, and `recount` reaches the posts' hot rank (content) after every counter it reads.
 */
export interface ErasureHooks {
  /** Before the transaction: what to recount later, and deletions that run their own transactions (posts). */
  before?(erasure: MemberErasure, ctx: ServerContext): Promise<void>;
  /** Inside the erasure transaction: the module's rows of the member. */
  rows?(erasure: MemberErasure, trx: Kysely<Database>, ctx: ServerContext): Promise<void>;
  /** After the transaction, while the member's row still exists: the member's stored files. */
  files?(erasure: MemberErasure, ctx: ServerContext): Promise<void>;
  /** Once the member's row is gone (and what cascades with it): counters of what remains. */
  recount?(erasure: MemberErasure, ctx: ServerContext): Promise<void>;
}

/**
 * A member's data as one module holds it, for the data export. The privacy module gathers the parts of every module
 * and lays them out as the archive's JSON documents; a part name given by two modules is refused.
 */
export interface ArchiveHooks {
  /**
   * The member's rows this module holds, by part name (`posts`, `comments`, …): JSON-ready, keys camelCased
   * (`camelKeys`), in a stable order.
   */
  parts?(db: Kysely<Database>, userId: string): Promise<Record<string, unknown>>;
  /** Storage URLs (`/files/…`) of the member's own uploaded originals; renditions are made from them. */
  files?(db: Kysely<Database>, userId: string): Promise<string[]>;
}
