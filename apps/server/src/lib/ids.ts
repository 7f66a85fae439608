import { randomBytes } from 'node:crypto';

/** Random hex characters drawn from the system's generator in blocks: one call per few hundred ids, not one each. */
const POOL_BYTES = 2048;
const RANDOM_CHARS = 11;
let pool = '';
let offset = 0;

/** A new id: time-ordered (base36 milliseconds) then random, 20 characters. */
export function newId(now: number = Date.now()): string {
  if (offset + RANDOM_CHARS > pool.length) {
    pool = randomBytes(POOL_BYTES).toString('hex');
    offset = 0;
  }
  const random = pool.slice(offset, offset + RANDOM_CHARS);
  offset += RANDOM_CHARS;
  return now.toString(36).padStart(9, '0') + random;
}
