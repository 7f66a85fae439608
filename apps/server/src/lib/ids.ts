import { randomBytes } from 'node:crypto';

/** A new id: time-ordered (base36 milliseconds) then random, 20 characters. */
export function newId(now: number = Date.now()): string {
  return now.toString(36).padStart(9, '0') + randomBytes(8).toString('hex').slice(0, 11);
}
