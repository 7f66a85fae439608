import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { tempDir } from '../testing/test-app';
import { startBackgroundCheckpoint } from './background-checkpoint';

/** The rows of `note` in the database file alone, as it would be read without its write-ahead log. */
function rowsInFileAlone(file: string, dir: string): number {
  const copy = path.join(dir, `copy-${Date.now()}.db`);
  copyFileSync(file, copy);
  const db = new SqliteDatabase(copy, { readonly: true });
  try {
    const table = db.prepare("select count(*) as n from sqlite_master where name = 'note'").get() as { n: number };
    return table.n === 0 ? 0 : (db.prepare('select count(*) as n from note').get() as { n: number }).n;
  } finally {
    db.close();
  }
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
    expect(rowsInFileAlone(file, dir)).toBe(0);
    const deadline = Date.now() + 10_000;
    while (rowsInFileAlone(file, dir) < 50 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(rowsInFileAlone(file, dir)).toBe(50);
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
