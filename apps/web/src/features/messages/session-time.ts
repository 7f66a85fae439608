import { chatHintTime } from '@yiying/models';

/**
 * When a conversation last moved, as the list shows it: the time of day today, 昨天, the month and day this year,
 * the date before that (the conversation itself says the time of each message).
 */
export function sessionTime(time: string | undefined, now: number = Date.now()): string {
  if (!time) return '';
  const hint = chatHintTime(time, now);
  const [day, clock] = hint.split(' ');
  return clock ? (day ?? '') : hint;
}
