import { rmSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { buildApp } from '../app';
import {
  describeEachDatabase,
  dropSchema,
  freshSchemaName,
  tempDir,
  testConfig,
  type DatabaseTarget,
} from '../testing/test-app';
import { migrationNames } from './migrations/index';

async function contentTotal(app: Awaited<ReturnType<typeof buildApp>>): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/content/list' });
  return res.json().data.total;
}

describeEachDatabase('migrations and demo data on restart', (target: DatabaseTarget) => {
  const dataDir = tempDir();
  const schema = target.postgresUrl ? freshSchemaName() : undefined;
  const config = (env: Record<string, string> = {}) =>
    testConfig(target, dataDir, path.join(dataDir, 'web'), schema, env);

  afterAll(async () => {
    if (target.postgresUrl && schema) await dropSchema(target.postgresUrl, schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates and loads demo data on the first start only', async () => {
    const first = await buildApp(config());
    const firstTotal = await contentTotal(first);
    expect(first.yiying.migrationsApplied).toEqual([...migrationNames]);
    expect(first.yiying.demo?.loaded).toBe(true);
    expect(first.yiying.demo?.accounts.map((a) => a.type).sort()).toEqual([
      'doctor',
      'doctor',
      'student',
      'student',
      'user',
      'user',
      'user',
    ]);
    expect(first.yiying.demo?.accounts.filter((a) => a.role === 'admin').map((a) => a.mobile)).toEqual(['13800000009']);
    await first.close();

    const second = await buildApp(config());
    expect(second.yiying.migrationsApplied).toEqual([]);
    expect(second.yiying.demo?.loaded).toBe(false);
    expect(second.yiying.demo?.accounts).toHaveLength(7);
    expect(await contentTotal(second)).toBe(firstTotal);
    await second.close();
  });

  it('tops up generated bulk posts once', async () => {
    const before = await buildApp(config());
    const base = await contentTotal(before);
    await before.close();

    const bulk = await buildApp(config({ DEMO_BULK_POSTS: '1234' }));
    expect(bulk.yiying.demo?.bulkInserted).toBe(1234);
    expect(await contentTotal(bulk)).toBe(base + 1234);
    const oldest = await bulk.inject({
      method: 'GET',
      url: '/api/content/list?sort=create_time&order=asc&pageSize=1',
    });
    expect(oldest.json().data.records[0].title).toMatch(/（1234）$/);
    await bulk.close();

    const again = await buildApp(config({ DEMO_BULK_POSTS: '1234' }));
    expect(again.yiying.demo?.bulkInserted).toBe(0);
    expect(await contentTotal(again)).toBe(base + 1234);
    await again.close();
    // Three starts of a server with demo data and 1,234 generated posts: more than the default on a busy machine.
  }, 120_000);
});

describe('SQLite file', () => {
  it('lives at DATA_DIR/yiying.db in WAL mode with full sync and foreign keys', async () => {
    const dataDir = tempDir();
    try {
      const app = await buildApp(
        testConfig({ label: 'SQLite' }, dataDir, path.join(dataDir, 'web'), undefined, { DEMO_DATA: 'false' }),
      );
      expect(app.yiying.database.location).toBe(path.join(dataDir, 'yiying.db'));
      await app.close();
      const file = new SqliteDatabase(path.join(dataDir, 'yiying.db'), {
        readonly: true,
      });
      expect(file.pragma('journal_mode', { simple: true })).toBe('wal');
      file.close();
      // synchronous and foreign_keys are per connection: check them on the server's own connection.
      const again = await buildApp(
        testConfig({ label: 'SQLite' }, dataDir, path.join(dataDir, 'web'), undefined, { DEMO_DATA: 'false' }),
      );
      const sync = await sql<{
        synchronous: number;
      }>`pragma synchronous`.execute(again.yiying.database.db);
      const fk = await sql<{
        foreign_keys: number;
      }>`pragma foreign_keys`.execute(again.yiying.database.db);
      expect(sync.rows[0]?.synchronous).toBe(2);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
