import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { tempDir } from '../testing/test-app';
import { startBackgroundCheckpoint } from './background-checkpoint';

/**
 * The rows of `note` in the database file alone, as it would be read without its write-ahead log, or null when the
 * copy was taken while the thread was writing pages into the file (a torn copy reads as malformed).
 */
function rowsInFileAlone(file: string, dir: string): number | null {
  const copy = path.join(dir, `copy-${Date.now()}-${Math.random().toString(36).slice(2)}.db`);
  copyFileSync(file, copy);
  let db: SqliteDatabase.Database | undefined;
  try {
    db = new SqliteDatabase(copy, { readonly: true });
    const table = db.prepare("select count(*) as n from sqlite_master where name = 'note'").get() as { n: number };
    return table.n === 0 ? 0 : (db.prepare('select count(*) as n from note').get() as { n: number }).n;
  } catch (error) {
    // By its code: the addon makes its errors with the SqliteError of the first module registry that loaded it, so
    // `instanceof` fails in a later test file of the same jest worker.
    const code = (error as { code?: unknown }).code;
    if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB') return null;
    throw error;
  } finally {
    db?.close();
    rmSync(copy, { force: true });
  }
}

/** The rows in the file alone from a copy taken while no page was being written, trying again on a torn copy. */
async function settledRowsInFileAlone(file: string, dir: string): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const rows = rowsInFileAlone(file, dir);
    if (rows !== null) return rows;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('every copy of the database file was torn');
}

describe('startBackgroundCheckpoint', () => {
  const dir = tempDir();
  const file = path.join(dir, 'main.db');
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  // The writing connection never checkpoints itself here: only the thread can have copied the log.
  db.pragma('wal_autocheckpoint = 0');

  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies committed transactions into the database file on its own thread, and stops', async () => {
    const errors: string[] = [];
    const exits: number[] = [];
    const checkpoints = startBackgroundCheckpoint(file, {
      intervalMs: 20,
      onError: (message) => errors.push(message),
      onExit: () => exits.push(1),
    });
    db.exec('create table note (id integer primary key, body text)');
    const insert = db.prepare('insert into note (body) values (?)');
    for (let i = 0; i < 50; i += 1) insert.run(`第${i}条`);
    expect(await settledRowsInFileAlone(file, dir)).toBe(0);
    const deadline = Date.now() + 10_000;
    while ((await settledRowsInFileAlone(file, dir)) < 50 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await settledRowsInFileAlone(file, dir)).toBe(50);
    // Writes go on while it runs.
    insert.run('之后');
    await checkpoints.stop();
    await checkpoints.stop();
    expect(errors).toEqual([]);
    // A stop asked for is not an unexpected end.
    expect(exits).toEqual([]);
    expect((db.prepare('select count(*) as n from note').get() as { n: number }).n).toBe(51);
  });

  it('tells of a thread that ended unasked', async () => {
    const exits: number[] = [];
    const errors: string[] = [];
    const checkpoints = startBackgroundCheckpoint(path.join(dir, 'missing.db'), {
      onError: (message) => errors.push(message),
      onExit: () => exits.push(1),
    });
    const deadline = Date.now() + 10_000;
    while (exits.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(exits).toEqual([1]);
    expect(errors.length).toBe(1);
    await checkpoints.stop();
  });
});
