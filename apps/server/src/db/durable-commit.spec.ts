import { rmSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase, SQLITE_FILE_NAME } from './database';
import { durableCommit } from './durable-commit';
import { tempDir } from '../testing/test-app';

describe('durableCommit on SQLite', () => {
  const dataDir = tempDir();
  const handle = openDatabase({ dataDir });
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  const commit = durableCommit(handle.db, file);

  beforeAll(async () => {
    await sql`create table note (id integer primary key, body text not null)`.execute(handle.db);
  });
  afterAll(async () => {
    await commit.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const synchronous = async () =>
    (await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db)).rows[0]?.synchronous;

  it('commits, is read back by another connection, and leaves the connection on synchronous = FULL', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map((n) =>
        commit(async (trx) => {
          await sql`insert into note (id, body) values (${n}, ${`第${n}条`})`.execute(trx);
          // Inside, the commit leaves the flush to the asynchronous fsync that follows it.
          expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(trx)).rows[0]?.synchronous).toBe(1);
          return n;
        }),
      ),
    );
    expect(ids).toEqual([1, 2, 3]);
    expect(await synchronous()).toBe(2);
    const other = new SqliteDatabase(file, { readonly: true });
    try {
      expect(other.prepare('select count(*) as n from note').get()).toEqual({ n: 3 });
    } finally {
      other.close();
    }
  });

  it('rolls back a failing transaction and restores the pragma', async () => {
    await expect(
      commit(async (trx) => {
        await sql`insert into note (id, body) values (10, '不会留下')`.execute(trx);
        throw new Error('写入失败');
      }),
    ).rejects.toThrow('写入失败');
    expect(await synchronous()).toBe(2);
    const rows = await sql<{ n: number }>`select count(*) as n from note where id = 10`.execute(handle.db);
    expect(rows.rows[0]?.n).toBe(0);
  });
});
