/** Milliseconds since the epoch; injected so expiry rules are tested without sleeping. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** ISO 8601 UTC text of a clock reading (the storage format of every time column). */
export function isoAt(time: number): string {
  return new Date(time).toISOString();
}
