import type { Kysely } from 'kysely';
import type { UserType } from '@yiying/models';
import type { Database } from '../db/schema.js';
import { withSeededIds } from '../lib/ids.js';
import type { ObjectStorage } from '../lib/storage/index.js';
import { generateDemoImages, type DemoImages } from './demo-images.js';

/** A demo member as printed at start. */
export interface DemoAccount {
  account: string;
  username: string;
  mobile: string;
  type: UserType;
  role: 'member' | 'admin';
  password: string;
}

/** What a start did with the demo data. */
export interface DemoLoadResult {
  /** True when this start loaded the demo data (the database was empty). */
  loaded: boolean;
  bulkInserted: number;
  accounts: DemoAccount[];
}

/** What a module's `seed` gets. */
export interface SeedContext {
  /** The one transaction of the whole demo load: a start stopped half-way leaves nothing behind. */
  db: Kysely<Database>;
  now: number;
  /** True on a database where no module had data: the demo rows are written now. */
  fresh: boolean;
  /** Extra generated posts wanted for benchmarks (topped up on every start). */
  bulkPosts: number;
  /** The generated pictures, written to the uploads folder on first use. */
  images(): Promise<DemoImages>;
}

/** What a module's `seed` reports for the start message. */
export interface SeedReport {
  accounts?: DemoAccount[];
  bulkInserted?: number;
}

/** One module's part of the demo data. */
export interface DemoSeeder {
  /** False when the module already holds data. */
  isEmpty?(db: Kysely<Database>): Promise<boolean>;
  seed?(seed: SeedContext): Promise<SeedReport | void>;
}

export interface DemoOptions {
  /** Where the demo pictures go. */
  storage: ObjectStorage;
  /** Extra generated posts for benchmarks. */
  bulkPosts: number;
  now?: Date;
}

/** Seed of the demo rows' ids. */
const DEMO_ID_SEED = 20261127;

/**
 * Loads the demo data module by module, in registry order, inside one transaction. The demo rows go
 * into a database where no module holds data yet; each seeder may also top up or repair its rows on
 * every start (sign-in data of demo members, generated bulk posts).
 */
export async function loadDemoData(
  db: Kysely<Database>,
  seeders: readonly DemoSeeder[],
  options: DemoOptions,
): Promise<DemoLoadResult> {
  const now = (options.now ?? new Date()).getTime();
  let fresh = true;
  for (const seeder of seeders) {
    if (seeder.isEmpty && !(await seeder.isEmpty(db))) fresh = false;
  }
  let images: Promise<DemoImages> | undefined;
  const result: DemoLoadResult = { loaded: fresh, bulkInserted: 0, accounts: [] };
  // Seeded ids: rows of the same time list in the same order on every fresh demo database (see withSeededIds).
  await withSeededIds(DEMO_ID_SEED, () =>
    db.transaction().execute(async (trx) => {
      const context: SeedContext = {
        db: trx,
        now,
        fresh,
        bulkPosts: options.bulkPosts,
        images: () => (images ??= generateDemoImages(options.storage)),
      };
      for (const seeder of seeders) {
        const report = await seeder.seed?.(context);
        if (report?.accounts) result.accounts.push(...report.accounts);
        result.bulkInserted += report?.bulkInserted ?? 0;
      }
    }),
  );
  return result;
}

const USER_TYPE_LABEL: Record<UserType, string> = {
  user: '普通用户',
  doctor: '医生',
  student: '医学生',
};

/** The block printed at start so a visitor can sign in as a demo member. */
export function formatDemoAccounts(accounts: readonly DemoAccount[]): string {
  if (accounts.length === 0) return '';
  const lines = accounts.map(
    (a) =>
      `  ${(a.role === 'admin' ? '管理员' : USER_TYPE_LABEL[a.type]).padEnd(4, '　')}  ${a.mobile}  ${a.password}  ${a.account.padEnd(11)} ${a.username}`,
  );
  return ['演示账号（手机号 + 密码登录；也可用短信验证码登录，开发环境验证码见 /dev/sms/outbox）：', ...lines].join(
    '\n',
  );
}
