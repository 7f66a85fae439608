/** Milliseconds since the epoch; injected so expiry rules are tested without sleeping. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** The last reading `isoAt` wrote out, and its text: a busy moment asks for the same millisecond many times. */
let lastTime = Number.NaN;
let lastText = '';

/** ISO 8601 UTC text of a clock reading (the storage format of every time column). */
export function isoAt(time: number): string {
  if (time === lastTime) return lastText;
  const text = new Date(time).toISOString();
  lastTime = time;
  lastText = text;
  return text;
}
