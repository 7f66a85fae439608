// The content list measured two more ways (issue budgets beside the main run's SQLite figures):
//  - with its answer cache turned off (`CONTENT_ANSWER_CACHE=false`) on the same SQLite file: every request reads the
//    database, so this is the query path's cost; against the floor of that path on this stack (list-floor.mjs: bare
//    Fastify and better-sqlite3 reading the same page from the same file, no cache), budget ≥ 0.80× for the first page
//    and for random pages. The two servers run side by side and are driven in turns (`ROUNDS` rounds, the order
//    swapped each round), so that a machine whose speed drifts moves both sides of the ratio alike; both are also
//    shown beside the bare hello-world measured right before and after them;
//  - on PostgreSQL (`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`) with the same number of generated posts, against
//    the SQLite rate (budget ≥ 0.5×); reported as skipped without a database.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { dropSchema } from './pg-schema.mjs';

/** Random first pages of the list (pages 1–`pages`, any type), as the main run's random-page row drives them. */
export function randomListPath(pages = 50) {
  const types = ['', 'image', 'video', 'article', 'activity', 'pound'];
  const type = types[Math.floor(Math.random() * types.length)];
  return `/api/content/list?pageNum=${1 + Math.floor(Math.random() * pages)}${type ? `&type=${type}` : ''}`;
}

/**
 * Runs both variants with the run's own helpers and answers table rows; `sqlite` holds the main run's list rates
 * (`first`, `random` req/s) and `measureBare` drives the hello-world yardstick (measured again here, next to the
 * cache-off and floor rows it is compared with).
 */
export async function measureListVariants({
  startServer,
  stop,
  cannon,
  seconds,
  port,
  dataDir,
  posts,
  env,
  sqlite,
  measureBare,
}) {
  const rows = [];
  const measures = [];
  const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
  const drive = async (base) => {
    const first = await cannon(`${base}/api/content/list`);
    const random = await cannon(`${base}/api/content/list`, () => randomListPath());
    return { first, random };
  };

  console.log('content list with its answer cache off, and the floor of that path (bare Fastify + better-sqlite3) …');
  const bareBefore = await measureBare();
  const off = await startServer({ ...env, PORT: String(port), DATA_DIR: dataDir, CONTENT_ANSWER_CACHE: 'false' });
  const floorServer = fork(join(import.meta.dirname, 'list-floor.mjs'), {
    env: { ...process.env, PORT: '0', DB_FILE: join(dataDir, 'yiying.db') },
  });
  let uncached;
  let floor;
  let perRound;
  try {
    const [{ port: floorPort }] = await Promise.race([
      once(floorServer, 'message'),
      once(floorServer, 'exit').then(([code]) => Promise.reject(new Error(`list-floor.mjs exited (${code})`))),
    ]);
    ({ uncached, floor, perRound } = await driveInTurns(cannon, seconds, {
      uncached: `http://127.0.0.1:${port}`,
      floor: `http://127.0.0.1:${floorPort}`,
    }));
  } finally {
    floorServer.kill('SIGTERM');
    await stop(off.child);
  }
  const bareAfter = await measureBare();
  const bare = (bareBefore.rps + bareAfter.rps) / 2;
  const offFirst = uncached.first.rps / bare;
  const offRandom = uncached.random.rps / bare;
  const floorFirst = floor.first.rps / bare;
  const floorRandom = floor.random.rps / bare;
  const offFloorFirst = uncached.first.rps / floor.first.rps;
  const offFloorRandom = uncached.random.rps / floor.random.rps;
  rows.push(
    `| bare Fastify hello-world beside the cache-off and floor rows: before / after (mean) | ${f(bareBefore.rps, 0)} / ${f(bareAfter.rps, 0)} req/s (${f(bare, 0)}) | |`,
    `| content list, answer cache off: first page / random pages 1–50 | ${f(uncached.first.rps, 0)} / ${f(uncached.random.rps, 0)} req/s, p99 ${uncached.first.p99} / ${uncached.random.p99} ms, ${uncached.first.errors + uncached.random.errors} errors | |`,
    `| floor of the cache-off path: bare Fastify + better-sqlite3, the same page from the same file, no cache: first page / random pages | ${f(floor.first.rps, 0)} / ${f(floor.random.rps, 0)} req/s, p99 ${floor.first.p99} / ${floor.random.p99} ms, ${floor.first.errors + floor.random.errors} errors | |`,
    `| ratio, answer cache off / floor: first page (${ROUNDS} rounds: ${spread(perRound.first)}) | ${f(offFloorFirst, 2)} | ≥ 0.80 ${offFloorFirst >= 0.8 ? 'ok' : 'UNDER'} |`,
    `| ratio, answer cache off / floor: random pages 1–50 (${ROUNDS} rounds: ${spread(perRound.random)}) | ${f(offFloorRandom, 2)} | ≥ 0.80 ${offFloorRandom >= 0.8 ? 'ok' : 'UNDER'} |`,
    `| ratio / hello-world: answer cache off, first page / random pages; floor, first page / random pages | ${f(offFirst, 2)} / ${f(offRandom, 2)}; ${f(floorFirst, 2)} / ${f(floorRandom, 2)} | |`,
  );
  measures.push(
    ['content list, answer cache off, req/s', uncached.first.rps, 'req/s', 'higher'],
    ['floor of the cache-off list (bare Fastify + better-sqlite3), req/s', floor.first.rps, 'req/s', 'higher'],
    ['ratio floor of the cache-off list / hello-world', floorFirst, '×', 'higher'],
    ['ratio floor of the cache-off random pages / hello-world', floorRandom, '×', 'higher'],
    ['ratio content list (answer cache off) / floor', offFloorFirst, '×', 'higher', 0.8],
    ['ratio random pages (answer cache off) / floor', offFloorRandom, '×', 'higher', 0.8],
    ['ratio content list (answer cache off) / hello-world', offFirst, '×', 'higher'],
    ['ratio random pages (answer cache off) / hello-world', offRandom, '×', 'higher'],
  );

  const pg = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!pg) {
    rows.push('| content list on PostgreSQL | skipped: set BENCH_DATABASE_URL | |');
    return { rows, measures };
  }
  const schema = `yy_bench_list_${Date.now().toString(36)}`;
  console.log(`content list on PostgreSQL: seeding ${posts} posts …`);
  const started = await startServer({
    ...env,
    PORT: String(port + 3),
    DATA_DIR: `${dataDir}/pg`,
    DATABASE_URL: pg,
    DATABASE_SCHEMA: schema,
  });
  let onPg;
  try {
    onPg = await drive(`http://127.0.0.1:${port + 3}`);
  } finally {
    await stop(started.child);
    await dropSchema(pg, schema);
  }
  const pgFirst = onPg.first.rps / sqlite.first;
  const pgRandom = onPg.random.rps / sqlite.random;
  rows.push(
    `| content list on PostgreSQL: first page / random pages 1–50 (server start incl. seeding ${f(started.seconds)} s) | ${f(onPg.first.rps, 0)} / ${f(onPg.random.rps, 0)} req/s, p99 ${onPg.first.p99} / ${onPg.random.p99} ms, ${onPg.first.errors + onPg.random.errors} errors | |`,
    `| ratio PostgreSQL / SQLite: first page / random pages | ${f(pgFirst, 2)} / ${f(pgRandom, 2)} | ≥ 0.5 ${Math.min(pgFirst, pgRandom) >= 0.5 ? 'ok' : 'UNDER'} |`,
  );
  measures.push(
    ['content list on PostgreSQL req/s', onPg.first.rps, 'req/s', 'higher'],
    ['ratio content list PostgreSQL / SQLite', pgFirst, '×', 'higher', 0.5],
    ['ratio random pages PostgreSQL / SQLite', pgRandom, '×', 'higher', 0.5],
  );
  return { rows, measures };
}

