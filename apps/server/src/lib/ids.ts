import { randomBytes } from 'node:crypto';
import { seededRandom } from './random.js';

/** Random hex characters drawn from the system's generator in blocks: one call per few hundred ids, not one each. */
const POOL_BYTES = 2048;
const RANDOM_CHARS = 11;
let pool = '';
let offset = 0;

const systemBytes = (): string => randomBytes(POOL_BYTES).toString('hex');
/** Where the next block comes from: the system's generator, or a seeded one while `withSeededIds` runs. */
let nextBlock = systemBytes;
let seededRuns = 0;

/** A new id: time-ordered (base36 milliseconds) then random, 20 characters. */
export function newId(now: number = Date.now()): string {
  if (offset + RANDOM_CHARS > pool.length) {
    pool = nextBlock();
    offset = 0;
  }
  const random = pool.slice(offset, offset + RANDOM_CHARS);
  offset += RANDOM_CHARS;
  return now.toString(36).padStart(9, '0') + random;
}

/**
 * Runs `work` with the random part of every new id drawn from a generator seeded with `seed`, then goes back to the
 * system's. For the demo data: lists order rows of the same time by id, so with system randomness two fresh demo
 * databases would list such rows (topics made together, posts a few hours back) in a different order each time.
 * Ids stay unique (the sequence does not repeat within a run, and another run has another time prefix), but
 * predictable from the time of the load: only demo rows, whose passwords are printed anyway, are written this way.
 */
export async function withSeededIds<T>(seed: number, work: () => Promise<T>): Promise<T> {
  if (seededRuns++ === 0) {
    const random = seededRandom(seed);
    nextBlock = () =>
      Array.from({ length: POOL_BYTES }, () => random.int(0, 255).toString(16).padStart(2, '0')).join('');
    pool = '';
    offset = 0;
  }
  try {
    return await work();
  } finally {
    if (--seededRuns === 0) {
      nextBlock = systemBytes;
      pool = '';
      offset = 0;
    }
  }
}
