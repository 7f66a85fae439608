// Run by native-gc.spec.ts in its own process (node --expose-gc): builds the app on a fresh SQLite file, then
// in rounds serves requests, prepares and drops more statements than the statement cache keeps (so dropped ones
// become garbage), and forces a full collection. A native driver that frees statements wrongly on collection
// aborts the process here; a correct one prints the counts and exits 0.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../app.js';
import { SQLITE_TARGET, tempDir, testConfig } from './test-app.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('gc-soak needs node --expose-gc');

async function soak(gc: () => void): Promise<void> {
  const rounds = Number(process.argv[2] ?? 20);
  const dataDir = tempDir('yiying-gc-');
  const app = await buildApp(
    testConfig(SQLITE_TARGET, dataDir, path.join(dataDir, 'web'), undefined, { LOG_LEVEL: 'silent' }),
  );
  await app.ready();
  const { db } = app.yiying.database;
  let requests = 0;
  let statements = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < 20; i++) {
        const res = await app.inject(`/api/content/list?pageNum=${1 + i}&pageSize=${9 + round}`);
        if (res.statusCode !== 200) throw new Error(`content list answered ${res.statusCode}`);
        requests++;
      }
      // Distinct SQL texts: each is prepared once and evicted from the cache later, then collected.
      for (let i = 0; i < 300; i++) {
        await sql`select ${i} as ${sql.ref(`c_${round}_${i}`)}`.execute(db);
        statements++;
      }
      gc();
    }
    const last = await app.inject('/api/banner/list');
    if (last.statusCode !== 200) throw new Error(`banner list answered ${last.statusCode} after the rounds`);
    console.log(JSON.stringify({ rounds, requests, statements, answering: true }));
  } finally {
    await app.close();
    gc();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

soak(gc).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