/** Rounds in which the cache-off list and its floor are driven in turns. */
export const ROUNDS = 4;

/** The lowest and highest of a round's ratios, as the table shows them. */
function spread(ratios) {
  return `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
}

/**
 * Drives the first page and random pages of both servers (`bases.uncached`, `bases.floor`) in `ROUNDS` rounds of
 * `seconds / ROUNDS` each, after one warm-up drive of each; each round takes the two in the other order than the
 * last. Answers each server's mean rate (requests over the time driven), its highest p99 and its errors, and the
 * ratio of each round.
 */
async function driveInTurns(cannon, seconds, bases) {
  const slice = Math.max(1, Math.round(seconds / ROUNDS));
  const targets = [
    ['first', undefined],
    ['random', () => randomListPath()],
  ];
  const total = { uncached: {}, floor: {} };
  const perRound = { first: [], random: [] };
  for (const [name, path] of targets) {
    for (const side of ['uncached', 'floor']) {
      await cannon(`${bases[side]}/api/content/list`, path, { seconds: 2, warmUp: false });
      total[side][name] = { rps: 0, p99: 0, errors: 0 };
    }
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? ['uncached', 'floor'] : ['floor', 'uncached'];
      const rates = {};
      for (const side of order) {
        const r = await cannon(`${bases[side]}/api/content/list`, path, { seconds: slice, warmUp: false });
        const sum = total[side][name];
        sum.rps += r.rps / ROUNDS;
        sum.p99 = Math.max(sum.p99, r.p99);
        sum.errors += r.errors;
        rates[side] = r.rps;
      }
      perRound[name].push(rates.uncached / rates.floor);
    }
  }
  return { uncached: total.uncached, floor: total.floor, perRound };
}
